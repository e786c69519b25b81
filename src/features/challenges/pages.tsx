/**
 * The challenges' route components, one small precached module for both routes: what shows while
 * a screen's code is on its way (the prerendered `/desafios`), and offline before it was ever kept.
 * The screens and their data are the challenges' chunk, loaded at runtime (vite.config.ts).
 */
import type { Kept } from '../../lib/device-copy'
import { isOnline } from '../../lib/online'
import { optionalLazy } from '../../ui/lazy-part'
import type { Challenge } from './types'

const loadList = () => import('./challenges-screen').then((m) => ({ default: m.ChallengesScreen }))
const ListScreen = optionalLazy(loadList)
const loadOne = () => import('./challenge-screen').then((m) => ({ default: m.ChallengeScreen }))
const OneScreen = optionalLazy(loadOne)
// Both screens are the challenges' one chunk: start its download as soon as this module runs,
// in parallel with hydration.
if (typeof window !== 'undefined') void loadList().catch(() => undefined)

function ChallengesWaiting() {
  return (
    <div className="mx-auto min-h-[80vh] max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">Desafios</h1>
      <p role="status" className="mt-3 text-zinc-300">
        {isOnline()
          ? 'Carregando desafios...'
          : 'Sem conexão, e os desafios ainda não foram abertos neste aparelho.'}
      </p>
    </div>
  )
}

/** The `/desafios` route's component. */
export function ChallengesPage() {
  return <ListScreen fallback={<ChallengesWaiting />} />
}

/**
 * The `/desafios/<slug>` route's loader, through this module: the page's entry then lists only
 * this chunk's dependencies, not the challenges' whole chunk's (first-paint budget).
 */
export const loadChallengePage = (slug: string) =>
  import('./challenge-loader')
    .then((m) => m.loadChallengeForPage(slug))
    // Offline before the challenges' code was ever kept: the page says so (ChallengeWaiting).
    .catch(() => ({
      kept: null,
      head: {
        title: 'Desafio indisponível',
        noindex: true,
        path: `/desafios/${encodeURIComponent(slug)}`,
      },
    }))

function ChallengeWaiting() {
  if (isOnline())
    return (
      <p role="status" className="mx-auto min-h-[60vh] max-w-3xl px-4 py-12 text-zinc-300">
        Carregando desafio...
      </p>
    )
  return (
    <div className="mx-auto min-h-[60vh] max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50">Desafio indisponível</h1>
      <p role="status" className="mt-3 text-zinc-300">
        Sem conexão, e este desafio ainda não foi aberto neste aparelho. Tente de novo quando houver
        sinal.
      </p>
    </div>
  )
}

/** The `/desafios/<slug>` route's component. */
export function ChallengePage({
  slug,
  initial,
}: {
  slug: string
  initial: Kept<Challenge | null> | null
}) {
  return <OneScreen slug={slug} initial={initial} fallback={<ChallengeWaiting />} />
}
