/** The admin area: `/admin`. The route uses `AdminPage` (its screen loads lazily). */
export { AdminPage } from './admin-page'
