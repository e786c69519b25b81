import { lazy } from 'react'
import { formatDate, formatNumber } from '../../lib/format'
import { Card } from '../../ui/card'
import { LazyPart } from '../../ui/lazy-part'
import { useResults } from '../results'
import { ActiveChallenges, MyChallenges } from './participant-tabs'
import { FormaPanel } from './forma-panel'
import { MyData } from './my-data'
import { MyWorkouts } from './my-workouts'
import { SectionHeading, StatCard } from '../../ui/panel-parts'
import {
  byKind,
  currentFtp,
  FTP_SOURCE_LABELS,
  ftpHistory,
  type FtpHistoryPoint,
} from './rider-data'
import { CancelledEventsNotice, useLiveRegistrationCount } from './my-event-registrations'

// Recharts stays in its own chunk, fetched only when a rider with FTP history opens this tab.
const FtpHistoryChart = lazy(() => import('./ftp-history-chart'))

/** The history as text, when the chart cannot load (offline before the dashboard's first visit). */
function FtpHistoryList({ points }: { points: readonly FtpHistoryPoint[] }) {
  return (
    <div>
      <p className="mb-2 text-sm text-zinc-300">Gráfico indisponível offline.</p>
      <ol className="space-y-1 text-sm text-zinc-200" aria-label="Histórico de FTP">
        {points.map((point) => (
          <li key={point.date}>
            {formatDate(point.date)}:{' '}
            <strong className="text-zinc-50">{formatNumber(point.ftp)} W</strong>
            {point.wkg != null && ` · ${formatNumber(point.wkg, 2)} W/kg`}
            {point.source && ` · ${FTP_SOURCE_LABELS[point.source]}`}
          </li>
        ))}
      </ol>
    </div>
  )
}

export function ParticipantOverview() {
  const results = useResults()
  const kinds = byKind(results ?? [])
  const ftp = currentFtp(kinds.ftp, kinds.imc, kinds.harrisBenedict)
  const maxHr = kinds.heartRate[0]?.fields.max_hr
  const loading = results === undefined
  const history = ftpHistory(kinds.ftp)
  const registered = useLiveRegistrationCount()
  return (
    <div className="flex flex-col gap-8">
      <CancelledEventsNotice />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label="Eventos inscritos"
          icon="calendar"
          value={typeof registered === 'number' ? formatNumber(registered) : registered ? '—' : '…'}
          detail={
            registered === 'offline'
              ? 'sem conexão'
              : registered === 'error'
                ? 'não foi possível carregar'
                : undefined
          }
        />
        <ActiveChallenges />
        <StatCard
          label="FTP atual"
          icon="zap"
          value={loading ? '…' : ftp ? `${formatNumber(ftp.ftp)} W` : '—'}
          detail={
            ftp?.wkg != null
              ? `${formatNumber(ftp.wkg, 2)} W/kg`
              : ftp
                ? 'W/kg: informe seu peso'
                : undefined
          }
        />
        <StatCard
          label="FC máxima"
          icon="heart"
          value={loading ? '…' : maxHr ? `${formatNumber(maxHr)} bpm` : '—'}
        />
      </div>
      <MyData heartRate={kinds.heartRate[0]} ftp={ftp} loading={loading} />
      <FormaPanel />
      <MyWorkouts workouts={kinds.workouts} loading={loading} />
      {history.length > 0 && (
        <section>
          <SectionHeading>Histórico de FTP</SectionHeading>
          <Card>
            <LazyPart
              loading={<p className="h-64 text-zinc-300">Carregando gráfico...</p>}
              unavailable={<FtpHistoryList points={history} />}
            >
              <FtpHistoryChart points={history} />
            </LazyPart>
          </Card>
        </section>
      )}
      <MyChallenges />
    </div>
  )
}
