import { Link } from '@tanstack/react-router'
import { Icon } from '../../ui/icons'
// The modules themselves, not the rooms' index.ts: the section's chunk takes the protocols and
// the library, not the player the field tests' index leads to.
import { FIELD_TESTS, fieldTestPath, type FieldTestProtocol } from './field-tests/protocols'
import { formatDuration } from './frame/format'
import { categoryName, LIBRARY_WORKOUTS } from './workouts/library'
import type { LibraryWorkout } from './workouts/model'
import { totalSeconds, workoutBases } from './workouts/plan'
import { formatSessionLength } from './workouts/workout-format'

const NEEDS: Record<FieldTestProtocol['id'], string> = {
  'ftp-20': 'Potenciômetro ou rolo inteligente',
  ramp: 'Potenciômetro ou rolo inteligente',
  'fthr-30': 'Cinta cardíaca',
}

const CARD =
  'group flex h-full flex-col rounded-2xl border border-zinc-800 bg-zinc-900/70 p-5 transition-colors hover:border-brand-500/60 hover:bg-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400'

/**
 * The 'Programa de Treinamentos' section: the field tests, each with its own page, then the
 * library of sessions in the rider's zones and the editor for their own.
 */
export function TrainingSection() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">
        Programa de Treinamentos
      </h1>
      <p className="mt-3 max-w-3xl text-base text-zinc-300 sm:text-lg">
        Meça seu FTP e sua frequência cardíaca de limiar (FTHR) com um teste de campo guiado, passo
        a passo. Conecte cinta cardíaca, potenciômetro ou rolo por Bluetooth, ou siga só o
        cronômetro e digite no fim o que o ciclocomputador mostra. Depois, treine nas suas zonas com
        sessões prontas ou escritas por você. Tudo funciona sem internet.
      </p>
      <h2 className="mt-10 text-xl font-bold text-zinc-50">Testes de campo</h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {FIELD_TESTS.map((test) => (
          <li key={test.id}>
            <Link to={fieldTestPath(test)} className={CARD}>
              <span className="flex items-center gap-3">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-500/15 text-brand-300">
                  <Icon name={test.measures === 'fthr' ? 'heart' : 'zap'} />
                </span>
                <span className="font-semibold text-zinc-50">{test.title}</span>
              </span>
              <span className="mt-3 block text-sm text-zinc-300">{test.summary}</span>
              <span className="mt-auto pt-4 text-sm text-zinc-400">
                {durationLabel(test)} · {NEEDS[test.id]}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 text-xl font-bold text-zinc-50">Treinos nas suas zonas</h2>
      <p className="mt-2 max-w-3xl text-zinc-300">
        Sessões prontas, com as potências e frequências calculadas pelo seu FTP e pela sua FTHR
        salvos. Pedale aqui com os sensores ou baixe para o ciclocomputador (.fit), o Zwift (.zwo) e
        outros apps de rolo (.erg, .mrc).
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {LIBRARY_WORKOUTS.map((workout) => (
          <li key={workout.slug}>
            <WorkoutCard workout={workout} />
          </li>
        ))}
        <li>
          <Link to="/treinos/editor" className={CARD}>
            <span className="flex items-center gap-3">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-500/15 text-brand-300">
                <Icon name="edit" />
              </span>
              <span className="font-semibold text-zinc-50">Crie seu treino</span>
            </span>
            <span className="mt-3 block text-sm text-zinc-300">
              Escreva os passos em texto (como no intervals.icu), veja o gráfico na hora, salve e
              baixe para o ciclocomputador.
            </span>
            <span className="mt-auto pt-4 text-sm text-zinc-400">Editor de treinos</span>
          </Link>
        </li>
      </ul>
      <section className="mt-10 max-w-3xl text-zinc-300" aria-labelledby="como-funciona">
        <h2 id="como-funciona" className="text-xl font-bold text-zinc-50">
          Como funciona
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed sm:text-base">
          <li>
            Cada teste explica o protocolo antes de começar e avisa com três bipes antes de cada
            mudança de etapa. A tela fica acesa enquanto o teste roda.
          </li>
          <li>
            No Chrome para Android e no computador, o app lê cinta cardíaca, potenciômetro, sensor
            de cadência e rolo inteligente por Bluetooth; no teste de rampa, o rolo em modo ERG
            segue a carga de cada degrau.
          </li>
          <li>
            No iPhone ou sem sensores, o teste roda como um cronômetro guiado: no fim, você digita a
            média que o ciclocomputador ou o relógio mostra.
          </li>
          <li>
            A gravação fica no aparelho enquanto você pedala: se a página fechar no meio do teste,
            ela volta de onde parou.
          </li>
        </ul>
      </section>
    </div>
  )
}

function durationLabel(test: FieldTestProtocol): string {
  const seconds = test.steps.reduce((total, step) => total + step.seconds, 0)
  return test.ramp ? `${formatDuration(seconds)} + rampa até a exaustão` : formatDuration(seconds)
}

function WorkoutCard({ workout }: { workout: LibraryWorkout }) {
  const byHeartRate = !workoutBases(workout).ftp
  return (
    <Link to="/treinos/sessoes/$slug" params={{ slug: workout.slug }} className={CARD}>
      <span className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-500/15 text-brand-300">
          <Icon name={byHeartRate ? 'heart' : 'zap'} />
        </span>
        <span className="font-semibold text-zinc-50">{workout.name}</span>
      </span>
      <span className="mt-3 block text-sm text-zinc-300">{workout.purpose}</span>
      <span className="mt-auto pt-4 text-sm text-zinc-400">
        {formatSessionLength(totalSeconds(workout))} · {categoryName(workout.category)} ·{' '}
        {byHeartRate ? 'frequência cardíaca' : 'potência'}
      </span>
    </Link>
  )
}
