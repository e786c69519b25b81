/**
 * 'Iniciar treino': a workout ridden on the field tests' screen. Its own lazily loaded module: no
 * page imports it before first paint.
 */
import { Link } from '@tanstack/react-router'
import { useEffect, useState, type ReactNode } from 'react'
import { TRAINING_PATH } from '../frame'
import { ResumeOffer, SensorsPanel, StartButton } from '../session'
import type { Workout } from './model'
import { workoutBases } from './plan'
import type { RiderNumbers } from './targets'
import { useRiderNumbers } from './use-rider-numbers'
import { useWorkoutSession } from './use-workout-session'
import { WorkoutPlayer } from './workout-player'

const FTP_CALCULATOR = '/calculadoras/calcular-FTP'
const HEART_RATE_CALCULATOR = '/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento'

// The result (its figures, the ride summary, the .fit) is a chunk of its own, asked for once a
// session is under way: the panel a rider first sees loads neither the calculators' figures nor
// the results store (Dexie). Held in state, not React.lazy: a Suspense boundary reveals its content
// on a timer, and the session's end must show at once.
type ResultView = (typeof import('./workout-result'))['WorkoutResultView']

const LINK = 'font-semibold text-brand-300 underline underline-offset-2 hover:text-brand-200'

/**
 * The workout itself, for a library page or a saved workout (`id`: the slug or the saved id, which
 * names its recording): set up (what the targets come from, the sensors), ride, end with the
 * result; or pick up a session left open on this device.
 */
export interface WorkoutPanelProps {
  workout: Workout
  id: string
  /** Told whether a session is open here (running, left to resume or showing its result). */
  onBusyChange?: (busy: boolean) => void
}

export function WorkoutPanel(props: WorkoutPanelProps) {
  const { numbers, loader } = useRiderNumbers()
  return (
    <>
      {loader}
      <RideWorkout {...props} numbers={numbers} />
    </>
  )
}

function RideWorkout({
  workout,
  id,
  onBusyChange,
  numbers,
}: WorkoutPanelProps & { numbers: RiderNumbers }) {
  const session = useWorkoutSession(workout, id, numbers)
  const { phase, plan } = session
  const busy = phase.kind !== 'setup'
  useEffect(() => {
    onBusyChange?.(busy)
  }, [busy, onBusyChange])
  const [WorkoutResultView, setResultView] = useState<ResultView | null>(null)
  useEffect(() => {
    if (busy && !WorkoutResultView)
      void import('./workout-result').then((m) => setResultView(() => m.WorkoutResultView))
  }, [busy, WorkoutResultView])

  if (phase.kind === 'running') return <WorkoutPlayer session={session} />
  if (phase.kind === 'ended')
    return WorkoutResultView ? (
      <WorkoutResultView
        name={workout.name}
        plan={plan}
        ended={phase}
        onRestart={session.restart}
      />
    ) : null
  if (phase.kind === 'resume') {
    return (
      <ResumeOffer
        session={session}
        noun="treino"
        id="treino-aberto"
        end={{ label: 'Encerrar com o que foi gravado', advice: 'encerre com o que foi gravado' }}
      />
    )
  }

  return (
    <div className="space-y-5">
      <TargetsNote workout={workout} zones={plan.zones} />
      <SensorsPanel sensors={session.sensors} noun="treino" />
      {plan.totalSeconds > 0 ? (
        <StartButton session={session} label="Iniciar treino" />
      ) : (
        <p role="note" className="text-zinc-300">
          Este treino não tem passos: escreva ao menos um para pedalar.
        </p>
      )}
    </div>
  )
}

/** Which of the rider's figures the targets use, and what happens without them. */
function TargetsNote({ workout, zones }: { workout: Workout; zones: RiderNumbers }) {
  const bases = workoutBases(workout)
  const notes: ReactNode[] = []
  if (bases.ftp) {
    notes.push(
      zones.ftp !== null ? (
        `Com seu FTP salvo (${zones.ftp} W), o rolo em ERG segue as potências de cada passo.`
      ) : (
        <>
          Sem um FTP salvo, os alvos de potência aparecem em % do FTP e o rolo fica fora do modo
          ERG. Meça o seu com um{' '}
          <Link to={TRAINING_PATH} className={LINK}>
            teste de campo
          </Link>{' '}
          ou na{' '}
          <Link to={FTP_CALCULATOR} className={LINK}>
            calculadora de FTP
          </Link>
          .
        </>
      ),
    )
  }
  if (bases.fthr) {
    notes.push(
      zones.fthr !== null ? (
        `Com sua FTHR salva (${zones.fthr} bpm), os passos por frequência cardíaca mostram a faixa em bpm e avisam quando aliviar ou aumentar; neles o rolo fica livre, sem ERG.`
      ) : (
        <>
          Sem uma FTHR salva, os alvos de frequência cardíaca aparecem em % da FTHR. Meça a sua com
          um{' '}
          <Link to={TRAINING_PATH} className={LINK}>
            teste de campo
          </Link>{' '}
          ou na{' '}
          <Link to={HEART_RATE_CALCULATOR} className={LINK}>
            calculadora de frequência cardíaca
          </Link>
          .
        </>
      ),
    )
  }
  return (
    <div className="space-y-2 text-sm text-zinc-300">
      {notes.map((note, i) => (
        <p key={i}>{note}</p>
      ))}
    </div>
  )
}
