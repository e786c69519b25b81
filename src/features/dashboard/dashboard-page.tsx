import { lazy, Suspense } from 'react'
import { LoadingScreen } from '../../ui/loading-screen'

// The screen body loads after the guard: the prerendered loading page stays within its JS budget.
const Screen = lazy(() =>
  import('./dashboard-screen').then((m) => ({ default: m.DashboardScreen })),
)

export function DashboardPage() {
  return (
    <Suspense fallback={<LoadingScreen timeoutMs={5000} />}>
      <Screen />
    </Suspense>
  )
}
