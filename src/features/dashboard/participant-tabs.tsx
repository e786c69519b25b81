import { lazy } from 'react'
import { LazyPart } from '../../ui/lazy-part'
import { EmptyNote, SectionHeading, StatCard } from '../../ui/panel-parts'
import { loadRiderChallenges } from '../challenges/dashboard-door'
import { MyEventRegistrations } from './my-event-registrations'

// The challenges' code is its own chunk, left out of the precache (vite.config.ts): offline
// before any online visit loaded it, these parts say so.
const ChallengesTabPart = lazy(() =>
  loadRiderChallenges().then((m) => ({ default: m.ChallengesTab })),
)
const MyChallengesPart = lazy(() =>
  loadRiderChallenges().then((m) => ({ default: m.MyChallenges })),
)
const ActiveChallengesPart = lazy(() =>
  loadRiderChallenges().then((m) => ({ default: m.ActiveChallengesStat })),
)

const CHALLENGES_OFFLINE = 'Sem conexão: os desafios aparecem quando a internet voltar.'

export function ParticipantEventsTab() {
  return <MyEventRegistrations />
}

export function ChallengesTab() {
  return (
    <LazyPart
      loading={<p className="text-zinc-300">Carregando desafios...</p>}
      unavailable={<EmptyNote>{CHALLENGES_OFFLINE}</EmptyNote>}
    >
      <ChallengesTabPart />
    </LazyPart>
  )
}

export function MyChallenges() {
  return (
    <LazyPart
      loading={
        <section>
          <SectionHeading>Meus Desafios</SectionHeading>
          <p className="text-zinc-300">Carregando desafios...</p>
        </section>
      }
      unavailable={
        <section>
          <SectionHeading>Meus Desafios</SectionHeading>
          <EmptyNote>{CHALLENGES_OFFLINE}</EmptyNote>
        </section>
      }
    >
      <MyChallengesPart />
    </LazyPart>
  )
}

/** 'Desafios ativos' on the overview. */
export function ActiveChallenges() {
  return (
    <LazyPart
      loading={<StatCard label="Desafios ativos" icon="trophy" value="…" />}
      unavailable={
        <StatCard label="Desafios ativos" icon="trophy" value="—" detail="sem conexão" />
      }
    >
      <ActiveChallengesPart />
    </LazyPart>
  )
}
