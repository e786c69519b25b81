import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { FTP_SOURCE_LABELS, ftpHistoryNote, type FtpHistoryPoint } from './rider-data'

const POINT_LABEL = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

/** The accumulated FTP records over time (its own chunk: Recharts loads only here). */
export default function FtpHistoryChart({ points }: { points: readonly FtpHistoryPoint[] }) {
  const data = points.map((p) => ({ ...p, label: POINT_LABEL.format(new Date(p.date)) }))
  return (
    <figure aria-label="Histórico de FTP">
      <div className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -8 }}>
            <CartesianGrid stroke="#3f3f46" strokeDasharray="3 3" />
            <XAxis dataKey="label" stroke="#a1a1aa" fontSize={12} />
            <YAxis stroke="#a1a1aa" fontSize={12} unit=" W" width={64} domain={['auto', 'auto']} />
            <Tooltip
              contentStyle={{
                background: '#18181b',
                border: '1px solid #3f3f46',
                color: '#fafafa',
              }}
              formatter={(value, _name, item) => {
                const { source } = item.payload as FtpHistoryPoint
                return [`${String(value)} W`, source ? `FTP (${FTP_SOURCE_LABELS[source]})` : 'FTP']
              }}
            />
            <Line
              type="monotone"
              dataKey="ftp"
              stroke="#f97316"
              strokeWidth={2}
              dot
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-sm text-zinc-300">
        {points.length} {points.length === 1 ? 'registro' : 'registros'} de FTP
        {ftpHistoryNote(points)}
      </figcaption>
    </figure>
  )
}
