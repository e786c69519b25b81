import { Link } from '@tanstack/react-router'
import { lazy, useEffect, useMemo } from 'react'
import { formatDate, formatKm, formatNumber } from '../../lib/format'
import { Card } from '../../ui/card'
import { LazyPart } from '../../ui/lazy-part'
import { EmptyNote } from '../../ui/panel-parts'
import { useLatestResult, useResults } from '../results'
import { formaFigures, formaReading, type FormaFigures } from './forma'

// Recharts stays in its own chunk (left out of the precache), fetched when this panel has days.
const FormaChart = lazy(() => import('./forma-chart'))

/** The rides the panel lists, newest first, each opening its page. */
const RECENT_RIDES = 5

const LINK =
  'font-semibold text-brand-300 underline underline-offset-2 hover:text-brand-200 focus-visible:outline-2 focus-visible:outline-brand-400'

const signed = (value: number) =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatNumber(Math.abs(value), 1)}`

const rides = (count: number) => `${formatNumber(count)} ${count === 1 ? 'pedal' : 'pedais'}`
/** 'não entra' / 'não entram', as many as the rides. */
const leftOut = (count: number) => (count === 1 ? 'não entra' : 'não entram')

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl bg-zinc-950/60 p-3 ring-1 ring-zinc-800">
      <dt className="text-sm text-zinc-300">{label}</dt>
      <dd className="text-2xl font-bold text-zinc-50 tabular-nums">{value}</dd>
      {detail && <dd className="text-sm text-zinc-300">{detail}</dd>}
    </div>
  )
}

/** What the figures leave out, and why: never a silent 0. */
function LeftOut({ figures, fthr }: { figures: FormaFigures; fthr: number | null }) {
  const notes: string[] = []
  if (figures.withoutData > 0)
    notes.push(
      `${rides(figures.withoutData)} sem potência nem FC ${leftOut(figures.withoutData)} na carga.`,
    )
  if (figures.powerWithoutTss > 0)
    notes.push(
      `${rides(figures.powerWithoutTss)} com potência mas sem TSS (menos de 20 minutos) ${leftOut(figures.powerWithoutTss)} na carga.`,
    )
  return (
    <div className="space-y-1 text-sm text-zinc-300">
      {fthr === null ? (
        <p>
          Sem FTHR salva:{' '}
          {figures.heartRateWithoutFthr > 0
            ? `${rides(figures.heartRateWithoutFthr)} só com FC ${leftOut(figures.heartRateWithoutFthr)} na carga.`
            : 'pedais só com FC não entram na carga.'}{' '}
          <Link to="/treinos/teste-fthr-30-minutos" className={LINK}>
            Faça o Teste de FTHR
          </Link>{' '}
          ou informe-a na{' '}
          <Link to="/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento" className={LINK}>
            calculadora de Frequência Cardíaca
          </Link>
          .
        </p>
      ) : (
        <p>
          Carga por FC com sua FTHR de {formatNumber(fthr)} bpm ({rides(figures.heartRateRides)}).
        </p>
      )}
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  )
}

/** The rides by their start, newest first (the store lists them by when they were saved). */
function latestFirst<T extends { fields: { ride_started_at: string } }>(list: readonly T[]): T[] {
  return [...list]
    .sort((a, b) => Date.parse(b.fields.ride_started_at) - Date.parse(a.fields.ride_started_at))
    .slice(0, RECENT_RIDES)
}

function RecentRides({
  list,
}: {
  list: readonly {
    id: string
    fields: { ride_started_at: string; distance_m: number; session_name: string | null }
  }[]
}) {
  return (
    <div>
      <h3 className="mb-2 font-semibold text-zinc-50">Últimos pedais</h3>
      <ul className="divide-y divide-zinc-800" aria-label="Últimos pedais">
        {latestFirst(list).map(({ id, fields }) => (
          <li key={id} className="py-1">
            <Link
              to="/dashboard/pedais/$id"
              params={{ id }}
              className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-2 text-sm text-zinc-100 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-brand-400"
            >
              <span>
                {fields.session_name ?? 'Pedal'} de {formatDate(fields.ride_started_at)}
              </span>
              <span className="text-zinc-300 tabular-nums">{formatKm(fields.distance_m)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The body of 'Forma' (`forma-panel.tsx`): today's fitness, fatigue and form from the ride summaries on the device, live (a ride
 * saved or deleted, here or pulled from the server, redraws it), with the chart of the last days.
 */
export default function FormaChartPanel() {
  const list = useResults('ride_summary')
  const heartRate = useLatestResult('heart_rate')
  const fthr = heartRate?.fields.fthr ?? null
  const figures = useMemo(
    () =>
      list
        ? formaFigures(
            list.map((ride) => ride.fields),
            fthr,
          )
        : undefined,
    [list, fthr],
  )
  const today = figures?.today
  const hasRides = Boolean(list?.length)
  useEffect(() => {
    // A ride's page is left out of the precache: fetched here, it opens offline afterwards.
    if (hasRides) void import('./ride-screen').catch(() => undefined)
  }, [hasRides])
  return (
    <>
      {list === undefined || figures === undefined ? (
        <p className="text-zinc-300">Carregando...</p>
      ) : list.length === 0 ? (
        <EmptyNote>
          Nenhum pedal salvo ainda. Analise um arquivo em{' '}
          <Link to="/calculadoras/analise-de-pedal" className={LINK}>
            Análise de Pedal
          </Link>{' '}
          ou faça um treino para ver sua forma.
        </EmptyNote>
      ) : (
        <Card className="flex flex-col gap-5">
          <p className="text-sm text-zinc-300">
            Condicionamento é a média da sua carga de treino nos últimos 42 dias; fadiga, a dos
            últimos 7; forma é o condicionamento menos a fadiga de ontem: positiva, descansado;
            negativa, cansado.
          </p>
          {today ? (
            <>
              <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label="Forma hoje">
                <Figure label="Condicionamento" value={formatNumber(today.fitness, 1)} />
                <Figure label="Fadiga" value={formatNumber(today.fatigue, 1)} />
                <Figure
                  label="Forma"
                  value={signed(today.form)}
                  detail={formaReading(today.form)}
                />
              </dl>
              <p className="text-sm text-zinc-200">
                Rampa semanal:{' '}
                <strong className="text-zinc-50 tabular-nums">{signed(today.ramp)}</strong> de
                condicionamento em 7 dias
              </p>
              <LazyPart
                loading={<p className="h-64 text-zinc-300">Carregando gráfico...</p>}
                unavailable={<p className="text-sm text-zinc-300">Gráfico indisponível offline.</p>}
              >
                <FormaChart series={figures.series} />
              </LazyPart>
            </>
          ) : (
            <p className="text-zinc-200">Nenhum pedal com carga conhecida ainda.</p>
          )}
          <LeftOut figures={figures} fthr={fthr} />
          <RecentRides list={list} />
        </Card>
      )}
    </>
  )
}
