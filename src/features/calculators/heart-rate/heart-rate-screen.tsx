import { useEffect, useState } from 'react'
import { Button } from '../../../ui/button'
import { formatNumber, ridersYear } from '../../../lib/format'
import {
  GULATI_FALLBACK_NOTICE,
  MAX_HR_METHODS,
  calculateHeartRate,
  maxHrMethodsFor,
  type HeartRateGender,
  type HeartRateInput,
  type HeartRateResult,
  type MaxHrMethod,
} from '../../../domain/heart-rate'
import { bpm, type Bpm } from '../../../domain/units'
import {
  LIMITS,
  filterPositiveInteger,
  validateHeartRateAge,
  validateMeasuredMaxHr,
} from '../../../domain/validation'
import { CalculatorScreen } from '../calculator-screen'
import { SelectField, TextField } from '../../../ui/form/fields'
import { fthrToasts } from '../../../ui/form/save-messages'
import { prefillFromProfile } from '../profile/rules'
import { useCalculator, type Calculation } from '../shared/use-calculator'
import { FthrPanel } from './fthr-panel'
import { fthrFrom, measuredMaxFrom } from './hand-off'
import { HeartRateResultView } from './heart-rate-result'
import { heartRateFields, restoreHeartRate } from './record'

const GENDERS: readonly { value: HeartRateGender; label: string }[] = [
  { value: 'masculino', label: 'Masculino' },
  { value: 'feminino', label: 'Feminino' },
]

/** Gulati only for feminino (spec 02 §5), but a Gulati already chosen stays visible so its notice can explain. */
function methodOptions(gender: HeartRateGender, current: MaxHrMethod) {
  const offered = maxHrMethodsFor(gender)
  return MAX_HR_METHODS.filter((m) => offered.includes(m.id) || m.id === current).map((m) => ({
    value: m.id,
    label: `${m.label} (${m.formula})`,
  }))
}

interface HeartRateForm {
  age: string
  gender: HeartRateGender
  method: MaxHrMethod
  /** The rider's measured maximum, asked only with the 'medida' method. */
  maxHr: string
  /** Set through the FTHR panel, not typed in the form: '' until then. */
  fthr: string
}

const INITIAL: HeartRateForm = {
  age: '',
  gender: 'masculino',
  method: 'fox',
  maxHr: '',
  fthr: '',
}

const textOf = (value: number | null | undefined) => (value == null ? '' : String(value))

const fthrOf = (form: HeartRateForm): Bpm | null =>
  form.fthr === '' ? null : bpm(Number(form.fthr))

function calculate(form: HeartRateForm): Calculation<HeartRateResult> {
  const age = validateHeartRateAge(form.age)
  if (!age.ok) return age
  const measured = form.method === 'medida' ? validateMeasuredMaxHr(form.maxHr) : null
  if (measured && !measured.ok) return { ...measured, field: 'maxHr' }
  const input: HeartRateInput = {
    age: age.value,
    gender: form.gender,
    method: form.method,
    measuredMaxHr: measured?.value ?? null,
    fthr: fthrOf(form),
  }
  const result = calculateHeartRate(input)
  return {
    ok: true,
    result,
    facts: { age: age.value, sex: form.gender },
    save: { kind: 'heart_rate', fields: heartRateFields(input, result) },
  }
}

export function HeartRateScreen() {
  const [fthrOpen, setFthrOpen] = useState(false)
  const hr = useCalculator({
    id: 'fc',
    initial: INITIAL,
    calculate,
    onCalculated: () => setFthrOpen(false),
    saved: {
      kind: 'heart_rate',
      restore: (fields) => {
        const { form, result } = restoreHeartRate(fields)
        const values = { ...form, maxHr: textOf(form.measuredMaxHr), fthr: textOf(form.fthr) }
        return { values, result }
      },
      fromProfile: (profile) => {
        const { age, sex } = prefillFromProfile(profile, ridersYear())
        return {
          ...(age != null &&
            age >= LIMITS.age.min &&
            age <= LIMITS.age.max && { age: String(age) }),
          ...(sex && { gender: sex }),
        }
      },
    },
  })
  const { gender, method } = hr.values
  const fthr = fthrOf(hr.values)

  // A maximum handed over by 'Usar esta FC máxima' when no age was known: the rider adds it.
  // It counts as the rider's edit, so a saved record read later does not replace it.
  const { set } = hr
  // So does an FTHR from a field test ('Salvar FTHR'), kept until the rider calculates.
  useEffect(() => {
    const handed = measuredMaxFrom(window.location.search)
    if (handed !== null) {
      set('method', 'medida')
      set('maxHr', String(handed))
    }
    const fthrHanded = fthrFrom(window.location.search)
    if (fthrHanded !== null) set('fthr', String(fthrHanded))
  }, [set])

  function saveFthr(value: Bpm) {
    setFthrOpen(false)
    // Without a valid age there is no record to save yet: the FTHR waits for 'Calcular'.
    if (hr.values.age !== '') hr.run({ fthr: String(value) }, fthrToasts(value))
    else hr.set('fthr', String(value))
  }

  const gulatiFallback = method === 'gulati' && gender !== 'feminino'

  return (
    <CalculatorScreen
      title="Frequência Cardíaca"
      intro="Descubra sua frequência cardíaca máxima e as cinco zonas de treinamento. Com o seu FTHR, veja também as zonas de ciclismo pelo limiar."
      calculator={hr}
      submitLabel="Calcular"
      requires="age"
      placeholder="Informe sua idade e toque em Calcular para ver sua frequência máxima e suas zonas."
      result={hr.result && <HeartRateResultView result={hr.result} />}
      aside={
        fthrOpen ? (
          <div id="fthr-painel">
            <FthrPanel
              initial={fthr}
              saving={hr.saving}
              onSave={saveFthr}
              onCancel={() => {
                setFthrOpen(false)
                requestAnimationFrame(() => document.getElementById('abrir-fthr')?.focus())
              }}
            />
          </div>
        ) : undefined
      }
      fields={
        <>
          <TextField
            id="idade"
            label="Idade"
            inputMode="numeric"
            maxLength={3}
            hint={`De ${LIMITS.age.min} a ${LIMITS.age.max} anos`}
            {...hr.text('age', filterPositiveInteger)}
          />
          <SelectField id="sexo" label="Sexo" options={GENDERS} {...hr.choice('gender')} />
          <SelectField
            id="metodo"
            label="Método"
            options={methodOptions(gender, method)}
            hint={
              gulatiFallback
                ? GULATI_FALLBACK_NOTICE
                : method === 'medida'
                  ? 'Sem fórmula: use a FC máxima que você mediu'
                  : 'Fórmula da frequência máxima'
            }
            {...hr.choice('method')}
          />
          {method === 'medida' && (
            <TextField
              id="fc-maxima"
              label="FC máxima medida (bpm)"
              inputMode="numeric"
              maxLength={3}
              hint={`A maior registrada em um pedal ou teste, de ${LIMITS.measuredMaxHr.min} a ${LIMITS.measuredMaxHr.max} bpm`}
              {...hr.text('maxHr', filterPositiveInteger)}
            />
          )}
          <div className="rounded-xl border border-zinc-800 bg-zinc-950/60 p-3 text-sm text-zinc-300">
            <p>
              {fthr == null
                ? 'Sem FTHR: informe o seu para ver as zonas de ciclismo pelo limiar.'
                : `FTHR: ${formatNumber(fthr)} bpm`}
            </p>
            <Button
              id="abrir-fthr"
              variant="secondary"
              className="mt-2 w-full"
              aria-expanded={fthrOpen}
              aria-controls={fthrOpen ? 'fthr-painel' : undefined}
              onClick={() => setFthrOpen(true)}
            >
              Calcular FTHR
            </Button>
          </div>
        </>
      }
    />
  )
}
