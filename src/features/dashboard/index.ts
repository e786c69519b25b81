/**
 * Dashboards: `/dashboard` by user type. The route uses `DashboardPage` (its screen
 * code loads lazily).
 */
export { DashboardPage } from './dashboard-page'
