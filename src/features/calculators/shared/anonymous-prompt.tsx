import { Link } from '@tanstack/react-router'
import { useAuth } from '../../auth'

/**
 * ADR 0006 "anonymous saves": a signed-out rider's results stay on this device; the prompt says
 * so and offers to keep them in an account. It is in the prerendered page (which is signed out),
 * so its arrival never moves what is below it; a device that keeps a session hides it from the
 * first paint (`<html data-session>`, set by an inline script) until the session is known.
 */
export function AnonymousPrompt() {
  const { status } = useAuth()
  if (status === 'signedIn') return null
  return (
    <div
      className="mt-6 flex [html[data-session]_&]:hidden flex-col gap-3 rounded-2xl border border-brand-500/30 bg-brand-500/10 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-no-print
    >
      <p className="text-sm text-zinc-200">
        <strong className="block font-semibold text-zinc-50">
          Seus resultados ficam salvos apenas neste dispositivo.
        </strong>
        Entre ou crie uma conta para guardá-los na sua conta e acompanhá-los no seu dashboard.
      </p>
      <Link
        to="/entrar"
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-xl bg-brand-500 px-5 text-sm font-semibold text-zinc-950 hover:bg-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
      >
        Entrar ou criar conta
      </Link>
    </div>
  )
}
