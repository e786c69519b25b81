/**
 * The rider's challenges on their dashboard: 'Desafios ativos' (joined, not ended), 'Meus
 * Desafios' with the bars from the rides on this device, and the 'Desafios' tab (joined, open,
 * finished). From the device's copies when there is no signal.
 */
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { formatNumber } from '../../lib/format'
import { keepLoadedChunks } from '../../lib/lazy-chunks'
import { EmptyNote, SectionHeading, StatCard } from '../../ui/panel-parts'
import { CHALLENGES_CHUNKS } from './challenges-chunks'
import { useChallengeList, useParticipations } from './challenges-query'
import { ChallengeCards } from './challenges-screen'
import { useRiderId } from './use-rider-progress'
import { todayOnRidersCalendar } from './format'
import { riderChallenges, type RiderChallenges } from './rider-lists'
import type { Challenge } from './types'

/** The split for the signed-in rider: undefined while loading, 'unavailable' with no copy. */
function useRiderChallenges(): RiderChallenges | 'unavailable' | undefined {
  const userId = useRiderId()
  const list = useChallengeList()
  const participations = useParticipations(userId)
  // This part's code is left out of the precache: kept with the challenges' copy.
  const fresh = list.data?.fromDevice === false
  useEffect(() => {
    if (fresh) keepLoadedChunks(CHALLENGES_CHUNKS)
  }, [fresh])
  if (list.isError || participations.isError) return 'unavailable'
  if (!list.data || !participations.data) return undefined
  return riderChallenges(list.data.value, participations.data.value, todayOnRidersCalendar())
}

/** 'Desafios ativos': the figure, '…' while loading, '—' with no copy and no signal. */
export function ActiveChallengesStat() {
  const split = useRiderChallenges()
  return (
    <StatCard
      label="Desafios ativos"
      icon="trophy"
      value={typeof split === 'object' ? formatNumber(split.active) : split ? '—' : '…'}
      detail={split === 'unavailable' ? 'sem conexão' : undefined}
    />
  )
}

function CardList({ challenges }: { challenges: readonly Challenge[] }) {
  return (
    <ChallengeCards
      challenges={challenges}
      today={todayOnRidersCalendar()}
      columns="md:grid-cols-2"
    />
  )
}

const UNAVAILABLE = 'Sem conexão: os desafios aparecem quando a internet voltar.'

function Waiting({ split }: { split: 'unavailable' | undefined }) {
  return (
    <p role="status" className="text-zinc-300">
      {split === 'unavailable' ? UNAVAILABLE : 'Carregando desafios...'}
    </p>
  )
}

const SeeAll = () => (
  <Link
    to="/desafios"
    className="font-semibold text-brand-300 underline underline-offset-4 hover:text-brand-200"
  >
    Ver os desafios
  </Link>
)

/** 'Meus Desafios' on the overview: the joined challenges with their bars. */
export function MyChallenges() {
  const split = useRiderChallenges()
  return (
    <section>
      <SectionHeading>Meus Desafios</SectionHeading>
      {typeof split !== 'object' ? (
        <Waiting split={split} />
      ) : split.joined.length > 0 ? (
        <CardList challenges={split.joined} />
      ) : (
        <EmptyNote>
          Você ainda não participa de nenhum desafio. <SeeAll />
        </EmptyNote>
      )}
    </section>
  )
}

/** The 'Desafios' tab: joined, open and finished. */
export function ChallengesTab() {
  const split = useRiderChallenges()
  if (typeof split !== 'object')
    return (
      <section>
        <SectionHeading>Desafios</SectionHeading>
        <Waiting split={split} />
      </section>
    )
  return (
    <div className="flex flex-col gap-8">
      <section>
        <SectionHeading>Meus Desafios</SectionHeading>
        {split.joined.length > 0 ? (
          <CardList challenges={split.joined} />
        ) : (
          <EmptyNote>Você ainda não participa de nenhum desafio.</EmptyNote>
        )}
      </section>
      <section>
        <SectionHeading>Desafios abertos</SectionHeading>
        {split.open.length > 0 ? (
          <CardList challenges={split.open} />
        ) : (
          <EmptyNote>Nenhum outro desafio aberto agora.</EmptyNote>
        )}
      </section>
      {split.finished.length > 0 && (
        <section>
          <SectionHeading>Desafios encerrados</SectionHeading>
          <CardList challenges={split.finished} />
        </section>
      )}
    </div>
  )
}
