import { useEffect, useState } from 'react'
import { ConnectionCard } from './connection-card'

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
      <ConnectionCard
        icon="wifiOff"
        title="Problema de conexão"
        message="O carregamento está demorando mais do que o esperado. Verifique sua internet."
        reloadLabel="Reload"
        homeLabel="Back to start"
      />
    )
  }

  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4" role="status">
      <span className="size-10 animate-spin rounded-full border-4 border-zinc-700 border-t-brand-400" />
      <p className="text-zinc-300">{message}</p>
    </div>
  )
}
