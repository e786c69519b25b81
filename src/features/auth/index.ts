/**
 * Accounts. What the rest of the app may use:
 *
 * - State: `useAuth()` → { status, user, profile, isAuthenticated, isLoading, isAdmin };
 *   `useAuthStore` (zustand, with selectors); `awaitAuthReady()` resolves once the session and,
 *   when signed in, the profile are known (at most 5 s), `awaitSessionKnown()` once the session
 *   alone is; `displayName(user, profile)`,
 *   `panelPath(profile)`.
 * - Guards for `beforeLoad`: `requireSession`, `requireAdmin`, `redirectSignedIn` (browser only).
 * - The account's actions, loaded on demand: `loadAccountActions()` → changePassword,
 *   deleteAccount, reloadProfile; their texts (`loadAccountMessages()` → ACCOUNT_MESSAGES) and
 *   the password rules (`loadPasswordRules()` → validateNewPassword, MIN_PASSWORD_LENGTH).
 *   `use-sign-out.ts` (imported directly, so it stays out of the shell's chunk) is the whole
 *   sign-out flow: ask about unsynced results, toasts, home.
 * - Saving a result for the session's rider: `results-door.ts` (imported directly, for the same
 *   reason), `saveRecord` and `saveRecordOnce`, which load the results store on the first save.
 * - For the shell: `AuthBootstrap` (mount once at the root), `AnonymousResultsPrompt` (lazy).
 *   Screens: `entrar-page.ts`, `reset-password-page.ts` (route components).
 */
import { optionalLazy } from '../../ui/lazy-part'

export {
  awaitAuthReady,
  awaitSessionKnown,
  isAuthResolved,
  useAuth,
  useAuthStore,
  type AuthState,
  type AuthStatus,
  type AuthUser,
  type Profile,
  type UserType,
} from './auth-store'
export { AuthBootstrap } from './auth-bootstrap'
export { guardTarget, redirectSignedIn, requireAdmin, requireSession } from './guards'
export { displayName, panelPath } from './profile'
export { entrarSearch } from './return-path'
export { SESSION_MARK_SCRIPT } from './persisted-session'

/** supabase-js and the results store come with it: call on a user's action, not at first paint. */
export const loadAccountActions = () => import('./account-actions')
/** Loaded, not exported: whatever index.ts exports lands in the first-paint chunk. */
export const loadAccountMessages = () => import('./account-messages')
export const loadPasswordRules = () => import('./validation')

export const AnonymousResultsPrompt = optionalLazy(() => import('./anonymous-results-prompt'))
