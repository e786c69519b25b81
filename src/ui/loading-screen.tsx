import { useEffect, useState } from 'react'
import { Icon } from './icons'

export interface LoadingScreenProps {
  /** After this long the screen offers a way out (spec: 8 s by default, 10 s on /entrar). */
  timeoutMs?: number
  message?: string
}

/** 'Carregando...' and, after the time-out, a connectivity card with 'Reload' and 'Back to start'. */
export function LoadingScreen({ timeoutMs = 8000, message = 'Carregando...' }: LoadingScreenProps) {
  const [timedOut, setTimedOut] = useState(false)

  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), timeoutMs)
    return () => window.clearTimeout(timer)
  }, [timeoutMs])

  if (timedOut) {
    return (
      <div
        className="mx-4 my-16 max-w-md sm:mx-auto rounded-2xl border border-zinc-800 bg-zinc-900 p-6 text-center"
        role="alert"
      >
        <Icon name="wifiOff" className="mx-auto mb-3 text-amber-300" size={32} />
        <h2 className="text-lg font-semibold text-zinc-50">Problema de conexão</h2>
        <p className="mt-2 text-sm text-zinc-300">
          O carregamento está demorando mais do que o esperado. Verifique sua internet.
        </p>
        <div className="mt-5 flex justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="min-h-11 rounded-xl bg-brand-500 px-5 font-semibold text-zinc-950 hover:bg-brand-400"
          >
            Reload
          </button>
          <a
            href="/"
            className="inline-flex min-h-11 items-center rounded-xl border border-zinc-700 px-5 font-semibold text-zinc-100 hover:bg-zinc-800"
          >
            Back to start
          </a>
        </div>
      </div>
    )
  }

  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4" role="status">
      <span className="size-10 animate-spin rounded-full border-4 border-zinc-700 border-t-brand-400" />
      <p className="text-zinc-300">{message}</p>
    </div>
  )
}
