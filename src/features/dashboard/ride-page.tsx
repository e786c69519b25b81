import { lazy, Suspense } from 'react'
import { LoadingScreen } from '../../ui/loading-screen'

// The screen loads after the guard, as the dashboard's does.
const Screen = lazy(() => import('./ride-screen').then((m) => ({ default: m.RideScreen })))

/** `/dashboard/pedais/<id>`: one ride summary from the device. */
export function RidePage({ id }: { id: string }) {
  return (
    <Suspense fallback={<LoadingScreen timeoutMs={5000} />}>
      <Screen id={id} />
    </Suspense>
  )
}
