import { useState, type FormEvent } from 'react'
import { Button } from '../../../ui/button'
import { formatNumber } from '../../../lib/format'
import {
  RIDING_STYLES,
  SAG_MEASUREMENT_STEPS,
  SUSPENSION_SOURCES,
  calculateSag,
  defaultTarget,
  ridingStyle,
  type RidingStyle,
  type SagResult,
} from '../math/suspension'
import { LIMITS, filterNonNegativeNumber, validateSuspension } from '../math/validation'
import { CalculatorPage } from '../shared/calculator-page'
import { FormCard, InfoSection, ResultRegion, TwoPanels } from '../shared/calculator-layout'
import { Citations } from '../shared/citations'
import { FormError, SelectField, TextField } from '../shared/fields'
import { SuspensionResultView } from './suspension-result'

const STYLES = RIDING_STYLES.map((s) => ({ value: s.id, label: s.label }))
const pct = (value: number) => formatNumber(value, Number.isInteger(value) ? 0 : 1)

/** Suspension sag from travel and riding style (DESIGN.md: a real calculator, sources cited). */
export function SuspensionScreen() {
  const [style, setStyle] = useState<RidingStyle>('trail')
  const [forkTravel, setForkTravel] = useState('')
  const [shockStroke, setShockStroke] = useState('')
  const [forkTarget, setForkTarget] = useState('')
  const [rearTarget, setRearTarget] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<SagResult | null>(null)
  const [focusKey, setFocusKey] = useState(0)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = validateSuspension({ forkTravel, shockStroke, forkTarget, rearTarget })
    if (!checked.ok) {
      setError(checked.message)
      return
    }
    setError(null)
    setResult(calculateSag({ style, ...checked.value }))
    setFocusKey((key) => key + 1)
  }

  const preset = ridingStyle(style)
  const errorId = error ? 'sag-erro' : undefined
  const number = (set: (text: string) => void, previous: string) => (text: string) =>
    set(filterNonNegativeNumber(text, previous))

  return (
    <CalculatorPage
      title="Suspensão"
      intro="Calcule o sag ideal do garfo e do amortecedor, em milímetros, para o seu estilo de pilotagem."
    >
      <TwoPanels>
        <FormCard>
          <form className="space-y-4" onSubmit={submit} noValidate>
            <SelectField
              id="estilo"
              label="Estilo de pilotagem"
              value={style}
              options={STYLES}
              hint={`Sag sugerido: garfo ${pct(preset.fork.min)}–${pct(preset.fork.max)}%, traseiro ${pct(preset.rear.min)}–${pct(preset.rear.max)}%`}
              onValueChange={setStyle}
            />
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              <TextField
                id="curso-garfo"
                label="Curso do garfo (mm)"
                inputMode="decimal"
                maxLength={5}
                hint={`De ${LIMITS.forkTravel.min} a ${LIMITS.forkTravel.max} mm; vazio se não tiver`}
                errorId={errorId}
                value={forkTravel}
                onValueChange={number(setForkTravel, forkTravel)}
              />
              <TextField
                id="curso-amortecedor"
                label="Curso do amortecedor (mm)"
                inputMode="decimal"
                maxLength={5}
                hint="O curso da haste (stroke), não o da roda; vazio numa hardtail"
                errorId={errorId}
                value={shockStroke}
                onValueChange={number(setShockStroke, shockStroke)}
              />
              <TextField
                id="alvo-garfo"
                label="Sag alvo do garfo (%)"
                inputMode="decimal"
                maxLength={4}
                placeholder={pct(defaultTarget(preset.fork))}
                hint={`Opcional; padrão ${pct(defaultTarget(preset.fork))}%`}
                errorId={errorId}
                value={forkTarget}
                onValueChange={number(setForkTarget, forkTarget)}
              />
              <TextField
                id="alvo-traseiro"
                label="Sag alvo traseiro (%)"
                inputMode="decimal"
                maxLength={4}
                placeholder={pct(defaultTarget(preset.rear))}
                hint={`Opcional; padrão ${pct(defaultTarget(preset.rear))}%`}
                errorId={errorId}
                value={rearTarget}
                onValueChange={number(setRearTarget, rearTarget)}
              />
            </div>
            {error && <FormError id="sag-erro" message={error} />}
            <Button type="submit" className="w-full">
              Calcular Sag
            </Button>
          </form>
        </FormCard>
        <ResultRegion
          focusKey={focusKey}
          placeholder="Informe o curso do garfo, do amortecedor ou de ambos e toque em Calcular Sag."
        >
          {result && <SuspensionResultView result={result} />}
        </ResultRegion>
      </TwoPanels>
      <InfoSection title="Como medir o sag">
        <ol className="list-decimal space-y-1.5 pl-5">
          {SAG_MEASUREMENT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </InfoSection>
      <InfoSection title="De onde vêm os valores">
        <p>
          As faixas de sag seguem os guias de regulagem dos fabricantes: cerca de 25% do curso como
          ponto de partida, um pouco menos no XC e mais no downhill, com o traseiro alguns pontos
          acima do garfo.
        </p>
        <Citations items={SUSPENSION_SOURCES} />
      </InfoSection>
    </CalculatorPage>
  )
}
