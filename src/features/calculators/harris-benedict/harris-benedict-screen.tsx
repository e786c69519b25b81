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
} from '../../../domain/validation'
import { InfoSection } from '../../../ui/form/layout'
import { CalculatorScreen } from '../calculator-screen'
import { HeightField, WeightField } from '../../../ui/form/body-fields'
import { SelectField, TextField } from '../../../ui/form/fields'
import { toInputText } from '../../../ui/form/figures'
import { prefillFromProfile } from '../profile/rules'
import { useCalculator, type Calculation } from '../shared/use-calculator'
import { HarrisBenedictResultView } from './harris-benedict-result'
import { harrisBenedictFields, restoreHarrisBenedict, type HbForm } from './record'

const GENDERS = (Object.keys(GENDER_LABELS) as HbGender[]).map((value) => ({
  value,
  label: GENDER_LABELS[value],
}))

const LEVELS = ACTIVITY_LEVELS.map((level) => ({ value: level.id, label: level.label }))

const INITIAL: HbForm = {
  height: '',
  weight: '',
  age: '',
  gender: 'male',
  activityLevel: 'sedentary',
}

interface Shown {
  result: HarrisBenedictResult
  activityLevel: ActivityLevel
}

function calculate(form: HbForm): Calculation<Shown> {
  const checked = validateHarrisBenedict(form.height, form.weight, form.age)
  if (!checked.ok) return checked
  const { gender, activityLevel } = form
  const input = { ...checked.value, gender, activityLevel }
  const result = calculateHarrisBenedict(input)
  return {
    ok: true,
    result: { result, activityLevel },
    facts: {
      heightCm: checked.value.height,
      weightKg: checked.value.weight,
      age: checked.value.age,
      sex: gender === 'female' ? 'feminino' : 'masculino',
    },
    save: { kind: 'harris_benedict', fields: harrisBenedictFields(input, result) },
  }
}

export function HarrisBenedictScreen() {
  const hb = useCalculator({
    id: 'hb',
    initial: INITIAL,
    calculate,
    saved: {
      kind: 'harris_benedict',
      restore: (fields) => {
        const { form, result } = restoreHarrisBenedict(fields)
        return { values: form, result: result && { result, activityLevel: form.activityLevel } }
      },
      fromProfile: (profile) => {
        const known = prefillFromProfile(profile, ridersYear())
        const age = known.age
        return {
          ...(known.heightCm != null && { height: toInputText(known.heightCm) }),
          ...(known.weightKg != null && { weight: toInputText(known.weightKg) }),
          ...(age != null &&
            age >= LIMITS.hbAge.min &&
            age <= LIMITS.hbAge.max && { age: String(age) }),
          ...(known.sex && { gender: known.sex === 'feminino' ? 'female' : 'male' }),
        }
      },
    },
  })

  const shown = hb.result
  return (
    <CalculatorScreen
      title="Harris-Benedict"
      intro="Calcule sua taxa metabólica basal (TMB) e quantas calorias você gasta por dia, pelo seu nível de atividade."
      calculator={hb}
      submitLabel="Calcular TMB"
      placeholder="Preencha seus dados e toque em Calcular TMB para ver suas calorias diárias."
      result={
        shown && (
          <HarrisBenedictResultView result={shown.result} activityLevel={shown.activityLevel} />
        )
      }
      fields={
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <HeightField {...hb.text('height', filterPositiveDecimal)} />
            <WeightField {...hb.text('weight', filterPositiveDecimal)} />
            <TextField
              id="idade"
              label="Idade"
              inputMode="numeric"
              maxLength={3}
              hint={`De ${LIMITS.hbAge.min} a ${LIMITS.hbAge.max} anos`}
              {...hb.text('age', filterPositiveInteger)}
            />
            <SelectField id="sexo" label="Sexo" options={GENDERS} {...hb.choice('gender')} />
          </div>
          <SelectField
            id="atividade"
            label="Nível de atividade"
            options={LEVELS}
            hint={
              ACTIVITY_LEVELS.find((level) => level.id === hb.values.activityLevel)?.description
            }
            {...hb.choice('activityLevel')}
          />
        </>
      }
    >
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
    </CalculatorScreen>
  )
}
