import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '../../../features/auth'
import { RidePage } from '../../../features/dashboard'
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
  component: function RideRoute() {
    return <RidePage id={Route.useParams().id} />
  },
})
