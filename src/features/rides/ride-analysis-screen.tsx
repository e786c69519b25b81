import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState, type DragEvent } from 'react'
import { ANONYMOUS_OWNER, getLatestResult, useCurrentOwner, useLatestResult } from '../results'
import { Button } from '../../ui/button'
import { Icon } from '../../ui/icons'
import { CalculatorPage } from '../../ui/form/calculator-page'
import { FormError } from '../../ui/form/fields'
import { FormCard, InfoSection, ResultRegion, TwoPanels } from '../../ui/form/layout'
import { SAVE_FAILED } from '../../ui/form/save-messages'
import { saveRecord, saveRecordOnce } from '../auth/results-door'
import { HEART_RATE_PATH, measuredMaxHref, measuredMaxRecord } from '../calculators'
import { bpm } from '../../domain/units'
import { notify } from '../../ui/toast'
import { ridersYear } from '../../lib/format'
import { MAX_RIDE_FILE_BYTES, RIDE_FILE_MESSAGES } from './ride-file-error'
import { onLaunchedFiles, takeSharedRide } from './ride-inbox'
import { RideResult } from './ride-result'
import { rideSummaryFields, rideSummaryId } from './ride-summary'
import type { RideAnalysis } from './analyse-ride'
import { useRideAnalysis } from './use-ride-analysis'

const INPUT_ID = 'arquivo-pedal'
const ACCEPT = '.fit,.gpx,.tcx,application/gpx+xml,application/vnd.garmin.tcx+xml'
const STAGES = { reading: 'Lendo o arquivo...', analysing: 'Calculando...' } as const

/** A save that failed says so, as the calculators' do. */
const notifySaveFailed = () => notify('error', 'Erro ao salvar', { description: SAVE_FAILED })

/**
 * Where the file on screen came from: picked or dropped by the rider, or handed over from outside
 * (the share target, which any web page can post to, or "Abrir com").
 */
type FileOrigin = 'picked' | 'outside'

/**
 * The ride's figures kept for a signed-in rider (never the file): synced and listed in the
 * dashboard. The same ride opened again, here or on another device, is kept once (its id comes
 * from the rider and the ride).
 */
async function keepRideSummary(analysis: RideAnalysis, owner: string): Promise<void> {
  const fields = rideSummaryFields(analysis)
  await saveRecordOnce('ride_summary', fields, await rideSummaryId(owner, fields), owner)
}

/**
 * 'Análise de Pedal': a ride file in, its figures out, on the device. The file is read
 * in a worker and never leaves the device.
 */
export function RideAnalysisScreen() {
  const { state, shown, analyse, cancel } = useRideAnalysis()
  const profile = useLatestResult('athlete_profile')
  const weightKg = profile?.fields.weight_kg ?? null
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const navigate = useNavigate()

  // Saved like any FTP result (it syncs for a signed-in rider), marked as estimated from a file;
  // the FTP calculator then opens on it, its zones shown (its saved-result prefill).
  const sendFtpToCalculator = (ftp: number) => {
    void saveRecord('ftp', { ftp, method: 'coggan', weight_kg: weightKg, source: 'ride_file' })
      .then(() => navigate({ to: '/calculadoras/calcular-FTP' }))
      .catch(notifySaveFailed)
  }

  // With an age already known (the heart-rate record, the profile, read from the device at the
  // tap) the maximum is saved as a measured one, keeping the record's FTHR, and the calculator
  // opens on it; without, the calculator opens with it filled in and the rider adds the age.
  const sendMaxHrToCalculator = (maxHr: number) => {
    void Promise.all([getLatestResult('heart_rate'), getLatestResult('athlete_profile')])
      .then(([saved, athlete]) =>
        measuredMaxRecord(maxHr, saved?.fields ?? null, athlete?.fields ?? null, ridersYear()),
      )
      .then(async (fields) => {
        if (!fields) return navigate({ href: measuredMaxHref(bpm(maxHr)) })
        await saveRecord('heart_rate', fields)
        return navigate({ to: HEART_RATE_PATH })
      })
      .catch(notifySaveFailed)
  }

  // A picked file's summary is kept at once for a signed-in rider (not a partial reading; twice
  // is harmless, its id is kept once). A file from outside is kept only on 'Salvar no meu
  // painel': any site can post one, and must not write to the rider's panel.
  const owner = useCurrentOwner()
  const signedIn = owner !== ANONYMOUS_OWNER
  const analysis = state.kind === 'done' ? state.analysis : null
  const [origin, setOrigin] = useState<FileOrigin>('picked')
  const [refused, setRefused] = useState(false)
  /** The analysis (`shown`) whose summary the rider kept with the button, and one being kept. */
  const [kept, setKept] = useState<number | null>(null)
  const [keeping, setKeeping] = useState(false)
  useEffect(() => {
    if (!analysis || analysis.partial || owner === ANONYMOUS_OWNER || origin !== 'picked') return
    void keepRideSummary(analysis, owner).catch(notifySaveFailed)
  }, [analysis, owner, origin])

  const keepOnRequest = () => {
    if (!analysis || keeping) return
    setKeeping(true)
    void keepRideSummary(analysis, owner)
      .then(() => setKept(shown))
      .catch(notifySaveFailed)
      .finally(() => setKeeping(false))
  }

  const take = (file: File | undefined, from: FileOrigin = 'picked') => {
    if (!file) return
    setRefused(false)
    setOrigin(from)
    analyse(file, weightKg)
  }

  // A file picked before the page was live is still in the input: analyse it now. Otherwise
  // one may come from outside: shared into the installed app, or opened with it.
  useEffect(() => {
    const picked = input.current?.files?.[0]
    if (picked) take(picked)
    else
      void takeSharedRide().then((shared) => {
        if (shared?.kind === 'file') take(shared.file, 'outside')
        else if (shared?.kind === 'refused') setRefused(true)
      })
    onLaunchedFiles((file) => take(file, 'outside'))
    // Mount only: later picks arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    take(event.dataTransfer.files[0])
  }

  const working = state.kind === 'working'
  return (
    <CalculatorPage
      title="Análise de Pedal"
      intro="FTP estimado, curva de potência e zonas a partir do arquivo do seu pedal (.fit, .gpx ou .tcx). O arquivo é lido neste aparelho, funciona sem internet e não é enviado a lugar nenhum."
    >
      <TwoPanels>
        <FormCard>
          <div
            onDragOver={(event) => {
              event.preventDefault()
              setDragging(true)
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={`rounded-2xl border-2 border-dashed p-6 text-center transition-colors ${
              dragging ? 'border-brand-400 bg-brand-500/10' : 'border-zinc-700'
            }`}
          >
            <Icon name="route" size={32} className="mx-auto text-brand-300" />
            <p className="mt-3 text-sm text-zinc-300">Arraste o arquivo para cá ou</p>
            <label
              htmlFor={INPUT_ID}
              className="mt-3 inline-flex min-h-11 cursor-pointer items-center justify-center rounded-xl bg-brand-500 px-5 text-sm font-semibold text-zinc-950 hover:bg-brand-400 focus-within:outline-2 focus-within:outline-brand-300"
            >
              Escolher arquivo
              <input
                ref={input}
                id={INPUT_ID}
                type="file"
                accept={ACCEPT}
                className="sr-only"
                onChange={(event) => {
                  take(event.target.files?.[0])
                  // The same file may be picked again after a fix or a cancel.
                  event.target.value = ''
                }}
              />
            </label>
            <p className="mt-3 text-xs text-zinc-400">
              Garmin, Wahoo, COROS, Strava, Garmin Connect e outros; até{' '}
              {MAX_RIDE_FILE_BYTES / 1024 / 1024} MB.
            </p>
          </div>
          <div className="mt-4 space-y-3" aria-live="polite">
            {working && (
              <div className="flex items-center justify-between gap-3 rounded-xl border border-zinc-800 bg-zinc-950/60 p-3">
                <p role="status" className="min-w-0 text-sm text-zinc-200">
                  <span className="block truncate font-semibold text-zinc-50">
                    {state.fileName}
                  </span>
                  {STAGES[state.stage]}
                </p>
                <Button variant="secondary" onClick={cancel}>
                  Cancelar
                </Button>
              </div>
            )}
            {state.kind === 'failed' && (
              <FormError id="analise-erro" title={state.fileName} message={state.message} />
            )}
            {refused && state.kind === 'idle' && (
              <FormError
                id="analise-erro"
                title="Arquivo compartilhado"
                message={RIDE_FILE_MESSAGES['too-large']}
              />
            )}
            {state.kind === 'done' && (
              <>
                <p className="truncate text-sm text-zinc-300">
                  Arquivo: <span className="font-semibold text-zinc-100">{state.fileName}</span>
                </p>
                <p className="text-xs text-zinc-400">
                  {state.analysis.partial
                    ? 'Análise parcial: o resumo deste pedal não é guardado.'
                    : !signedIn
                      ? 'Entre na sua conta e abra o arquivo de novo para guardar o resumo deste pedal no seu painel.'
                      : origin === 'picked'
                        ? 'O resumo deste pedal fica salvo no seu painel, em Minhas Calculadoras (só os números; o arquivo e o trajeto não).'
                        : kept === shown
                          ? 'O resumo deste pedal está salvo no seu painel, em Minhas Calculadoras (só os números; o arquivo e o trajeto não).'
                          : 'Este arquivo chegou de outro aplicativo: o resumo só fica no seu painel se você pedir (só os números; o arquivo e o trajeto não).'}
                </p>
                {signedIn && !state.analysis.partial && origin === 'outside' && kept !== shown && (
                  <Button
                    variant="secondary"
                    onClick={keepOnRequest}
                    disabled={keeping}
                    aria-busy={keeping}
                  >
                    Salvar no meu painel
                  </Button>
                )}
              </>
            )}
          </div>
        </FormCard>
        <ResultRegion
          focusKey={shown}
          placeholder="Escolha o arquivo de um pedal para ver a análise."
        >
          {state.kind === 'done' ? (
            <RideResult
              key={shown}
              analysis={state.analysis}
              onUseFtp={sendFtpToCalculator}
              onUseMaxHr={sendMaxHrToCalculator}
            />
          ) : undefined}
        </ResultRegion>
      </TwoPanels>
      <InfoSection title="Como a análise é feita">
        <p>
          Cada segundo do pedal conta no relógio real. Entre dois pontos gravados com até 10
          segundos de distância (gravação inteligente, uma falha breve do sensor), vale o valor do
          ponto anterior; uma pausa mais longa conta como parada, com potência zero, e nenhuma média
          junta dois esforços separados por ela.
        </p>
        <p>
          O FTP estimado é 95% da melhor potência média de 20 minutos do pedal, como no teste de 20
          minutos. A potência normalizada usa a média móvel de 30 segundos; IF e TSS são calculados
          contra esse FTP. As zonas de frequência cardíaca usam a FC máxima registrada no arquivo.
        </p>
      </InfoSection>
    </CalculatorPage>
  )
}
