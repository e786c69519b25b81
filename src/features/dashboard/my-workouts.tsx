import { Card } from '../../ui/card'
import { EmptyNote, SectionHeading } from '../../ui/panel-parts'
import type { StoredResult } from '../results'
import { removeWithUndo } from './remove-with-undo'
import { workoutDuration } from './result-summary'
import { SyncFailure, SyncMark } from './sync-mark'

const EDITOR_PATH = '/treinos/editor'

/** The editor's address for one saved workout (a plain link: the route lives in another chunk). */
export function workoutEditorHref(id: string): string {
  return `${EDITOR_PATH}?id=${encodeURIComponent(id)}`
}

const ACTION =
  'inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-zinc-100 hover:bg-zinc-800'

/** 'Excluir': gone at once, with 'Desfazer' while the deletion is held back from the server. */
function remove(workout: StoredResult<'workout'>) {
  return removeWithUndo(workout.id, 'Treino excluído', workout.fields.name)
}

function WorkoutRow({ workout }: { workout: StoredResult<'workout'> }) {
  const { name, total_seconds: seconds } = workout.fields
  return (
    <li className="flex flex-col gap-2 px-5 py-4" data-result-kind="workout">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-semibold break-words text-zinc-50">{name}</p>
        <SyncMark state={workout.syncState} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-zinc-300">
          Duração: <span className="text-zinc-100 tabular-nums">{workoutDuration(seconds)}</span>
        </p>
        <div className="flex gap-1">
          <a href={workoutEditorHref(workout.id)} aria-label={`Abrir ${name}`} className={ACTION}>
            Abrir
          </a>
          <button
            type="button"
            onClick={() => void remove(workout)}
            aria-label={`Excluir ${name}`}
            className={`${ACTION} font-normal text-zinc-300 hover:text-red-200`}
          >
            Excluir
          </button>
        </div>
      </div>
      <SyncFailure row={workout} />
    </li>
  )
}

/** 'Meus treinos': the workouts the rider saved in the editor, newest edit first. */
export function MyWorkouts({
  workouts,
  loading,
}: {
  workouts: readonly StoredResult<'workout'>[]
  loading: boolean
}) {
  return (
    <section>
      <SectionHeading>Meus treinos</SectionHeading>
      {loading ? (
        <p className="text-zinc-300">Carregando...</p>
      ) : workouts.length === 0 ? (
        <EmptyNote>
          Você ainda não salvou treinos.{' '}
          <a href={EDITOR_PATH} className="font-semibold text-brand-300 underline">
            Criar um treino
          </a>
        </EmptyNote>
      ) : (
        <Card className="p-0">
          <ul className="divide-y divide-zinc-800" aria-label="Treinos salvos">
            {workouts.map((workout) => (
              <WorkoutRow key={workout.id} workout={workout} />
            ))}
          </ul>
          <p className="border-t border-zinc-800 px-5 py-3">
            <a href={EDITOR_PATH} className="text-sm font-semibold text-brand-300 underline">
              Criar um treino
            </a>
          </p>
        </Card>
      )}
    </section>
  )
}
