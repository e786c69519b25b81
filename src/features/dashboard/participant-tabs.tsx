import { Card } from '../../ui/card'
import { MyEventRegistrations } from './my-event-registrations'
import { SAMPLE_CHALLENGES } from './samples'
import { EmptyNote, SectionHeading } from '../../ui/panel-parts'

export function ParticipantEventsTab() {
  return <MyEventRegistrations />
}

export function ChallengesTab() {
  return (
    <section>
      <SectionHeading>Desafios</SectionHeading>
      <EmptyNote>Nenhum desafio disponível ainda.</EmptyNote>
    </section>
  )
}

export function MyChallenges() {
  return (
    <section>
      <SectionHeading sample>Meus Desafios</SectionHeading>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {SAMPLE_CHALLENGES.map((c) => {
          const pct = Math.min(100, Math.round((c.progress / c.target) * 100))
          return (
            <Card key={c.id}>
              <p className="font-semibold text-zinc-50">{c.name}</p>
              <div
                className="mt-3 h-2 rounded-full bg-zinc-800"
                role="progressbar"
                aria-label={c.name}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={pct}
              >
                <div className="h-2 rounded-full bg-brand-500" style={{ width: `${pct}%` }} />
              </div>
              <p className="mt-2 text-sm text-zinc-300">
                {c.progress.toLocaleString('pt-BR')} / {c.target.toLocaleString('pt-BR')} km · {pct}
                %
              </p>
            </Card>
          )
        })}
      </div>
    </section>
  )
}
