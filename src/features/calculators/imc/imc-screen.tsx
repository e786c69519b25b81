import { calculateImc, type ImcResult } from '../math/imc'
import { ridersYear } from '../../../lib/format'
import { filterPositiveDecimal, validateImc } from '../../../domain/validation'
import { InfoSection } from '../../../ui/form/layout'
import { CalculatorScreen } from '../calculator-screen'
import { HeightField, WeightField } from '../../../ui/form/body-fields'
import { toInputText } from '../../../ui/form/figures'
import { prefillFromProfile } from '../profile/rules'
import { useCalculator, type Calculation } from '../shared/use-calculator'
import { ImcResultView } from './imc-result'
import { imcFields, restoreImc } from './record'

const INITIAL = { height: '', weight: '' }
type ImcForm = typeof INITIAL

function calculate(form: ImcForm): Calculation<ImcResult> {
  const checked = validateImc(form.height, form.weight)
  if (!checked.ok) return checked
  const { height, weight } = checked.value
  const result = calculateImc(weight, height)
  return {
    ok: true,
    result,
    facts: { heightCm: height, weightKg: weight },
    save: { kind: 'imc', fields: imcFields(height, weight, result) },
  }
}

export function ImcScreen() {
  const imc = useCalculator({
    id: 'imc',
    initial: INITIAL,
    calculate,
    saved: {
      kind: 'imc',
      restore: (fields) => {
        const restored = restoreImc(fields)
        return { values: restored.form, result: restored.result }
      },
      fromProfile: (profile) => {
        const { heightCm, weightKg } = prefillFromProfile(profile, ridersYear())
        return {
          ...(heightCm != null && { height: toInputText(heightCm) }),
          ...(weightKg != null && { weight: toInputText(weightKg) }),
        }
      },
    },
  })

  return (
    <CalculatorScreen
      title="IMC"
      intro="Calcule seu índice de massa corporal, veja sua classificação e recomendações."
      calculator={imc}
      submitLabel="Calcular IMC"
      placeholder="Informe sua altura e seu peso e toque em Calcular IMC."
      result={imc.result && <ImcResultView result={imc.result} />}
      fields={
        <>
          <HeightField {...imc.text('height', filterPositiveDecimal)} />
          <WeightField {...imc.text('weight', filterPositiveDecimal)} />
        </>
      }
    >
      <InfoSection title="Sobre o IMC">
        <p>
          O índice de massa corporal (IMC) é o peso em quilos dividido pelo quadrado da altura em
          metros. É a referência da Organização Mundial da Saúde para classificar o peso de adultos.
        </p>
        <p>
          O IMC não distingue músculo de gordura: ciclistas e atletas com muita massa muscular podem
          ter IMC alto sem excesso de gordura. Use-o como um indicador geral e converse com um
          profissional de saúde para uma avaliação completa.
        </p>
      </InfoSection>
    </CalculatorScreen>
  )
}
