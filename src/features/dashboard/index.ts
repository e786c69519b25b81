/**
 * Dashboards (issue 9): `/dashboard` by user type. The route uses `DashboardPage` (its screen
 * code loads lazily). The admin area reuses the small presentational parts below.
 */
export { DashboardPage } from './dashboard-page'
export { EmptyNote, SampleBadge, SectionHeading, StatCard, toast } from './parts'
