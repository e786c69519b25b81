import { memo } from 'react'
import { isOnline } from '../../lib/online'
import { optionalLazy } from '../../ui/lazy-part'
import { CHALLENGES_INTRO } from './challenges-intro'

const load = () => import('./challenges-screen').then((m) => ({ default: m.ChallengesScreen }))
const Screen = optionalLazy(load)
// Start the download as soon as this tiny route chunk runs, in parallel with hydration.
if (typeof window !== 'undefined') void load().catch(() => undefined)

/**
 * The prerendered page and what shows while the screen's code is on its way; its code is left out
 * of the precache and kept with the challenges' copy from an online visit, so offline before any
 * such visit the page says why it is empty.
 */
function ChallengesWaiting() {
  const online = isOnline()
  return (
    <div className="mx-auto min-h-[80vh] max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">Desafios</h1>
      <p className="mt-3 max-w-3xl text-zinc-300">{CHALLENGES_INTRO}</p>
      <p role="status" className="mt-6 text-zinc-300">
        {online
          ? 'Carregando desafios...'
          : 'Sem conexão. Os desafios ficam neste aparelho depois de uma visita com internet.'}
      </p>
    </div>
  )
}

/** The `/desafios` route's component. */
export const ChallengesPage = memo(function ChallengesPage() {
  return <Screen fallback={<ChallengesWaiting />} />
})
