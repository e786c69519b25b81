import { createFileRoute } from '@tanstack/react-router'
import { requireSession, useAuth } from '../features/auth'
import { pageHead } from '../lib/meta'
import { LoadingScreen } from '../ui/loading-screen'

export const Route = createFileRoute('/dashboard')({
  head: () => pageHead({ title: 'Minha Dashboard', path: '/dashboard', noindex: true }),
  // The prerender has no session: it renders the loading screen, and the browser runs the guard.
  ssr: false,
  beforeLoad: requireSession,
  pendingComponent: () => <LoadingScreen timeoutMs={5000} />,
  component: DashboardScreen,
})

// Placeholder until the dashboard issue lands: the heading says the guard let the rider in.
function DashboardScreen() {
  const { user } = useAuth()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50">Minha Dashboard</h1>
      {user && <p className="mt-2 text-zinc-300">{user.email}</p>}
    </div>
  )
}
