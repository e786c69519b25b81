import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { ReactNode } from 'react'
import { Card } from '../../ui/card'
import { SampleBadge } from '../../ui/panel-parts'
import type { GrowthPoint } from './growth'

const AXIS = { stroke: '#a1a1aa', fontSize: 12 }
const TOOLTIP = { background: '#18181b', border: '1px solid #3f3f46', color: '#fafafa' }

const PAGE_VISITS = [
  { page: 'Blog', visits: 4200 },
  { page: 'Store', visits: 2100 },
  { page: 'Calculators', visits: 5300 },
  { page: 'Events', visits: 1800 },
  { page: 'Videos', visits: 3100 },
  { page: 'Routes', visits: 1200 },
  { page: 'Challenges', visits: 860 },
]

const PARTICIPATION = [
  { month: 'Jan', participants: 65 },
  { month: 'Feb', participants: 78 },
  { month: 'Mar', participants: 92 },
  { month: 'Apr', participants: 110 },
  { month: 'May', participants: 128 },
  { month: 'Jun', participants: 145 },
]

function ChartCard({
  title,
  sample,
  children,
}: {
  title: string
  sample?: boolean
  children: ReactNode
}) {
  return (
    <Card>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-zinc-50">{title}</h3>
        {sample && <SampleBadge />}
      </div>
      <div className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          {children as React.ReactElement}
        </ResponsiveContainer>
      </div>
    </Card>
  )
}

/** The three charts of the admin Dashboard tab (its own chunk: Recharts loads only here). */
export default function AdminCharts({ growth }: { growth: readonly GrowthPoint[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ChartCard title="User Growth by Role">
        <AreaChart data={[...growth]} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="#3f3f46" strokeDasharray="3 3" />
          <XAxis dataKey="month" {...AXIS} />
          <YAxis allowDecimals={false} {...AXIS} />
          <Tooltip contentStyle={TOOLTIP} />
          <Legend />
          <Area
            type="monotone"
            dataKey="visitor"
            name="Visitantes"
            stackId="1"
            stroke="#f97316"
            fill="#f9731655"
            isAnimationActive={false}
          />
          <Area
            type="monotone"
            dataKey="organizer"
            name="Organizadores"
            stackId="1"
            stroke="#38bdf8"
            fill="#38bdf855"
            isAnimationActive={false}
          />
          <Area
            type="monotone"
            dataKey="admin"
            name="Admins"
            stackId="1"
            stroke="#a3e635"
            fill="#a3e63555"
            isAnimationActive={false}
          />
        </AreaChart>
      </ChartCard>
      <ChartCard title="Page Visits" sample>
        <BarChart data={PAGE_VISITS} margin={{ top: 8, right: 16, bottom: 0, left: -8 }}>
          <CartesianGrid stroke="#3f3f46" strokeDasharray="3 3" />
          <XAxis dataKey="page" {...AXIS} interval={0} angle={-30} textAnchor="end" height={50} />
          <YAxis {...AXIS} />
          <Tooltip contentStyle={TOOLTIP} cursor={{ fill: '#27272a' }} />
          <Bar dataKey="visits" name="Visitas" fill="#f97316" isAnimationActive={false} />
        </BarChart>
      </ChartCard>
      <ChartCard title="Event Participation Growth" sample>
        <AreaChart data={PARTICIPATION} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="#3f3f46" strokeDasharray="3 3" />
          <XAxis dataKey="month" {...AXIS} />
          <YAxis {...AXIS} />
          <Tooltip contentStyle={TOOLTIP} />
          <Area
            type="monotone"
            dataKey="participants"
            name="Participantes"
            stroke="#38bdf8"
            fill="#38bdf855"
            isAnimationActive={false}
          />
        </AreaChart>
      </ChartCard>
    </div>
  )
}
