import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { RegistrationsOnDay } from '../events/organizer-door'

const DAY_LABEL = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  timeZone: 'UTC',
})

/** '2026-11-20' (a calendar day on the event's clock) → '20/11'. */
export const dayLabel = (day: string) => DAY_LABEL.format(new Date(`${day}T00:00:00Z`))

/** Registrations made each day for one event (its own chunk: Recharts loads only here). */
export default function RegistrationsChart({
  title,
  days,
}: {
  title: string
  days: readonly RegistrationsOnDay[]
}) {
  const data = days.map((d) => ({ ...d, label: dayLabel(d.day) }))
  const total = days.reduce((sum, d) => sum + d.registrations, 0)
  return (
    <figure aria-label={`Inscrições por dia: ${title}`}>
      <div className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
            <CartesianGrid stroke="#3f3f46" strokeDasharray="3 3" />
            <XAxis dataKey="label" stroke="#a1a1aa" fontSize={12} />
            <YAxis stroke="#a1a1aa" fontSize={12} allowDecimals={false} width={48} />
            <Tooltip
              cursor={{ fill: '#27272a' }}
              contentStyle={{
                background: '#18181b',
                border: '1px solid #3f3f46',
                color: '#fafafa',
              }}
              formatter={(value) => [String(value), 'Inscrições']}
            />
            <Bar dataKey="registrations" fill="#f97316" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-sm text-zinc-300">
        {total} {total === 1 ? 'inscrição' : 'inscrições'} em {days.length}{' '}
        {days.length === 1 ? 'dia' : 'dias'}, no horário do evento
      </figcaption>
    </figure>
  )
}
