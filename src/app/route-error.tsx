import type { ErrorComponentProps } from '@tanstack/react-router'
import { Icon } from '../ui/icons'

/** Chromium, Safari and Firefox word a failed `import()` differently. */
const CHUNK_FAILURE = /dynamically imported module|module script failed|Loading chunk/i

/**
 * A screen that could not load or render, instead of the router's English default. The usual
 * cause is a screen's code missing on a flaky connection before the service worker cached it:
 * the header, the bar and the rest of the app stay usable, and a reload fetches it again.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const offline =
    CHUNK_FAILURE.test(error instanceof Error ? error.message : String(error)) ||
    (typeof navigator !== 'undefined' && !navigator.onLine)
  return (
    <div
      role="alert"
      className="mx-4 my-16 sm:mx-auto max-w-md rounded-2xl border border-zinc-800 bg-zinc-900 p-6 text-center"
    >
      <Icon
        name={offline ? 'wifiOff' : 'refresh'}
        className="mx-auto mb-3 text-amber-300"
        size={32}
      />
      <h1 className="text-lg font-semibold text-zinc-50">
        {offline ? 'Problema de conexão' : 'Algo deu errado'}
      </h1>
      <p className="mt-2 text-sm text-zinc-300">
        {offline
          ? 'Não foi possível carregar esta tela. Verifique sua internet e tente novamente.'
          : 'Erro inesperado. Tente novamente.'}
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="min-h-11 rounded-xl bg-brand-500 px-5 whitespace-nowrap font-semibold text-zinc-950 hover:bg-brand-400"
        >
          Tentar novamente
        </button>
        <a
          href="/"
          className="inline-flex min-h-11 items-center rounded-xl border border-zinc-700 px-5 whitespace-nowrap font-semibold text-zinc-100 hover:bg-zinc-800"
        >
          Voltar para Início
        </a>
      </div>
    </div>
  )
}
