import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { formatDate } from '../../lib/format'
import { Card } from '../../ui/card'
import {
  RESULT_KIND_LABELS,
  discardFailed,
  exportResults,
  useResults,
  type ExportFormat,
  type StoredResult,
} from '../results'
import { download } from '../../lib/download'
import { EmptyNote, SectionHeading } from '../../ui/panel-parts'
import { notify } from '../../ui/toast'
import { removeWithUndo } from './remove-with-undo'
import { resultSummary } from './result-summary'
import { SyncFailure, SyncMark } from './sync-mark'

function ExportButtons({ disabled }: { disabled: boolean }) {
  const [busy, setBusy] = useState(false)
  async function run(format: ExportFormat) {
    setBusy(true)
    try {
      const file = await exportResults(format)
      download(file.filename, file.mimeType, file.content)
    } catch {
      void notify('error', 'Erro ao exportar resultados')
    } finally {
      setBusy(false)
    }
  }
  const cls =
    'min-h-11 rounded-xl border border-zinc-700 px-4 text-sm font-semibold text-zinc-100 hover:bg-zinc-800 disabled:cursor-not-allowed disabled:opacity-60'
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={cls}
        disabled={disabled || busy}
        onClick={() => void run('json')}
      >
        Exportar JSON
      </button>
      <button
        type="button"
        className={cls}
        disabled={disabled || busy}
        onClick={() => void run('csv')}
      >
        Exportar CSV
      </button>
    </div>
  )
}

/** 'Excluir': gone at once, with 'Desfazer' while the deletion is held back from the server. */
function remove(result: StoredResult) {
  return removeWithUndo(result.id, 'Resultado excluído', RESULT_KIND_LABELS[result.kind])
}

function ResultRow({ result }: { result: StoredResult }) {
  return (
    <li className="flex flex-col gap-2 px-5 py-4" data-result-kind={result.kind}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-zinc-50">{RESULT_KIND_LABELS[result.kind]}</p>
        <SyncMark state={result.syncState} />
      </div>
      <p className="text-sm text-zinc-200">{resultSummary(result)}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-zinc-400">{formatDate(result.createdAt)}</p>
        {result.kind === 'ride_summary' && (
          <Link
            to="/dashboard/pedais/$id"
            params={{ id: result.id }}
            aria-label={`Ver ${resultSummary(result)}`}
            className="ml-auto inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-zinc-100 hover:bg-zinc-800"
          >
            Ver pedal
          </Link>
        )}
        <button
          type="button"
          onClick={() => void remove(result)}
          aria-label={`Excluir ${resultSummary(result)}`}
          className="min-h-9 rounded-lg px-3 text-sm text-zinc-300 hover:bg-zinc-800 hover:text-red-200"
        >
          Excluir
        </button>
      </div>
      <SyncFailure row={result}>
        <button
          type="button"
          onClick={() => void discardFailed(result.id)}
          className="min-h-9 rounded-lg border border-red-700 px-3 text-sm text-red-200 hover:bg-red-950"
        >
          Descartar
        </button>
      </SyncFailure>
    </li>
  )
}

export function MyCalculators() {
  // The rider's profile and saved workouts are stored beside the results, but neither is a
  // calculation (the workouts have their own list, 'Meus treinos').
  const results = useResults()?.filter(
    (result) => result.kind !== 'athlete_profile' && result.kind !== 'workout',
  )
  return (
    <section>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <SectionHeading>Minhas Calculadoras</SectionHeading>
        <ExportButtons disabled={!results?.length} />
      </div>
      {results === undefined ? (
        <p className="text-zinc-300">Carregando...</p>
      ) : results.length === 0 ? (
        <EmptyNote>Nenhum resultado salvo ainda. Use as calculadoras para começar.</EmptyNote>
      ) : (
        <Card className="p-0">
          <ul className="divide-y divide-zinc-800" aria-label="Resultados salvos">
            {results.map((result) => (
              <ResultRow key={result.id} result={result} />
            ))}
          </ul>
        </Card>
      )}
    </section>
  )
}
