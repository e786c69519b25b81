import { formatDate } from '../../lib/format'
import { Card } from '../../ui/card'
import { REGISTRATION_STATUS, SAMPLE_CHALLENGES, SAMPLE_REGISTRATIONS } from './samples'
import { EmptyNote, SectionHeading } from '../../ui/panel-parts'

export function ParticipantEventsTab() {
  return (
    <section>
      <SectionHeading sample>Meus Eventos</SectionHeading>
      <Card className="p-0">
        <ul className="divide-y divide-zinc-800">
          {SAMPLE_REGISTRATIONS.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 px-5 py-3">
              <span className="text-zinc-100">
                {e.name} <span className="text-sm text-zinc-400">· {formatDate(e.date)}</span>
              </span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${
                  e.status === 'confirmed'
                    ? 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/40'
                    : 'bg-amber-500/15 text-amber-200 ring-amber-500/40'
                }`}
              >
                {REGISTRATION_STATUS[e.status]}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  )
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
