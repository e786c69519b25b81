import { createFileRoute, useParams } from '@tanstack/react-router'
import { requireSession } from '../../../features/auth'
import { RidePage } from '../../../features/dashboard/ride-page'
import { pageHead } from '../../../lib/meta'
import { LoadingScreen } from '../../../ui/loading-screen'

/**
 * A ride summary's page. Private and on the device: never prerendered (the app shell serves it,
 * offline too), beside `/dashboard` rather than inside it (`dashboard_`: no shared layout).
 */
export const Route = createFileRoute('/dashboard_/pedais/$id')({
  head: () => pageHead({ title: 'Pedal', noindex: true }),
  ssr: false,
  beforeLoad: requireSession,
  pendingComponent: () => <LoadingScreen timeoutMs={5000} />,
  // `useParams` rather than `Route.useParams`: a component chunk that imports its route module
  // made the bundler split the entry's shared modules into five more first-paint chunks (+1.2 KiB).
  component: function RideRoute() {
    return <RidePage id={useParams({ from: '/dashboard_/pedais/$id' }).id} />
  },
})
