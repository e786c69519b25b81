import { useEffect, useRef } from 'react'
import { Button } from '../../ui/button'
import { elapsedMs, isPaused } from './clock'
import { SensorsPanel } from './sensors-panel'
import { positionAt } from './timeline'
import type { FieldTest } from './use-field-test'

/** '05:00', '1:05:00': the test screen's clocks. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  const h = Math.floor(whole / 3600)
  const m = Math.floor((whole % 3600) / 60)
  const s = whole % 60
  const mm = String(m).padStart(2, '0')
  const ss = String(s).padStart(2, '0')
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`
}

const figure = (value: number | undefined) =>
  value === undefined ? '--' : String(Math.round(value))

function LiveFigure({ label, value, unit }: { label: string; value: string; unit: string }) {
  return (
    <div className="rounded-2xl border border-zinc-800 bg-zinc-950/70 p-3 text-center">
      <p className="text-sm text-zinc-300">{label}</p>
      <p className="text-5xl font-extrabold text-zinc-50 tabular-nums sm:text-6xl">{value}</p>
      <p className="text-sm text-zinc-400">{unit}</p>
    </div>
  )
}

/** The running test, for a phone on the handlebar: the step, the clocks, the target, the figures. */
export function TestPlayer({ test }: { test: FieldTest }) {
  const { clock, now, plan, live } = test
  const top = useRef<HTMLElement>(null)
  // The phone on the handlebar shows the test, not the page's introduction above it. A block
  // body: Chromium's scrollIntoView returns a promise, which React would take for a cleanup.
  useEffect(() => {
    top.current?.scrollIntoView({ block: 'start' })
  }, [])
  if (!clock) return null
  const paused = isPaused(clock)
  const elapsed = Math.floor(elapsedMs(clock, now) / 1000)
  const position = positionAt(plan, elapsed)
  const isRamp = plan.ramp !== null
  const connected = test.sensors.connected()
  const trainer = connected.has('trainer')
  const hasPower = connected.has('power') || trainer
  const hasHeartRate = connected.has('heart-rate') || live.bpm !== undefined
  const hasCadence = hasPower || connected.has('cadence')
  // A target is shown where it means something: the ramp's steps, and what a trainer holds.
  const target = isRamp || trainer ? position.targetWatts : null
  return (
    <section ref={top} aria-label="Teste em andamento" className="scroll-mt-20 space-y-4">
      <div className="rounded-2xl border border-brand-500/40 bg-brand-500/10 p-4">
        <p className="text-sm text-zinc-300">Etapa {position.step.index + 1}</p>
        <p className="text-2xl font-extrabold text-zinc-50" aria-live="polite">
          {position.step.name}
        </p>
        <p className="mt-1 text-5xl font-extrabold text-zinc-50 tabular-nums" role="timer">
          {clockText(position.stepRemaining)}
        </p>
        {target !== null && (
          <p className="mt-1 text-lg font-semibold text-brand-200">Alvo: {target} W</p>
        )}
        <p className="mt-2 text-sm text-zinc-300">
          {position.next
            ? `Depois: ${position.next.name}${
                (isRamp || trainer) && position.next.targetWatts !== null
                  ? ` (${position.next.targetWatts} W)`
                  : ''
              }`
            : 'Última etapa'}
        </p>
        <p className="text-sm text-zinc-300">
          Teste: {clockText(elapsed)}
          {position.remaining !== null && ` · faltam ${clockText(position.remaining)}`}
        </p>
      </div>
      {test.notice && (
        <p role="alert" className="rounded-xl bg-amber-500/15 p-3 font-semibold text-amber-200">
          {test.notice}
        </p>
      )}
      {test.ergNotice && (
        <p role="status" className="rounded-xl bg-zinc-800 p-3 text-zinc-100">
          {test.ergNotice}
        </p>
      )}
      {(hasPower || hasHeartRate || hasCadence) && (
        <div className="grid grid-cols-2 gap-3">
          {hasPower && <LiveFigure label="Potência" value={figure(live.watts)} unit="W" />}
          {hasPower && (
            <LiveFigure label="Potência 3 s" value={figure(test.threeSecond)} unit="W" />
          )}
          {hasHeartRate && <LiveFigure label="FC" value={figure(live.bpm)} unit="bpm" />}
          {hasCadence && <LiveFigure label="Cadência" value={figure(live.rpm)} unit="rpm" />}
        </div>
      )}
      <div className="grid grid-cols-2 gap-3">
        {paused ? (
          <Button onClick={test.resume}>Continuar</Button>
        ) : (
          <Button variant="secondary" onClick={test.pause}>
            Pausar
          </Button>
        )}
        <Button variant={isRamp ? 'primary' : 'danger'} onClick={test.end}>
          {isRamp ? 'Parar' : 'Encerrar'}
        </Button>
      </div>
      {paused && (
        <p role="status" className="text-center text-zinc-300">
          Teste pausado. O tempo não corre enquanto está pausado.
        </p>
      )}
      {/* A test picked up after a reload, or a sensor that will not come back by itself. */}
      <details className="rounded-xl border border-zinc-800 p-3">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-zinc-100">
          Sensores
        </summary>
        <div className="mt-3">
          <SensorsPanel sensors={test.sensors} />
        </div>
      </details>
    </section>
  )
}
