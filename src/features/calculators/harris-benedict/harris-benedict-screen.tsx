import { useCallback, useState, type FormEvent } from 'react'
import type { AthleteProfileFields, HarrisBenedictFields } from '../../results'
import { Button } from '../../../ui/button'
import { ridersYear } from '../../../lib/format'
import {
  ACTIVITY_LEVELS,
  GENDER_LABELS,
  calculateHarrisBenedict,
  type ActivityLevel,
  type HarrisBenedictResult,
  type HbGender,
} from '../math/harris-benedict'
import {
  LIMITS,
  filterPositiveDecimal,
  filterPositiveInteger,
  validateHarrisBenedict,
} from '../math/validation'
import { AnonymousPrompt } from '../shared/anonymous-prompt'
import { CalculatorPage } from '../shared/calculator-page'
import { FormCard, InfoSection, ResultRegion, TwoPanels } from '../shared/calculator-layout'
import { FormError, SelectField, TextField } from '../shared/fields'
import { DEFAULT_TOASTS } from '../shared/save-messages'
import { SavedResultLoader } from '../shared/saved-result-loader'
import { toInputText } from '../shared/figures'
import { ProfileOffer } from '../profile/profile-offer'
import { prefillFromProfile, type CalculationFacts } from '../profile/rules'
import { useResultSaver } from '../shared/use-result-saver'
import { HarrisBenedictResultView } from './harris-benedict-result'
import { harrisBenedictFields, restoreHarrisBenedict } from './record'

const GENDERS = (Object.keys(GENDER_LABELS) as HbGender[]).map((value) => ({
  value,
  label: GENDER_LABELS[value],
}))

const LEVELS = ACTIVITY_LEVELS.map((level) => ({ value: level.id, label: level.label }))

interface Shown {
  result: HarrisBenedictResult
  activityLevel: ActivityLevel
}

export function HarrisBenedictScreen() {
  const [height, setHeight] = useState('')
  const [weight, setWeight] = useState('')
  const [age, setAge] = useState('')
  const [gender, setGender] = useState<HbGender>('male')
  const [activityLevel, setActivityLevel] = useState<ActivityLevel>('sedentary')
  const [error, setError] = useState<string | null>(null)
  const [shown, setShown] = useState<Shown | null>(null)
  const [touched, setTouched] = useState(false)
  const [focusKey, setFocusKey] = useState(0)
  const { saving, save } = useResultSaver()
  const [facts, setFacts] = useState<CalculationFacts | null>(null)

  const applyRecord = useCallback((fields: HarrisBenedictFields) => {
    const { form, result } = restoreHarrisBenedict(fields)
    setHeight(form.height)
    setWeight(form.weight)
    setAge(form.age)
    setGender(form.gender)
    setActivityLevel(form.activityLevel)
    setShown(result && { result, activityLevel: form.activityLevel })
  }, [])

  const applyProfile = useCallback((profile: AthleteProfileFields) => {
    const known = prefillFromProfile(profile, ridersYear())
    if (known.heightCm != null) setHeight(toInputText(known.heightCm))
    if (known.weightKg != null) setWeight(toInputText(known.weightKg))
    if (known.age != null && known.age >= LIMITS.hbAge.min && known.age <= LIMITS.hbAge.max) {
      setAge(String(known.age))
    }
    if (known.sex) setGender(known.sex === 'feminino' ? 'female' : 'male')
  }, [])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = validateHarrisBenedict(height, weight, age)
    if (!checked.ok) {
      setError(checked.message)
      return
    }
    setError(null)
    const input = { ...checked.value, gender, activityLevel }
    const result = calculateHarrisBenedict(input)
    setShown({ result, activityLevel })
    setTouched(true)
    setFocusKey((key) => key + 1)
    setFacts({
      heightCm: checked.value.height,
      weightKg: checked.value.weight,
      age: checked.value.age,
      sex: gender === 'female' ? 'feminino' : 'masculino',
    })
    void save('harris_benedict', harrisBenedictFields(input, result), DEFAULT_TOASTS)
  }

  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setTouched(true)
      set(value)
    }
  const errorId = error ? 'hb-erro' : undefined

  return (
    <CalculatorPage
      title="Harris-Benedict"
      intro="Calcule sua taxa metabólica basal (TMB) e quantas calorias você gasta por dia, pelo seu nível de atividade."
    >
      {!touched && (
        <SavedResultLoader kind="harris_benedict" onFields={applyRecord} onProfile={applyProfile} />
      )}
      <TwoPanels>
        <FormCard>
          <form className="space-y-4" onSubmit={submit} noValidate>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
              <TextField
                id="altura"
                label="Altura (cm)"
                inputMode="decimal"
                maxLength={5}
                hint={`De ${LIMITS.height.min} a ${LIMITS.height.max} cm`}
                errorId={errorId}
                value={height}
                onValueChange={edit((text: string) =>
                  setHeight(filterPositiveDecimal(text, height)),
                )}
              />
              <TextField
                id="peso"
                label="Peso (kg)"
                inputMode="decimal"
                maxLength={5}
                hint={`De ${LIMITS.weight.min} a ${LIMITS.weight.max} kg`}
                errorId={errorId}
                value={weight}
                onValueChange={edit((text: string) =>
                  setWeight(filterPositiveDecimal(text, weight)),
                )}
              />
              <TextField
                id="idade"
                label="Idade"
                inputMode="numeric"
                maxLength={3}
                hint={`De ${LIMITS.hbAge.min} a ${LIMITS.hbAge.max} anos`}
                errorId={errorId}
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
            </div>
            <SelectField
              id="atividade"
              label="Nível de atividade"
              value={activityLevel}
              options={LEVELS}
              hint={ACTIVITY_LEVELS.find((level) => level.id === activityLevel)?.description}
              onValueChange={edit(setActivityLevel)}
            />
            {error && <FormError id="hb-erro" message={error} />}
            <Button type="submit" className="w-full" disabled={saving}>
              {saving ? 'Salvando...' : 'Calcular TMB'}
            </Button>
          </form>
        </FormCard>
        <ResultRegion
          focusKey={focusKey}
          placeholder="Preencha seus dados e toque em Calcular TMB para ver suas calorias diárias."
        >
          {shown && (
            <HarrisBenedictResultView result={shown.result} activityLevel={shown.activityLevel} />
          )}
        </ResultRegion>
      </TwoPanels>
      <ProfileOffer facts={facts} />
      <AnonymousPrompt />
      <InfoSection title="Sobre a fórmula de Harris-Benedict">
        <p>
          A taxa metabólica basal (TMB) é a energia que o corpo gasta em repouso para manter as
          funções vitais. Usamos a equação de Harris-Benedict revisada (Roza e Shizgal, 1984), que
          considera peso, altura, idade e sexo. As calorias diárias multiplicam a TMB pelo fator do
          seu nível de atividade.
        </p>
        <p>
          Para perder ou ganhar peso com saúde, a recomendação geral é consumir de 300 a 500
          calorias abaixo ou acima das suas calorias diárias. Dias de treino longo pedem mais
          energia: ajuste conforme o volume da semana e procure um nutricionista para um plano
          individual.
        </p>
      </InfoSection>
    </CalculatorPage>
  )
}
