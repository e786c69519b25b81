import { useEffect, useRef, type ReactNode } from 'react'
import { Button } from '../../../ui/button'
import { unlockAudio } from './cues'
import { isPaused } from './clock'
import { SensorsPanel, type SessionNoun } from './sensors-panel'
import type { GuidedSession, SessionCourse } from './use-guided-session'

/** '05:00', '1:05:00': the session screen's clocks. */
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

type AnySession = GuidedSession<SessionCourse>

const capital = (noun: SessionNoun) => noun.charAt(0).toUpperCase() + noun.slice(1)

/**
 * A running session for a phone on the handlebar, around its own step card (`children`): the
 * notices, the live figures, pause and end, and the sensors.
 */
export function SessionPlayer({
  session,
  noun,
  endButton,
  children,
}: {
  session: AnySession
  noun: SessionNoun
  endButton: { label: string; variant: 'primary' | 'danger' }
  children: ReactNode
}) {
  const { clock, live } = session
  const top = useRef<HTMLElement>(null)
  // The phone on the handlebar shows the session, not the page's introduction above it. A block
  // body: Chromium's scrollIntoView returns a promise, which React would take for a cleanup.
  useEffect(() => {
    top.current?.scrollIntoView({ block: 'start' })
  }, [])
  if (!clock) return null
  const paused = isPaused(clock)
  const connected = session.sensors.connected()
  const hasPower = connected.has('power') || connected.has('trainer')
  const hasHeartRate = connected.has('heart-rate') || live.bpm !== undefined
  const hasCadence = hasPower || connected.has('cadence')
  return (
    <section
      ref={top}
      aria-label={`${capital(noun)} em andamento`}
      className="scroll-mt-20 space-y-4"
    >
      {children}
      {session.notice && (
        <p role="alert" className="rounded-xl bg-amber-500/15 p-3 font-semibold text-amber-200">
          {session.notice}
        </p>
      )}
      {session.ergNotice && (
        <p role="status" className="rounded-xl bg-zinc-800 p-3 text-zinc-100">
          {session.ergNotice}
        </p>
      )}
      {session.ergLimit && (
        <p role="status" className="rounded-xl bg-zinc-800 p-3 text-zinc-100">
          {session.ergLimit}
        </p>
      )}
      {(hasPower || hasHeartRate || hasCadence) && (
        <div className="grid grid-cols-2 gap-3">
          {hasPower && <LiveFigure label="Potência" value={figure(live.watts)} unit="W" />}
          {hasPower && (
            <LiveFigure label="Potência 3 s" value={figure(session.threeSecond)} unit="W" />
          )}
          {hasHeartRate && <LiveFigure label="FC" value={figure(live.bpm)} unit="bpm" />}
          {hasCadence && <LiveFigure label="Cadência" value={figure(live.rpm)} unit="rpm" />}
        </div>
      )}
      <div className="grid grid-cols-2 gap-3">
        {paused ? (
          <Button onClick={session.resume}>Continuar</Button>
        ) : (
          <Button variant="secondary" onClick={session.pause}>
            Pausar
          </Button>
        )}
        <Button variant={endButton.variant} onClick={session.end}>
          {endButton.label}
        </Button>
      </div>
      {paused && (
        <p role="status" className="text-center text-zinc-300">
          {capital(noun)} pausado. O tempo não corre enquanto está pausado.
        </p>
      )}
      {/* A session picked up after a reload, or a sensor that will not come back by itself. */}
      <details className="rounded-xl border border-zinc-800 p-3">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-zinc-100">
          Sensores
        </summary>
        <div className="mt-3">
          <SensorsPanel sensors={session.sensors} noun={noun} />
        </div>
      </details>
    </section>
  )
}

/**
 * A session left open on this device (the page was closed or reloaded mid-way): continue it, or
 * end it with what was recorded.
 */
export function ResumeOffer({
  session,
  noun,
  id,
  end,
}: {
  session: AnySession
  noun: SessionNoun
  id: string
  /** The end button and its advice: 'Encerrar e calcular …' and 'encerre e calcule …'. */
  end: { label: string; advice: string }
}) {
  if (session.phase.kind !== 'resume') return null
  const { seconds } = session.phase.recording
  const recorded = seconds.length > 0 ? seconds[seconds.length - 1]!.second + 1 : 0
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-bold text-zinc-50">
        Você tem um {noun} em andamento
      </h2>
      <p className="text-zinc-300">
        {clockText(recorded)} de {noun} gravados neste aparelho. Continue de onde parou ou{' '}
        {end.advice}.
      </p>
      {/* The reload closed the links: the rest is measured only if they open again. */}
      <SensorsPanel sensors={session.sensors} noun={noun} />
      <div className="flex flex-wrap gap-3">
        <Button
          onClick={() => {
            unlockAudio()
            session.continueSaved()
          }}
        >
          Continuar o {noun}
        </Button>
        <Button variant="secondary" onClick={session.endSaved}>
          {end.label}
        </Button>
      </div>
    </section>
  )
}

/** The session's start button: audio is unlocked by the rider's tap, as browsers require. */
export function StartButton({ session, label }: { session: AnySession; label: string }) {
  return (
    <Button
      className="w-full sm:w-auto"
      onClick={() => {
        unlockAudio()
        session.start()
      }}
    >
      {label}
    </Button>
  )
}
