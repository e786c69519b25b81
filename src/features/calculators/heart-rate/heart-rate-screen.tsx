import { useCallback, useState, type FormEvent } from 'react'
import type { AthleteProfileFields, HeartRateFields } from '../../results'
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
} from '../math/heart-rate'
import type { Bpm } from '../math/units'
import { LIMITS, filterPositiveInteger, validateHeartRateAge } from '../math/validation'
import { AnonymousPrompt } from '../shared/anonymous-prompt'
import { CalculatorPage } from '../shared/calculator-page'
import { FormCard, ResultRegion, TwoPanels } from '../shared/calculator-layout'
import { FormError, SelectField, TextField } from '../shared/fields'
import { DEFAULT_TOASTS, fthrToasts, type SaveToasts } from '../shared/save-messages'
import { SavedResultLoader } from '../shared/saved-result-loader'
import { ProfileOffer } from '../profile/profile-offer'
import { prefillFromProfile, type CalculationFacts } from '../profile/rules'
import { useResultSaver } from '../shared/use-result-saver'
import { FthrPanel } from './fthr-panel'
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

export function HeartRateScreen() {
  const [age, setAge] = useState('')
  const [gender, setGender] = useState<HeartRateGender>('masculino')
  const [method, setMethod] = useState<MaxHrMethod>('fox')
  const [fthr, setFthr] = useState<Bpm | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<HeartRateResult | null>(null)
  const [fthrOpen, setFthrOpen] = useState(false)
  const [touched, setTouched] = useState(false)
  const [focusKey, setFocusKey] = useState(0)
  const { saving, save } = useResultSaver()
  const [facts, setFacts] = useState<CalculationFacts | null>(null)

  const applyRecord = useCallback((fields: HeartRateFields) => {
    const restored = restoreHeartRate(fields)
    setAge(restored.form.age)
    setGender(restored.form.gender)
    setMethod(restored.form.method)
    setFthr(restored.form.fthr ?? null)
    setResult(restored.result)
  }, [])

  const applyProfile = useCallback((profile: AthleteProfileFields) => {
    const { age: years, sex } = prefillFromProfile(profile, ridersYear())
    if (years != null && years >= LIMITS.age.min && years <= LIMITS.age.max) setAge(String(years))
    if (sex) setGender(sex)
  }, [])

  /** Computes and shows at once; the save runs after, in the background. */
  function calculate(withFthr: Bpm | null, toasts: SaveToasts): void {
    const checked = validateHeartRateAge(age)
    if (!checked.ok) {
      setError(checked.message)
      return
    }
    setError(null)
    const input: HeartRateInput = { age: checked.value, gender, method, fthr: withFthr }
    const next = calculateHeartRate(input)
    setResult(next)
    setFthrOpen(false)
    setTouched(true)
    setFocusKey((key) => key + 1)
    setFacts({ age: checked.value, sex: gender })
    void save('heart_rate', heartRateFields(input, next), toasts)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    calculate(fthr, DEFAULT_TOASTS)
  }

  function saveFthr(value: Bpm) {
    setFthr(value)
    setFthrOpen(false)
    setTouched(true)
    // Without a valid age there is no record to save yet: the FTHR waits for 'Calcular'.
    if (age !== '') calculate(value, fthrToasts(value))
  }

  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setTouched(true)
      set(value)
    }

  const gulatiFallback = method === 'gulati' && gender !== 'feminino'

  return (
    <CalculatorPage
      title="Frequência Cardíaca"
      intro="Descubra sua frequência cardíaca máxima e as cinco zonas de treinamento. Com o seu FTHR, veja também as zonas de ciclismo pelo limiar."
    >
      {!touched && (
        <SavedResultLoader kind="heart_rate" onFields={applyRecord} onProfile={applyProfile} />
      )}
      <TwoPanels>
        <FormCard>
          <form className="space-y-4" onSubmit={submit} noValidate>
            <TextField
              id="idade"
              label="Idade"
              inputMode="numeric"
              maxLength={3}
              hint={`De ${LIMITS.age.min} a ${LIMITS.age.max} anos`}
              errorId={error ? 'fc-erro' : undefined}
              value={age}
              onValueChange={edit((text: string) => setAge(filterPositiveInteger(text, age)))}
            />
            <SelectField
              id="sexo"
              label="Sexo"
              value={gender}
              options={GENDERS}
              onValueChange={edit(setGender)}
            />
            <SelectField
              id="metodo"
              label="Método"
              value={method}
              options={methodOptions(gender, method)}
              hint={gulatiFallback ? GULATI_FALLBACK_NOTICE : 'Fórmula da frequência máxima'}
              onValueChange={edit(setMethod)}
            />
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
            {error && <FormError id="fc-erro" message={error} />}
            <Button type="submit" className="w-full" disabled={age === '' || saving}>
              {saving ? 'Salvando...' : 'Calcular'}
            </Button>
          </form>
        </FormCard>
        {fthrOpen ? (
          <div id="fthr-painel">
            <FthrPanel
              initial={fthr}
              saving={saving}
              onSave={saveFthr}
              onCancel={() => {
                setFthrOpen(false)
                requestAnimationFrame(() => document.getElementById('abrir-fthr')?.focus())
              }}
            />
          </div>
        ) : (
          <ResultRegion
            focusKey={focusKey}
            placeholder="Informe sua idade e toque em Calcular para ver sua frequência máxima e suas zonas."
          >
            {result && <HeartRateResultView result={result} />}
          </ResultRegion>
        )}
      </TwoPanels>
      <ProfileOffer facts={facts} />
      <AnonymousPrompt />
    </CalculatorPage>
  )
}
