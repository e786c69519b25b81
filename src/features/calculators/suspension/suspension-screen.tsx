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
import { LIMITS, validateSuspension } from '../../../domain/validation'
import { InfoSection } from '../../../ui/form/layout'
import { CalculatorScreen } from '../calculator-screen'
import { Citations } from '../../../ui/form/citations'
import { SelectField, TextField } from '../../../ui/form/fields'
import { useCalculator, type Calculation } from '../shared/use-calculator'
import { SuspensionResultView } from './suspension-result'

const STYLES = RIDING_STYLES.map((s) => ({ value: s.id, label: s.label }))
const pct = (value: number) => formatNumber(value, Number.isInteger(value) ? 0 : 1)

const INITIAL = {
  style: 'trail' as RidingStyle,
  forkTravel: '',
  shockStroke: '',
  forkTarget: '',
  rearTarget: '',
}
type SagForm = typeof INITIAL

function calculate({ style, ...travel }: SagForm): Calculation<SagResult> {
  const checked = validateSuspension(travel)
  if (!checked.ok) return checked
  return { ok: true, result: calculateSag({ style, ...checked.value }) }
}

/** Suspension sag from travel and riding style (ADR 0006: a real calculator, sources cited). */
export function SuspensionScreen() {
  const sag = useCalculator({ id: 'sag', initial: INITIAL, calculate })
  const preset = ridingStyle(sag.values.style)

  return (
    <CalculatorScreen
      title="Suspensão"
      intro="Calcule o sag ideal do garfo e do amortecedor, em milímetros, para o seu estilo de pilotagem."
      calculator={sag}
      submitLabel="Calcular Sag"
      placeholder="Informe o curso do garfo, do amortecedor ou de ambos e toque em Calcular Sag."
      result={sag.result && <SuspensionResultView result={sag.result} />}
      fields={
        <>
          <SelectField
            id="estilo"
            label="Estilo de pilotagem"
            options={STYLES}
            hint={`Sag sugerido: garfo ${pct(preset.fork.min)}–${pct(preset.fork.max)}%, traseiro ${pct(preset.rear.min)}–${pct(preset.rear.max)}%`}
            {...sag.choice('style')}
          />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <TextField
              id="curso-garfo"
              label="Curso do garfo (mm)"
              hint={`De ${LIMITS.forkTravel.min} a ${LIMITS.forkTravel.max} mm; vazio se não tiver`}
              {...sag.amount('forkTravel', 5)}
            />
            <TextField
              id="curso-amortecedor"
              label="Curso do amortecedor (mm)"
              hint="O curso da haste (stroke), não o da roda; vazio numa hardtail"
              {...sag.amount('shockStroke', 5)}
            />
            <TextField
              id="alvo-garfo"
              label="Sag alvo do garfo (%)"
              placeholder={pct(defaultTarget(preset.fork))}
              hint={`Opcional; padrão ${pct(defaultTarget(preset.fork))}%`}
              {...sag.amount('forkTarget', 4)}
            />
            <TextField
              id="alvo-traseiro"
              label="Sag alvo traseiro (%)"
              placeholder={pct(defaultTarget(preset.rear))}
              hint={`Opcional; padrão ${pct(defaultTarget(preset.rear))}%`}
              {...sag.amount('rearTarget', 4)}
            />
          </div>
        </>
      }
    >
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
    </CalculatorScreen>
  )
}
