import { useState, type FormEvent } from 'react'
import { Button } from '../../../ui/button'
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
import {
  LIMITS,
  filterNonNegativeNumber,
  validateTyrePressure,
  type WidthUnit,
} from '../math/validation'
import { CalculatorPage } from '../shared/calculator-page'
import { FormCard, InfoSection, ResultRegion, TwoPanels } from '../shared/calculator-layout'
import { Citations } from '../shared/citations'
import { FormError, SelectField, TextField } from '../shared/fields'
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

/** Tyre pressure by Berto's 15 % drop (DESIGN.md: a real calculator with its method cited). */
export function TyrePressureScreen() {
  const [rider, setRider] = useState('')
  const [bike, setBike] = useState('')
  const [rearShare, setRearShare] = useState('60')
  const [width, setWidth] = useState('')
  const [unit, setUnit] = useState<WidthUnit>('in')
  const [wheelSize, setWheelSize] = useState<WheelSize>('29')
  const [tube, setTube] = useState<'tubeless' | 'tube'>('tubeless')
  const [surface, setSurface] = useState<TyreSurface>('trail')
  const [hookless, setHookless] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [shown, setShown] = useState<Shown | null>(null)
  const [focusKey, setFocusKey] = useState(0)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = validateTyrePressure({
      riderWeight: rider,
      bikeWeight: bike,
      rearShare,
      tyreWidth: width,
      widthUnit: unit,
    })
    if (!checked.ok) {
      setError(checked.message)
      return
    }
    setError(null)
    const result = calculateTyrePressure({
      ...checked.value,
      wheelSize,
      tubeless: tube === 'tubeless',
      surface,
      hooklessRim: hookless,
    })
    setShown({ result, wheelSize })
    setFocusKey((key) => key + 1)
  }

  const errorId = error ? 'pneu-erro' : undefined
  const number = (set: (text: string) => void, previous: string) => (text: string) =>
    set(filterNonNegativeNumber(text, previous))
  const widthLimits = unit === 'in' ? LIMITS.tyreWidthInches : LIMITS.tyreWidthMm

  return (
    <CalculatorPage
      title="Pressão dos Pneus"
      intro="Calcule a pressão dos pneus dianteiro e traseiro, em psi e bar, para o seu peso, o seu pneu e o terreno."
    >
      <TwoPanels>
        <FormCard>
          <form className="space-y-4" onSubmit={submit} noValidate>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              <TextField
                id="peso-ciclista"
                label="Peso do ciclista (kg)"
                inputMode="decimal"
                maxLength={5}
                hint="Com roupa, capacete e mochila"
                errorId={errorId}
                value={rider}
                onValueChange={number(setRider, rider)}
              />
              <TextField
                id="peso-bike"
                label="Peso da bicicleta (kg)"
                inputMode="decimal"
                maxLength={4}
                hint={`De ${LIMITS.bikeWeight.min} a ${LIMITS.bikeWeight.max} kg`}
                errorId={errorId}
                value={bike}
                onValueChange={number(setBike, bike)}
              />
              <TextField
                id="largura"
                label="Largura do pneu"
                inputMode="decimal"
                maxLength={5}
                hint={
                  unit === 'in'
                    ? `Ex.: 2,2 ou 2,4 (MTB); de ${formatNumber(widthLimits.min, 1)} a ${formatNumber(widthLimits.max, 1)} polegadas`
                    : `Ex.: 28 (estrada) ou 45 (gravel); de ${widthLimits.min} a ${widthLimits.max} mm`
                }
                errorId={errorId}
                value={width}
                onValueChange={number(setWidth, width)}
              />
              <SelectField
                id="unidade"
                label="Unidade da largura"
                value={unit}
                options={UNITS}
                onValueChange={setUnit}
              />
              <TextField
                id="traseira"
                label="Peso na roda traseira (%)"
                inputMode="decimal"
                maxLength={4}
                hint="Cerca de 60% no MTB e 55% na estrada"
                errorId={errorId}
                value={rearShare}
                onValueChange={number(setRearShare, rearShare)}
              />
              <SelectField
                id="roda"
                label="Tamanho da roda"
                value={wheelSize}
                options={WHEELS}
                onValueChange={setWheelSize}
              />
              <SelectField
                id="camara"
                label="Câmara"
                value={tube}
                options={TUBE_OPTIONS}
                onValueChange={setTube}
              />
              <SelectField
                id="terreno"
                label="Terreno"
                value={surface}
                options={SURFACES}
                onValueChange={setSurface}
              />
            </div>
            <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-zinc-200">
              <input
                type="checkbox"
                checked={hookless}
                onChange={(event) => setHookless(event.target.checked)}
                className="size-5 accent-brand-500"
              />
              Aro hookless (sem gancho)
            </label>
            {error && <FormError id="pneu-erro" message={error} />}
            <Button type="submit" className="w-full">
              Calcular Pressão
            </Button>
          </form>
        </FormCard>
        <ResultRegion
          focusKey={focusKey}
          placeholder="Preencha os pesos e a largura do pneu e toque em Calcular Pressão."
        >
          {shown && <TyrePressureResultView result={shown.result} wheelSize={shown.wheelSize} />}
        </ResultRegion>
      </TwoPanels>
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
    </CalculatorPage>
  )
}
