import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

export interface RideBar {
  label: string
  value: number
  /** The value as the table beside the chart writes it (the tooltip shows it). */
  text: string
}

/**
 * One of the analysis's charts (the power curve, the time in zones). Its own chunk with Recharts,
 * loaded by this screen only; the same figures are in the table beside it, so a chart that cannot
 * load (offline before its first use) takes nothing away.
 */
export default function RideBarChart({
  title,
  bars,
  unit,
}: {
  title: string
  bars: readonly RideBar[]
  unit: string
}) {
  return (
    <figure aria-label={title} className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
          <CartesianGrid stroke="#3f3f46" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" stroke="#a1a1aa" fontSize={12} interval={0} />
          <YAxis stroke="#a1a1aa" fontSize={12} unit={unit} width={64} />
          <Tooltip
            cursor={{ fill: '#27272a' }}
            contentStyle={{ background: '#18181b', border: '1px solid #3f3f46', color: '#fafafa' }}
            formatter={(_value, _name, item) => [(item.payload as RideBar).text, title]}
          />
          <Bar dataKey="value" fill="#f97316" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  )
}
