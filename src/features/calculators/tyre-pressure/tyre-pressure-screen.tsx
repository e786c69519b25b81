import { formatNumber } from '../../../lib/format'
import {
  TYRE_PRESSURE_METHOD,
  TYRE_SURFACES,
  WHEEL_SIZES,
  calculateTyrePressure,
  type TyrePressureResult,
  type TyreSurface,
  type WheelSize,
} from '../math/tyre-pressure'
import { LIMITS, validateTyrePressure, type WidthUnit } from '../../../domain/validation'
import { InfoSection } from '../../../ui/form/layout'
import { CalculatorScreen } from '../calculator-screen'
import { Citations } from '../../../ui/form/citations'
import { CheckField, SelectField, TextField } from '../../../ui/form/fields'
import { useCalculator, type Calculation } from '../shared/use-calculator'
import { TyrePressureResultView } from './tyre-pressure-result'

const UNITS: readonly { value: WidthUnit; label: string }[] = [
  { value: 'in', label: 'Polegadas' },
  { value: 'mm', label: 'mm' },
]
const WHEELS = WHEEL_SIZES.map((w) => ({ value: w.id, label: w.label }))
const SURFACES = TYRE_SURFACES.map((s) => ({ value: s.id, label: s.label }))
const TUBE_OPTIONS = [
  { value: 'tubeless', label: 'Sem câmara (tubeless)' },
  { value: 'tube', label: 'Com câmara' },
] as const

interface Shown {
  result: TyrePressureResult
  wheelSize: WheelSize
}

const INITIAL = {
  rider: '',
  bike: '',
  rearShare: '60',
  width: '',
  unit: 'in' as WidthUnit,
  wheelSize: '29' as WheelSize,
  tube: 'tubeless' as 'tubeless' | 'tube',
  surface: 'trail' as TyreSurface,
  hookless: false,
}
type TyreForm = typeof INITIAL

function calculate(form: TyreForm): Calculation<Shown> {
  const checked = validateTyrePressure({
    riderWeight: form.rider,
    bikeWeight: form.bike,
    rearShare: form.rearShare,
    tyreWidth: form.width,
    widthUnit: form.unit,
  })
  if (!checked.ok) return checked
  const result = calculateTyrePressure({
    ...checked.value,
    wheelSize: form.wheelSize,
    tubeless: form.tube === 'tubeless',
    surface: form.surface,
    hooklessRim: form.hookless,
  })
  return { ok: true, result: { result, wheelSize: form.wheelSize } }
}

/** Tyre pressure by Berto's 15 % drop (ADR 0006: a real calculator, its method cited). */
export function TyrePressureScreen() {
  const tyre = useCalculator({ id: 'pneu', initial: INITIAL, calculate })
  const { unit } = tyre.values
  const widthLimits = unit === 'in' ? LIMITS.tyreWidthInches : LIMITS.tyreWidthMm
  const shown = tyre.result

  return (
    <CalculatorScreen
      title="Pressão dos Pneus"
      intro="Calcule a pressão dos pneus dianteiro e traseiro, em psi e bar, para o seu peso, o seu pneu e o terreno."
      calculator={tyre}
      submitLabel="Calcular Pressão"
      placeholder="Preencha os pesos e a largura do pneu e toque em Calcular Pressão."
      result={shown && <TyrePressureResultView result={shown.result} wheelSize={shown.wheelSize} />}
      fields={
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <TextField
              id="peso-ciclista"
              label="Peso do ciclista (kg)"
              hint="Com roupa, capacete e mochila"
              {...tyre.amount('rider', 5)}
            />
            <TextField
              id="peso-bike"
              label="Peso da bicicleta (kg)"
              hint={`De ${LIMITS.bikeWeight.min} a ${LIMITS.bikeWeight.max} kg`}
              {...tyre.amount('bike', 4)}
            />
            <TextField
              id="largura"
              label="Largura do pneu"
              hint={
                unit === 'in'
                  ? `Ex.: 2,2 ou 2,4 (MTB); de ${formatNumber(widthLimits.min, 1)} a ${formatNumber(widthLimits.max, 1)} polegadas`
                  : `Ex.: 28 (estrada) ou 45 (gravel); de ${widthLimits.min} a ${widthLimits.max} mm`
              }
              {...tyre.amount('width', 5)}
            />
            <SelectField
              id="unidade"
              label="Unidade da largura"
              options={UNITS}
              {...tyre.choice('unit')}
            />
            <TextField
              id="traseira"
              label="Peso na roda traseira (%)"
              hint="Cerca de 60% no MTB e 55% na estrada"
              {...tyre.amount('rearShare', 4)}
            />
            <SelectField
              id="roda"
              label="Tamanho da roda"
              options={WHEELS}
              {...tyre.choice('wheelSize')}
            />
            <SelectField
              id="camara"
              label="Câmara"
              options={TUBE_OPTIONS}
              {...tyre.choice('tube')}
            />
            <SelectField
              id="terreno"
              label="Terreno"
              options={SURFACES}
              {...tyre.choice('surface')}
            />
          </div>
          <CheckField
            id="hookless"
            label="Aro hookless (sem gancho)"
            checked={tyre.values.hookless}
            onCheckedChange={(checked) => tyre.set('hookless', checked)}
          />
        </>
      }
    >
      <InfoSection title="Como calculamos">
        <p>
          <strong className="text-zinc-50">{TYRE_PRESSURE_METHOD.name}.</strong>{' '}
          {TYRE_PRESSURE_METHOD.summary}
        </p>
        <p>
          Fórmula: <span className="font-mono text-zinc-100">{TYRE_PRESSURE_METHOD.formula}</span>.
          O método vale para cargas de cerca de 9 a 100 kg por roda e pneus de 20 a 102 mm; fora
          disso, o resultado é só uma referência. Em aros hookless, a pressão nunca passa de 72,5
          psi (5 bar), o limite da norma ETRTO.
        </p>
        <Citations items={TYRE_PRESSURE_METHOD.citations} />
      </InfoSection>
    </CalculatorScreen>
  )
}
