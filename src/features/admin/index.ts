/** The admin area (issue 9): `/admin`. The route uses `AdminPage` (its screen loads lazily). */
export { AdminPage } from './admin-page'
