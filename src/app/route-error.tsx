import type { ErrorComponentProps } from '@tanstack/react-router'
import { isOnline } from '../lib/online'
import { ConnectionCard } from '../ui/connection-card'

/** Chromium, Safari and Firefox word a failed `import()` differently; Vite's own for CSS. */
const CHUNK_FAILURE = /dynamically imported module|module script failed|Unable to preload CSS/i

/**
 * A screen that could not load or render, instead of the router's English default. The usual
 * cause is a screen's code missing on a flaky connection before the service worker cached it:
 * the header, the bar and the rest of the app stay usable, and a reload fetches it again.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const offline = CHUNK_FAILURE.test(error instanceof Error ? error.message : '') || !isOnline()
  return (
    <ConnectionCard
      icon={offline ? 'wifiOff' : 'refresh'}
      title={offline ? 'Problema de conexão' : 'Algo deu errado'}
      message={
        offline
          ? 'Não foi possível carregar esta tela. Verifique sua internet e tente novamente.'
          : 'Erro inesperado. Tente novamente.'
      }
      reloadLabel="Tentar novamente"
      homeLabel="Voltar para Início"
      heading="h1"
    />
  )
}
