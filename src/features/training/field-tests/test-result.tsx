import { useNavigate } from '@tanstack/react-router'
import { useMemo, useState, type FormEvent } from 'react'
import { ridersYear } from '../../../lib/format'
import { Button } from '../../../ui/button'
import { FormError } from '../../../ui/form/fields'
import { Figure } from '../../../ui/form/layout'
import { saveRecord } from '../../auth/results-door'
import { fthrHref, fthrRecord } from '../../calculators'
import { bpm } from '../../../domain/units'
import { ANONYMOUS_OWNER, getLatestResult, useCurrentOwner, useLatestResult } from '../../results'
import type { TestResult } from './formulas'
import type { FieldTestProtocol } from './protocols'
import {
  interruptionText,
  rampPausedText,
  resultOfRecording,
  type BlockInterruption,
} from './results'
import {
  fthrFromTypedHeartRate,
  ftpFromTyped20MinutePower,
  ftpFromTypedBestMinute,
} from './typed-result'
import { type EndedSession, FitDownloadButton, notifySaveFailed, useRideSummary } from '../session'
import type { TestPlan } from './timeline'

export type EndedTest = EndedSession

const TYPED: Record<
  FieldTestProtocol['id'],
  { label: string; unit: string; compute: (text: string) => TestResult<number> }
> = {
  'ftp-20': {
    label: 'Potência média dos 20 minutos (W)',
    unit: 'W',
    compute: ftpFromTyped20MinutePower,
  },
  ramp: {
    label: 'Potência média do melhor minuto (W)',
    unit: 'W',
    compute: ftpFromTypedBestMinute,
  },
  'fthr-30': {
    label: 'Frequência cardíaca média dos últimos 20 minutos (bpm)',
    unit: 'bpm',
    compute: fthrFromTypedHeartRate,
  },
}

/**
 * The end of a test: the result with its formula from the recording, or from what the rider
 * types when no sensor measured it; then 'Usar este FTP' / 'Salvar FTHR' and 'Baixar .fit'.
 * A block a pause interrupted gives its figures 'com pausa' only: said, and saved only through
 * 'Usar mesmo assim (com pausa)' / 'Salvar mesmo assim (com pausa)'. A ramp a pause ended says so.
 */
export function TestResultView({
  test,
  plan,
  ended,
  onRestart,
}: {
  test: FieldTestProtocol
  plan: TestPlan
  ended: EndedTest
  onRestart: () => void
}) {
  const measuresPower = test.measures === 'ftp'
  const hasData = ended.series.some((s) => (measuresPower ? s.watts : s.bpm) !== undefined)
  const fromRecording = useMemo(() => resultOfRecording(plan, ended), [plan, ended])
  const { interruption, rampPaused, ftpReference, blockDone: done } = fromRecording
  const [typed, setTyped] = useState<TestResult<number> | null>(null)
  const result = typed ?? (hasData || !done ? fromRecording.main : null)
  const owner = useCurrentOwner()
  const { points } = useRideSummary(
    ended,
    false,
    owner === ANONYMOUS_OWNER ? null : owner,
    test.title,
  )
  const withPause = interruption ? ', com pausa' : ''

  return (
    <section aria-labelledby="resultado" className="space-y-4">
      <h2 id="resultado" tabIndex={-1} className="text-xl font-bold text-zinc-50">
        Resultado
      </h2>
      {rampPaused && (
        <p role="status" className="rounded-xl bg-zinc-800 p-4 text-zinc-100">
          {rampPausedText(rampPaused)}
        </p>
      )}
      {interruption && (result?.ok || ftpReference?.ok) && (
        <p role="status" className="rounded-xl bg-amber-500/15 p-4 font-semibold text-amber-100">
          {interruptionText(plan, interruption)}
        </p>
      )}
      {result?.ok ? (
        <ResultFigure test={test} result={result} interruption={interruption} />
      ) : (
        result && (
          <p role="status" className="rounded-xl bg-zinc-800 p-4 text-zinc-100">
            {result.reason}
          </p>
        )
      )}
      {ftpReference?.ok && (
        <Figure
          label={`Potência média dos 30 minutos (referência de FTP${withPause})`}
          value={String(ftpReference.value)}
          unit="W"
          note={ftpReference.formula}
        />
      )}
      {done && !result?.ok && <TypedResult test={test} hadData={hasData} onResult={setTyped} />}
      <div className="flex flex-wrap gap-3">
        <FitDownloadButton ended={ended} points={points} name={test.title} slug={test.slug} />
        <Button variant="ghost" onClick={onRestart}>
          Fazer o teste de novo
        </Button>
      </div>
    </section>
  )
}

function ResultFigure({
  test,
  result,
  interruption,
}: {
  test: FieldTestProtocol
  result: TestResult<number> & { ok: true }
  /** A pause split the block: the figure is 'com pausa', saved only on a tap that says so. */
  interruption: BlockInterruption | null
}) {
  const navigate = useNavigate()
  const profile = useLatestResult('athlete_profile')
  const [saving, setSaving] = useState(false)
  const isFtp = test.measures === 'ftp'

  const useFtp = () => {
    setSaving(true)
    void saveRecord('ftp', {
      ftp: result.value,
      method: 'coggan',
      weight_kg: profile?.fields.weight_kg ?? null,
      source: 'field_test',
    })
      .then(() => navigate({ to: '/calculadoras/calcular-FTP' }))
      .catch(notifySaveFailed)
      .finally(() => setSaving(false))
  }

  const saveFthr = () => {
    setSaving(true)
    void Promise.all([getLatestResult('heart_rate'), getLatestResult('athlete_profile')])
      .then(async ([saved, athlete]) => {
        const fields = fthrRecord(
          result.value,
          saved?.fields ?? null,
          athlete?.fields ?? null,
          ridersYear(),
        )
        if (!fields) return navigate({ href: fthrHref(bpm(result.value)) })
        await saveRecord('heart_rate', fields)
        return navigate({ to: '/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento' })
      })
      .catch(notifySaveFailed)
      .finally(() => setSaving(false))
  }

  const withPause = interruption ? ' (com pausa)' : ''
  const action = interruption
    ? `${isFtp ? 'Usar' : 'Salvar'} mesmo assim (com pausa)`
    : isFtp
      ? 'Usar este FTP'
      : 'Salvar FTHR'
  return (
    <div className="space-y-3">
      <Figure
        label={`${isFtp ? 'Seu FTP' : 'Sua FTHR'}${withPause}`}
        value={String(result.value)}
        unit={isFtp ? 'W' : 'bpm'}
        note={result.formula}
      />
      <Button
        variant={interruption ? 'secondary' : 'primary'}
        onClick={isFtp ? useFtp : saveFthr}
        disabled={saving}
      >
        {saving ? 'Salvando...' : action}
      </Button>
    </div>
  )
}

function TypedResult({
  test,
  hadData,
  onResult,
}: {
  test: FieldTestProtocol
  hadData: boolean
  onResult: (result: TestResult<number>) => void
}) {
  const typed = TYPED[test.id]
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const result = typed.compute(text)
    if (!result.ok) {
      setError(result.reason)
      return
    }
    setError(null)
    onResult(result)
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-2xl border border-zinc-800 p-4">
      <p className="text-sm text-zinc-300">
        {hadData
          ? 'Se o ciclocomputador ou o relógio gravou o teste, digite o que ele mostra:'
          : 'Nenhum sensor mediu este teste. Digite o que o ciclocomputador ou o relógio mostra:'}
      </p>
      <label htmlFor="valor-digitado" className="block text-sm font-semibold text-zinc-100">
        {typed.label}
      </label>
      <input
        id="valor-digitado"
        inputMode="numeric"
        className="w-full rounded-xl border border-zinc-700 bg-zinc-950 px-4 py-3 text-zinc-50"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'valor-digitado-erro' : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error && <FormError id="valor-digitado-erro" message={error} />}
      <Button type="submit" disabled={text.trim() === ''}>
        Calcular
      </Button>
    </form>
  )
}
