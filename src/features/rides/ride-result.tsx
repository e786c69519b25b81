import { lazy, useEffect, useRef, useState, type ReactNode } from 'react'
import { formatDateTime, formatDuration, formatKm, formatNumber } from '../../lib/format'
import { Button } from '../../ui/button'
import { LazyPart } from '../../ui/lazy-part'
import { Figure } from '../../ui/form/layout'
import { isUsableMaxHr } from '../calculators'
import { LIMITS } from '../../domain/validation'
import type { RideAnalysis, ZoneTime } from './analyse-ride'
import { formatWindow } from './ride-format'

// Recharts stays in its own chunk, fetched only when an analysis is shown.
const RideBarChart = lazy(() => import('./ride-bar-chart'))

/**
 * True once the element comes within half a screen of the viewport. Mounting a Recharts chart takes
 * one long, unyielding task (about 150 ms each at 4× CPU): charts mount as the rider nears them,
 * one at a time, instead of all three right after the figures show.
 */
function useNearViewport<E extends Element>() {
  const ref = useRef<E>(null)
  // Without IntersectionObserver (older browsers), at once. Results render in the browser only.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (!element || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: '50% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  return [ref, near] as const
}

/** A chart of the table that follows it; nothing in its place while loading or when offline. */
function Chart(props: Parameters<typeof RideBarChart>[0]) {
  const [ref, near] = useNearViewport<HTMLDivElement>()
  return (
    <div ref={ref} className={near ? undefined : 'h-56'}>
      {near && (
        <LazyPart
          loading={<div className="h-56" />}
          unavailable={<p className="text-xs text-zinc-400">Gráfico indisponível offline.</p>}
        >
          <RideBarChart {...props} />
        </LazyPart>
      )}
    </div>
  )
}

/**
 * How many of the result's parts are shown: one more each frame. The whole result in one frame
 * is a long frame on a slow phone; a part per frame keeps each short, the route figures first.
 */
function usePartsByFrame(parts: number): number {
  const [shown, setShown] = useState(1)
  useEffect(() => {
    if (shown >= parts) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // After the next frame is painted: requestAnimationFrame, then a task.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown((count) => count + 1))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [shown, parts])
  return shown
}

const FORMAT_NAMES: Record<RideAnalysis['format'], string> = { fit: 'FIT', gpx: 'GPX', tcx: 'TCX' }

interface TableRow {
  key: string | number
  head: ReactNode
  cells: readonly string[]
}

/** A captioned table of figures: a row heading, then its values. */
function FigureTable({
  caption,
  columns,
  rows,
  className = '',
}: {
  caption: string
  columns: readonly string[]
  rows: readonly TableRow[]
  className?: string
}) {
  const cell = (index: number) => (index < columns.length - 1 ? 'py-2 pr-3' : 'py-2')
  return (
    <table className={`w-full text-left text-sm tabular-nums ${className}`}>
      <caption className="text-left text-base font-semibold text-zinc-100">{caption}</caption>
      <thead className="text-zinc-400">
        <tr>
          {columns.map((column, i) => (
            <th key={column} scope="col" className={`${cell(i)} font-medium`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-zinc-800 text-zinc-200">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={`${cell(0)} font-normal`}>
              {row.head}
            </th>
            {row.cells.map((value, i) => (
              <td key={i} className={cell(i + 1)}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Time in each zone, as a table and its chart. */
function ZoneTable({ caption, zones }: { caption: string; zones: readonly ZoneTime[] }) {
  const total = zones.reduce((sum, zone) => sum + zone.seconds, 0)
  return (
    <>
      <FigureTable
        className="mt-3"
        caption={caption}
        columns={['Zona', 'Tempo', '%']}
        rows={zones.map((zone) => ({
          key: zone.id,
          head: (
            <>
              <span className="font-semibold text-zinc-50">{zone.label}</span> {zone.name}
            </>
          ),
          cells: [
            formatDuration(zone.seconds),
            `${total > 0 ? formatNumber((zone.seconds / total) * 100, 0) : '0'}%`,
          ],
        }))}
      />
      <Chart
        title={caption}
        unit=" min"
        bars={zones.map((zone) => ({
          label: zone.label,
          value: Math.round(zone.seconds / 6) / 10,
          text: formatDuration(zone.seconds),
        }))}
      />
    </>
  )
}

/** The analysis of one file: route, power and heart-rate figures, the curve and the zones. */
export function RideResult({
  analysis,
  onUseFtp,
  onUseMaxHr,
}: {
  analysis: RideAnalysis
  /** 'Usar este FTP': the estimate goes to the FTP calculator (and the rider's results). */
  onUseFtp: (watts: number) => void
  /** 'Usar esta FC máxima': the ride's maximum goes to the heart-rate calculator. */
  onUseMaxHr: (bpm: number) => void
}) {
  const { power, heartRate } = analysis
  const parts = usePartsByFrame(3)
  return (
    <div className="mt-4 space-y-6">
      {analysis.partial && (
        <p
          role="note"
          className="rounded-xl border border-amber-700 bg-amber-950/40 p-3 text-sm text-amber-100"
        >
          <strong className="block text-amber-50">Arquivo danificado: análise parcial</strong>
          Mostramos o trecho lido antes do dano ({formatDuration(analysis.elapsedSeconds)} de
          gravação). O pedal inteiro pode ser mais longo.
        </p>
      )}
      <div className="grid grid-cols-2 gap-3">
        <div className="col-span-2">
          <Figure label="Data" value={formatDateTime(analysis.startTime)} text />
        </div>
        <Figure label="Distância" value={formatKm(analysis.distanceMeters)} text />
        <Figure label="Tempo total" value={formatDuration(analysis.elapsedSeconds)} text />
        <Figure label="Tempo em movimento" value={formatDuration(analysis.movingSeconds)} text />
        <Figure
          label="Ganho de elevação"
          value={formatNumber(analysis.elevationGainMeters)}
          unit="m"
        />
        <Figure label="Arquivo" value={FORMAT_NAMES[analysis.format]} text />
      </div>

      {parts >= 2 && (
        <section aria-labelledby="potencia" className="space-y-3">
          <h3 id="potencia" className="text-lg font-bold text-zinc-50">
            Potência
          </h3>
          {power ? (
            <>
              <div className="grid grid-cols-2 gap-3">
                {power.ftp ? (
                  <Figure
                    label="FTP estimado"
                    value={formatNumber(power.ftp.watts)}
                    unit="W"
                    note={`95% dos melhores 20 min, a partir de ${formatDuration((power.ftp.windowStart - analysis.startTime) / 1000)}`}
                  />
                ) : (
                  <Figure
                    label="FTP estimado"
                    value="—"
                    note="Precisa de pelo menos 20 minutos de pedal"
                    text
                  />
                )}
                <Figure label="Potência média" value={formatNumber(power.average)} unit="W" />
                <Figure label="Potência máxima" value={formatNumber(power.maximum)} unit="W" />
                <Figure
                  label="Potência normalizada"
                  value={power.normalized === null ? '—' : formatNumber(power.normalized)}
                  unit={power.normalized === null ? undefined : 'W'}
                />
                {power.intensityFactor !== null && (
                  <Figure
                    label="Fator de intensidade (IF)"
                    value={formatNumber(power.intensityFactor, 2)}
                  />
                )}
                {power.tss !== null && <Figure label="TSS" value={formatNumber(power.tss)} />}
              </div>
              {power.ftp && (
                <Button
                  className="w-full sm:w-auto"
                  onClick={() => power.ftp && onUseFtp(power.ftp.watts)}
                >
                  Usar este FTP
                </Button>
              )}
              <FigureTable
                caption="Curva de potência (melhores médias)"
                columns={['Duração', 'Potência', 'W/kg']}
                rows={power.curve.map((point) => ({
                  key: point.seconds,
                  head: formatWindow(point.seconds),
                  cells: [
                    point.watts === null ? '—' : `${formatNumber(point.watts)} W`,
                    point.wkg === null ? '—' : formatNumber(point.wkg, 2),
                  ],
                }))}
              />
              <Chart
                title="Curva de potência"
                unit=" W"
                bars={power.curve
                  .filter((point) => point.watts !== null)
                  .map((point) => ({
                    label: formatWindow(point.seconds),
                    value: point.watts ?? 0,
                    text: `${formatNumber(point.watts ?? 0)} W`,
                  }))}
              />
              {power.zones && (
                <ZoneTable
                  caption="Tempo nas zonas de potência (Coggan, pelo FTP estimado)"
                  zones={power.zones}
                />
              )}
            </>
          ) : (
            <p className="text-sm text-zinc-300">
              Este arquivo não tem dados de potência: mostramos a frequência cardíaca e o percurso.
            </p>
          )}
        </section>
      )}

      {parts >= 3 && (
        <section aria-labelledby="frequencia" className="space-y-3">
          <h3 id="frequencia" className="text-lg font-bold text-zinc-50">
            Frequência cardíaca
          </h3>
          {heartRate ? (
            <>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                <Figure label="FC máxima" value={formatNumber(heartRate.maximum)} unit="bpm" />
                <Figure label="FC média" value={formatNumber(heartRate.average)} unit="bpm" />
                <Figure
                  label="Melhores 20 min"
                  value={
                    heartRate.best20Minutes === null ? '—' : formatNumber(heartRate.best20Minutes)
                  }
                  unit={heartRate.best20Minutes === null ? undefined : 'bpm'}
                />
              </div>
              {isUsableMaxHr(heartRate.maximum) ? (
                <Button className="w-full sm:w-auto" onClick={() => onUseMaxHr(heartRate.maximum)}>
                  Usar esta FC máxima
                </Button>
              ) : (
                <p className="text-sm text-zinc-400">
                  Uma FC máxima de {formatNumber(heartRate.maximum)} bpm está fora do que a
                  calculadora aceita ({LIMITS.measuredMaxHr.min} a {LIMITS.measuredMaxHr.max} bpm):
                  confira a cinta ou o sensor.
                </p>
              )}
              <ZoneTable
                caption="Tempo nas zonas de frequência cardíaca (pela FC máxima do pedal)"
                zones={heartRate.zones}
              />
            </>
          ) : (
            <p className="text-sm text-zinc-300">Este arquivo não tem frequência cardíaca.</p>
          )}
        </section>
      )}
    </div>
  )
}
