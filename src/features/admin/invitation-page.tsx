import { lazy, Suspense } from 'react'

function InvitationFallback() {
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-zinc-800 bg-zinc-900/70 p-6 sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-zinc-50 sm:text-3xl">
          Convite de administrador
        </h1>
        <p role="status" className="mt-2 text-sm text-zinc-300">
          Carregando...
        </p>
      </div>
    </div>
  )
}

const loadScreen = () =>
  import('./invitation-screen').then((m) => ({ default: m.InvitationScreen }))
const Screen = lazy(loadScreen)
// The prerender resolves the screen, so its HTML is already there; the download starts at once.
if (typeof window !== 'undefined') void loadScreen()

/** /convite-admin: the admin invitation link's page (ADR 0005). */
export function InvitationPage() {
  return (
    <Suspense fallback={<InvitationFallback />}>
      <Screen />
    </Suspense>
  )
}
