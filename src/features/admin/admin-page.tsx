import { lazy, Suspense } from 'react'
import { LoadingScreen } from '../../ui/loading-screen'

// The screen body loads after the guard: the prerendered loading page stays within its JS budget.
const Screen = lazy(() => import('./admin-screen').then((m) => ({ default: m.AdminScreen })))

export function AdminPage() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Screen />
    </Suspense>
  )
}
