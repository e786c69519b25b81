import {
  CartesianGrid,
  ComposedChart,
  Bar,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { FitnessDay } from '../../domain/fitness'
import { formatNumber } from '../../lib/format'
import { formaChartPoints } from './forma'

const SERIES = {
  fitness: { name: 'Condicionamento', color: '#38bdf8' },
  fatigue: { name: 'Fadiga', color: '#f472b6' },
  form: { name: 'Forma', color: '#a3e635' },
} as const

/** `2026-11-28` → `28/11`. */
const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`

/** Fitness, fatigue and form by day (its own chunk: Recharts loads only here). */
export default function FormaChart({ series }: { series: readonly FitnessDay[] }) {
  const data = formaChartPoints(series)
  return (
    <figure aria-label="Gráfico de condicionamento, fadiga e forma">
      <div className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid stroke="#3f3f46" strokeDasharray="3 3" />
            <XAxis
              dataKey="day"
              tickFormatter={dayLabel}
              stroke="#a1a1aa"
              fontSize={12}
              minTickGap={24}
            />
            <YAxis stroke="#a1a1aa" fontSize={12} width={48} />
            <Tooltip
              contentStyle={{
                background: '#18181b',
                border: '1px solid #3f3f46',
                color: '#fafafa',
              }}
              labelFormatter={(day) => (typeof day === 'string' ? dayLabel(day) : '')}
              formatter={(value) => formatNumber(Number(value), 1)}
            />
            <Legend wrapperStyle={{ fontSize: 12, color: '#e4e4e7' }} />
            <Bar
              dataKey="form"
              name={SERIES.form.name}
              fill={SERIES.form.color}
              fillOpacity={0.6}
              isAnimationActive={false}
            />
            {(['fitness', 'fatigue'] as const).map((key) => (
              <Line
                key={key}
                type="monotone"
                dataKey={key}
                name={SERIES[key].name}
                stroke={SERIES[key].color}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-sm text-zinc-300">
        Últimos {formatNumber(data.length)} {data.length === 1 ? 'dia' : 'dias'}
      </figcaption>
    </figure>
  )
}
