import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { useEarlyRegion, useEarlyValue } from '../../../lib/early-input/early-input'
import { formatNumber } from '../../../lib/format'
import { useHydrated } from '../../../lib/use-hydrated'
import { WORKOUT_LIMITS } from '../../../lib/workout-limits'
import { Button } from '../../../ui/button'
import { notify } from '../../../ui/toast'
import {
  saveResult,
  updateResult,
  useResults,
  workoutFieldsProblem,
  type StoredResult,
} from '../../results'
import { TrainingPage } from '../frame'
import {
  DROPPED_DRAFT_MESSAGES,
  dropDraft,
  keepDraft,
  readDraft,
  type DroppedDraftReason,
  type WorkoutDraft,
} from './draft'
import { libraryWorkout } from './library'
import type { Workout } from './model'
import { totalSeconds } from './plan'
import { listErrors, parseWorkoutText } from './syntax'
import { useRiderNumbers } from './use-rider-numbers'
import { WorkoutBody } from './workout-body'
import { WorkoutChart } from './workout-chart'
import { formatClock, formatSessionLength } from './workout-format'

/** What a new workout starts from: a short sweet-spot session that shows every construct. */
const STARTER_NAME = 'Meu treino'
const STARTER_TEXT = `Aquecimento
- 10m ramp 50-75%

Bloco principal 3x
- 8m 88-94% 85-95rpm
- 4m 55%

Desaquecimento
- 8m 50%
`

const MAX_NAME = WORKOUT_LIMITS.nameMaxChars
const MAX_TEXT = WORKOUT_LIMITS.textMaxChars
/** The count shows beside the steps from here on: 9.000 of the 10.000 characters. */
const COUNT_FROM = 0.9 * MAX_TEXT

const STARTER: WorkoutDraft = { name: STARTER_NAME, text: STARTER_TEXT }

/**
 * 'Editor de treinos': the rider writes the steps as text, sees the profile and the total time as
 * they type, with a message naming each line it cannot read; then saves (on the device, synced
 * when signed in), rides or downloads it.
 */
export function WorkoutEditorScreen() {
  const interactive = useHydrated()
  const search = useRouterState({ select: (state) => state.location.search })
  const navigate = useNavigate()
  const [name, setName] = useState(STARTER_NAME)
  const [text, setText] = useState(STARTER_TEXT)
  const [savedId, setSavedId] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [attempted, setAttempted] = useState(false)
  const [loadedFrom, setLoadedFrom] = useState<string | null>(null)
  const [missing, setMissing] = useState(false)
  const [baseline, setBaseline] = useState<WorkoutDraft>(STARTER)
  const [draftChecked, setDraftChecked] = useState<string | null>(null)
  const [restored, setRestored] = useState(false)
  // The unusable draft found for a starting point: dropped once committed, and said so.
  const [droppedDraft, setDroppedDraft] = useState<{
    from: string | null
    reason: DroppedDraftReason
  } | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const saved = useResults('workout')
  const { numbers, loader: numbersLoader } = useRiderNumbers()
  // Fixed ids: the early-input capture keeps what is typed before the page is live by id.
  const nameId = 'treino-nome'
  const textId = 'treino-passos'
  const errorsId = 'treino-erros'
  const countId = 'treino-contagem'
  const nameField = useEarlyValue<HTMLInputElement>(name, (early) => setName(String(early)))
  const textField = useEarlyValue<HTMLTextAreaElement>(text, (early) => setText(String(early)))
  // After the fields: one component's layout effects run in order, and the region going live
  // drops the capture's values. A textarea's typed text survives only there (hydration puts its
  // prerendered text back in the DOM), so the fields must read it first.
  const region = useEarlyRegion<HTMLFormElement>()

  // The page is prerendered without its query: a saved workout or a library copy comes in after
  // hydration (from the device's store), never during it; once per address.
  const origin = interactive ? (search.id ?? (search.de ? `de:${search.de}` : null)) : null
  if (origin && origin !== loadedFrom) {
    if (search.de) {
      const from = libraryWorkout(search.de)
      setLoadedFrom(origin)
      setMissing(!from)
      if (from) {
        const copy = { name: `${from.name} (cópia)`.slice(0, MAX_NAME), text: from.text }
        setName(copy.name)
        setText(copy.text)
        setBaseline(copy)
        setSavedId(null)
      }
      setRestored(false)
    } else if (saved) {
      const row = saved.find((r) => r.id === search.id)
      setLoadedFrom(origin)
      setMissing(!row)
      if (row) {
        setName(row.fields.name)
        setText(row.fields.text)
        setSavedId(row.id)
      }
      setRestored(false)
    }
  }

  // An unsaved workout (the blank editor's, a library copy's) comes back from the device once that
  // starting point has loaded, unless the rider already typed over the starter before it was live.
  const draftFrom = search.id ? undefined : search.de ? `de:${search.de}` : null
  const draftKey = interactive && draftFrom !== undefined ? (draftFrom ?? 'novo') : null
  const draftReady = draftKey !== null && (draftFrom === null || loadedFrom === draftFrom)
  if (draftReady && draftKey !== draftChecked) {
    setDraftChecked(draftKey)
    // A draft the fields could not hold, or that cannot be read, is dropped (below, once this
    // render is committed) and said so: a pasted megabyte never comes back to be parsed at every
    // visit.
    const reading = readDraft(draftFrom)
    setDroppedDraft(
      reading.status === 'unusable' ? { from: draftFrom, reason: reading.reason } : null,
    )
    const draft = reading.status === 'found' ? reading.draft : null
    const untouched = draftFrom !== null || (name === STARTER.name && text === STARTER.text)
    if (draft && untouched && (draft.name !== name || draft.text !== text)) {
      setName(draft.name)
      setText(draft.text)
      setRestored(true)
    }
  }
  useEffect(() => {
    if (droppedDraft) dropDraft(droppedDraft.from)
  }, [droppedDraft])
  useEffect(() => {
    if (!draftReady || draftChecked !== draftKey || savedId !== null) return
    if (name === baseline.name && text === baseline.text) dropDraft(draftFrom)
    else keepDraft(draftFrom, { name, text })
  }, [draftReady, draftChecked, draftKey, draftFrom, savedId, name, text, baseline])

  const discardDraft = () => {
    if (draftFrom !== undefined) dropDraft(draftFrom)
    setName(baseline.name)
    setText(baseline.text)
    setRestored(false)
  }

  const deferredText = useDeferredValue(text)
  const parsed = useMemo(() => parseWorkoutText(deferredText), [deferredText])
  const trimmedName = name.trim()
  const typed: Workout = { name: trimmedName || STARTER_NAME, items: parsed.items }
  // While a session of it is open below, the workout is the one being ridden: the text is locked,
  // so an edit can neither re-plan the ride nor, with a typo, take the player away.
  const [busy, setBusy] = useState(false)
  const [ridden, setRidden] = useState<Workout | null>(null)
  if (busy && !ridden) setRidden(typed)
  if (!busy && ridden) setRidden(null)
  const workout = ridden ?? typed
  const total = totalSeconds(workout)
  const ready = ridden !== null || (parsed.errors.length === 0 && parsed.items.length > 0)
  const nameError = attempted && trimmedName === '' ? 'Dê um nome ao treino.' : null

  const { listed: listedErrors, more: moreErrors } = listErrors(parsed.errors)
  const counted = text.length >= COUNT_FROM
  const described = [counted ? countId : '', parsed.errors.length > 0 ? errorsId : '']
  const describedBy = described.filter(Boolean).join(' ') || undefined

  const save = async () => {
    setAttempted(true)
    const now = parseWorkoutText(text)
    if (trimmedName === '' || now.errors.length > 0 || now.items.length === 0) return
    const fields = {
      name: trimmedName.slice(0, MAX_NAME),
      text,
      total_seconds: totalSeconds({ name: trimmedName, items: now.items }),
    }
    // What the server would refuse (user_workouts' checks) is refused here: saved, it would sit
    // on the device failing to sync for good.
    const problem = workoutFieldsProblem(fields)
    setRefusal(problem)
    if (problem) return
    setSaving(true)
    try {
      const row: StoredResult<'workout'> | null = savedId
        ? await updateResult('workout', savedId, fields)
        : await saveResult('workout', fields)
      if (!row) throw new Error('The workout is gone')
      if (draftFrom !== undefined) dropDraft(draftFrom)
      setRestored(false)
      setDroppedDraft(null)
      setSavedId(row.id)
      setLoadedFrom(row.id)
      void navigate({ to: '/treinos/editor', search: { id: row.id }, replace: true })
      void notify('success', 'Treino salvo', {
        description: 'Fica neste aparelho e vai para a sua conta quando você estiver conectado.',
      })
    } catch {
      void notify('error', 'Erro ao salvar', {
        description: 'Não foi possível salvar o treino neste aparelho. Tente de novo.',
      })
    } finally {
      setSaving(false)
    }
  }

  return (
    <TrainingPage>
      {numbersLoader}
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">
        Editor de treinos
      </h1>
      <p className="mt-3 max-w-3xl text-base text-zinc-300 sm:text-lg">
        Escreva um passo por linha, em % do seu FTP ou da sua FTHR. O gráfico e o tempo total mudam
        enquanto você digita; depois é só salvar, pedalar aqui ou baixar para o ciclocomputador.
      </p>

      {missing && (
        <p role="alert" className="mt-4 max-w-3xl text-amber-200">
          Este treino não está neste aparelho: comece um novo ou abra um dos seus treinos salvos.
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <form
          id="editor-de-treino"
          ref={region}
          data-early=""
          className="min-w-0 space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void save()
          }}
        >
          <div>
            <label htmlFor={nameId} className="block text-sm font-semibold text-zinc-100">
              Nome do treino
            </label>
            <input
              ref={nameField}
              id={nameId}
              value={name}
              maxLength={MAX_NAME}
              readOnly={busy}
              onChange={(event) => {
                setName(event.target.value)
                setRefusal(null)
              }}
              aria-invalid={nameError ? true : undefined}
              className="mt-1 block min-h-11 w-full rounded-xl border border-zinc-700 bg-zinc-950 px-3 text-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-400"
            />
            {nameError && (
              <p role="alert" className="mt-1 text-sm text-red-300">
                {nameError}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={textId} className="block text-sm font-semibold text-zinc-100">
              Passos
            </label>
            {/* maxLength is in the prerendered page: text typed before it is live is held to it. */}
            <textarea
              ref={textField}
              id={textId}
              value={text}
              maxLength={MAX_TEXT}
              onChange={(event) => {
                setText(event.target.value)
                setRefusal(null)
              }}
              rows={14}
              readOnly={busy}
              spellCheck={false}
              autoCapitalize="off"
              autoCorrect="off"
              aria-describedby={describedBy}
              aria-invalid={parsed.errors.length > 0 ? true : undefined}
              className="mt-1 block w-full rounded-xl border border-zinc-700 bg-zinc-950 p-3 font-mono text-sm leading-6 text-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-400"
            />
            {counted && (
              <p
                id={countId}
                data-testid="treino-contagem"
                className={`mt-1 text-right text-sm tabular-nums ${text.length >= MAX_TEXT ? 'font-semibold text-amber-200' : 'text-zinc-300'}`}
              >
                {formatNumber(text.length)} de {formatNumber(MAX_TEXT)} caracteres
              </p>
            )}
          </div>
          {busy && (
            <p role="note" className="text-sm text-amber-200">
              O texto fica travado enquanto este treino está aberto no painel abaixo. Para editar,
              encerre o treino e toque em “Fazer o treino de novo”.
            </p>
          )}
          <div id={errorsId} aria-live="polite">
            {parsed.errors.length > 0 && (
              <div className="rounded-xl border border-red-500/40 bg-red-950/40 p-3 text-sm wrap-anywhere text-red-100">
                <ul className="space-y-1" aria-label="Linhas com erro">
                  {listedErrors.map((error) => (
                    <li key={`${error.line}:${error.message}`}>{error.message}</li>
                  ))}
                </ul>
                {moreErrors && <p className="mt-1 font-semibold">{moreErrors}</p>}
              </div>
            )}
            {attempted && parsed.errors.length > 0 && (
              <p role="alert" className="mt-2 text-sm font-semibold text-red-300">
                Corrija as linhas indicadas antes de salvar.
              </p>
            )}
          </div>
          {refusal && (
            <p role="alert" className="text-sm font-semibold text-red-300">
              {refusal}
            </p>
          )}
          <p className="text-sm text-zinc-300 tabular-nums" data-testid="tempo-total">
            Tempo total: {formatClock(total)}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={saving || busy}>
              {saving ? 'Salvando...' : savedId ? 'Salvar alterações' : 'Salvar treino'}
            </Button>
            {savedId && !busy && (
              <Button
                variant="secondary"
                onClick={() => {
                  setSavedId(null)
                  setBaseline(STARTER)
                  setName(`${trimmedName || STARTER_NAME} (cópia)`.slice(0, MAX_NAME))
                  setLoadedFrom(null)
                  void navigate({ to: '/treinos/editor', search: {}, replace: true })
                }}
              >
                Salvar como novo
              </Button>
            )}
          </div>
          {/* Below the fields: a draft back once the page is live moves nothing above them. */}
          {droppedDraft && droppedDraft.from === draftFrom && (
            <p role="status" className="text-sm text-amber-200">
              {DROPPED_DRAFT_MESSAGES[droppedDraft.reason]}
            </p>
          )}
          {restored && (
            <div
              role="status"
              className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-zinc-200"
            >
              <p>Seu rascunho voltou: o treino que você escreveu e ainda não salvou.</p>
              {!busy && (
                <Button variant="secondary" onClick={discardDraft}>
                  Descartar rascunho
                </Button>
              )}
            </div>
          )}
          <SyntaxHelp />
        </form>

        <div className="min-w-0 space-y-4">
          <h2 className="text-xl font-bold text-zinc-50">Prévia</h2>
          {parsed.items.length > 0 ? (
            <WorkoutChart
              workout={workout}
              label={`Prévia do treino: ${formatSessionLength(total)}.`}
            />
          ) : (
            <p className="text-zinc-300">Escreva ao menos um passo para ver o gráfico.</p>
          )}
        </div>
      </div>

      {ready && (
        <WorkoutBody
          workout={workout}
          id={savedId ?? 'rascunho'}
          numbers={numbers}
          chart={false}
          onBusyChange={setBusy}
          description={`Treino criado no editor do Bora Pedalar (${formatSessionLength(total)}).`}
        />
      )}

      <SavedWorkouts rows={saved} current={savedId} />
    </TrainingPage>
  )
}

function SyntaxHelp() {
  return (
    <details className="rounded-xl border border-zinc-800 bg-zinc-900/60 p-3 text-sm text-zinc-300">
      <summary className="cursor-pointer font-semibold text-zinc-100">Como escrever</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          Um passo por linha, começando com <code>-</code>: duração e alvo, como{' '}
          <code>- 10m 55-75%</code> ou <code>- 30s 150%</code>.
        </li>
        <li>
          Duração em <code>s</code>, <code>m</code> e <code>h</code>: <code>45s</code>,{' '}
          <code>1m30s</code>, <code>1h15m</code>.
        </li>
        <li>
          Alvo em % do FTP (<code>88-94%</code>), da FTHR (<code>- 20m 85% FTHR</code>) ou uma rampa
          (<code>- 10m ramp 50-75%</code>). Cadência opcional: <code>90rpm</code>.
        </li>
        <li>
          Repetições: uma linha <code>3x</code> e, logo abaixo, os passos do bloco; uma linha em
          branco fecha o bloco.
        </li>
        <li>
          Linhas sem <code>-</code> são títulos: <code>Aquecimento</code> e{' '}
          <code>Desaquecimento</code> marcam esses passos no ciclocomputador.
        </li>
      </ul>
    </details>
  )
}

function SavedWorkouts({
  rows,
  current,
}: {
  rows: StoredResult<'workout'>[] | undefined
  current: string | null
}) {
  if (!rows || rows.length === 0) return null
  return (
    <section aria-labelledby="treinos-salvos" className="mt-10 max-w-3xl">
      <h2 id="treinos-salvos" className="text-xl font-bold text-zinc-50">
        Seus treinos salvos
      </h2>
      <ul className="mt-3 divide-y divide-zinc-800 rounded-xl border border-zinc-800">
        {rows.map((row) => (
          <li key={row.id} className="flex items-center justify-between gap-3 p-3">
            <span className="min-w-0">
              <span className="block truncate font-semibold text-zinc-50">{row.fields.name}</span>
              <span className="text-sm text-zinc-400">
                {formatSessionLength(row.fields.total_seconds)}
              </span>
            </span>
            {row.id === current ? (
              <span className="text-sm text-zinc-400">Aberto</span>
            ) : (
              <Link
                to="/treinos/editor"
                search={{ id: row.id }}
                className="inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold text-brand-300 hover:bg-zinc-800"
              >
                Abrir
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
