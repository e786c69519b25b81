import { LoadingScreen } from '../../ui/loading-screen'
import { optionalLazy } from '../../ui/lazy-part'

// The screen body loads after the guard: the prerendered loading page stays within its JS budget.
// Left out of the precache (only admins use it): offline before an admin's first visit, the
// loading screen stays (its time-out says to check the connection) and the download is tried
// again when the signal returns.
const Screen = optionalLazy(async () => ({ default: (await import('./admin-screen')).AdminScreen }))

export function AdminPage() {
  return <Screen fallback={<LoadingScreen />} />
}
