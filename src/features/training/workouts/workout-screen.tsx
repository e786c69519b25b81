import { Link, useLoaderData } from '@tanstack/react-router'
import { TRAINING_PATH, TrainingPage } from '../frame'
import type { LibraryWorkout } from './model'
import { useRiderNumbers } from './use-rider-numbers'
import { WorkoutBody } from './workout-body'
import { categoryName } from './library'
import { formatSessionLength } from './workout-format'
import { totalSeconds, workoutBases } from './plan'

/** A library session's page: what it is for, the profile, riding it, the steps, the downloads. */
export function WorkoutScreen() {
  const workout = useLoaderData({ from: '/treinos/sessoes/$slug' })
  return (
    <TrainingPage>{workout ? <LibrarySession workout={workout} /> : <NotFound />}</TrainingPage>
  )
}

function LibrarySession({ workout }: { workout: LibraryWorkout }) {
  const { numbers, loader } = useRiderNumbers()
  const bases = workoutBases(workout)
  return (
    <>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">
        {workout.name}
      </h1>
      <p className="mt-3 max-w-3xl text-base text-zinc-300 sm:text-lg">{workout.purpose}</p>
      <p className="mt-2 text-sm text-zinc-400">
        {formatSessionLength(totalSeconds(workout))} · {categoryName(workout.category)} ·{' '}
        {bases.fthr && !bases.ftp
          ? 'por frequência cardíaca (% da FTHR)'
          : 'por potência (% do FTP)'}
      </p>
      {loader}
      <WorkoutBody workout={workout} id={workout.slug} numbers={numbers} />
      <p className="mt-8 text-sm text-zinc-300">
        Quer mudar algo?{' '}
        <Link
          to="/treinos/editor"
          search={{ de: workout.slug }}
          className="font-semibold text-brand-300 underline underline-offset-4 hover:text-brand-200"
        >
          Editar uma cópia deste treino
        </Link>
      </p>
    </>
  )
}

function NotFound() {
  return (
    <>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-zinc-50">
        Treino não encontrado
      </h1>
      <p className="mt-3 text-zinc-300">
        Este endereço não leva a nenhum treino da biblioteca.{' '}
        <Link to={TRAINING_PATH} className="font-semibold text-brand-300 underline">
          Veja todos os treinos
        </Link>
        .
      </p>
    </>
  )
}
