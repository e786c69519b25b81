import { useEffect } from 'react'
import { keepLoadedChunks } from '../../lib/lazy-chunks'
import { useHydrated } from '../../lib/use-hydrated'
import { EmptyNote } from '../../ui/panel-parts'
import { UpdatedAt } from '../../ui/updated-at'
import { ChallengeCard } from './challenge-parts'
import { CHALLENGES_CHUNKS } from './challenges-chunks'
import { useChallengeList } from './challenges-query'
import { todayOnRidersCalendar } from './format'
import type { Challenge } from './types'
import { useProgressById } from './use-rider-progress'

/** Challenge cards with the rider's bars (the list's three columns, or `columns`). */
export function ChallengeCards({
  challenges,
  today,
  columns = 'sm:grid-cols-2 lg:grid-cols-3',
}: {
  challenges: readonly Challenge[]
  today: string
  columns?: string
}) {
  const progress = useProgressById(challenges)
  return (
    <ul className={`grid grid-cols-1 gap-4 ${columns}`}>
      {challenges.map((challenge) => (
        <li key={challenge.id}>
          <ChallengeCard
            challenge={challenge}
            progress={progress.get(challenge.id) ?? null}
            today={today}
          />
        </li>
      ))}
    </ul>
  )
}

const CHALLENGES_INTRO =
  'Metas contadas pelos pedais que você analisa no app, no seu aparelho, mesmo sem sinal.'

/** `/desafios`: the open challenges, then the finished ones, each card with the rider's bar. */
export function ChallengesScreen() {
  const hydrated = useHydrated()
  const list = useChallengeList()
  const kept = list.data
  const fresh = kept?.fromDevice === false
  useEffect(() => {
    if (fresh) keepLoadedChunks(CHALLENGES_CHUNKS)
  }, [fresh])
  const today = todayOnRidersCalendar()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12" data-interactive={hydrated}>
      <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">Desafios</h1>
      <p className="mt-3 max-w-3xl text-zinc-300">{CHALLENGES_INTRO}</p>
      {kept && (
        <div className="mt-2">
          <UpdatedAt savedAt={kept.savedAt} fromDevice={kept.fromDevice} />
        </div>
      )}
      {!kept ? (
        <p role="status" className="mt-6 text-zinc-300">
          {list.isPending
            ? 'Carregando desafios...'
            : 'Sem conexão, e os desafios ainda não foram abertos neste aparelho. Tente de novo quando houver sinal.'}
        </p>
      ) : (
        <>
          <section aria-labelledby="abertos" className="mt-8">
            <h2 id="abertos" className="mb-4 text-xl font-bold text-zinc-50">
              Desafios abertos
            </h2>
            {kept.value.open.length > 0 ? (
              <ChallengeCards challenges={kept.value.open} today={today} />
            ) : (
              <EmptyNote>Nenhum desafio aberto agora.</EmptyNote>
            )}
          </section>
          {kept.value.finished.length > 0 && (
            <section aria-labelledby="encerrados" className="mt-10">
              <h2 id="encerrados" className="mb-4 text-xl font-bold text-zinc-50">
                Desafios encerrados
              </h2>
              <ChallengeCards challenges={kept.value.finished} today={today} />
            </section>
          )}
        </>
      )}
    </div>
  )
}
