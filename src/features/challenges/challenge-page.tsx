import { memo } from 'react'
import type { Kept } from '../../lib/device-copy'
import { isOnline } from '../../lib/online'
import { optionalLazy } from '../../ui/lazy-part'
import type { Challenge } from './types'

const load = () => import('./challenge-screen').then((m) => ({ default: m.ChallengeScreen }))
const Screen = optionalLazy(load)
if (typeof window !== 'undefined') void load().catch(() => undefined)

/** While the page's code is on its way, or offline before it was ever kept. */
function ChallengeWaiting() {
  const online = isOnline()
  return (
    <div className="mx-auto min-h-[60vh] max-w-3xl px-4 py-8 sm:py-12">
      {online ? (
        <p role="status" className="text-zinc-300">
          Carregando desafio...
        </p>
      ) : (
        <>
          <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50">
            Desafio indisponível
          </h1>
          <p role="status" className="mt-3 text-zinc-300">
            Sem conexão, e este desafio ainda não foi aberto neste aparelho. Tente de novo quando
            houver sinal.
          </p>
        </>
      )}
    </div>
  )
}

/** The `/desafios/<slug>` route's component; its screen loads at runtime, outside first paint. */
export const ChallengePage = memo(function ChallengePage({
  slug,
  initial,
}: {
  slug: string
  initial: Kept<Challenge | null> | null
}) {
  return <Screen slug={slug} initial={initial} fallback={<ChallengeWaiting />} />
})
