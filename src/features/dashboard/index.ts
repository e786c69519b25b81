/**
 * Dashboards: `/dashboard` by user type, and a ride's page `/dashboard/pedais/<id>`. The routes use
 * `DashboardPage` and `RidePage` (their screens load lazily).
 */
export { DashboardPage } from './dashboard-page'
export { RidePage } from './ride-page'
