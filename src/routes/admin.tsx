import { createFileRoute } from '@tanstack/react-router'
import { displayName, requireAdmin, useAuth } from '../features/auth'
import { pageHead } from '../lib/meta'
import { LoadingScreen } from '../ui/loading-screen'

export const Route = createFileRoute('/admin')({
  head: () => pageHead({ title: 'Painel Administrativo', path: '/admin', noindex: true }),
  // The prerender has no session: it renders the loading screen, and the browser runs the guard.
  ssr: false,
  beforeLoad: requireAdmin,
  pendingComponent: () => <LoadingScreen />,
  component: AdminScreen,
})

// Placeholder until the admin issue lands: the heading says the guard let the admin in.
function AdminScreen() {
  const { user, profile } = useAuth()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50">Painel Administrativo</h1>
      <p className="mt-2 text-zinc-300">Bem-vindo, {displayName(user, profile)}</p>
    </div>
  )
}
