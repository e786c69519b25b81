import { useCallback, useState, type FormEvent } from 'react'
import type { AthleteProfileFields, ImcFields } from '../../results'
import { Button } from '../../../ui/button'
import { ridersYear } from '../../../lib/format'
import { calculateImc, type ImcResult } from '../math/imc'
import { LIMITS, filterPositiveDecimal, validateImc } from '../math/validation'
import { AnonymousPrompt } from '../shared/anonymous-prompt'
import { CalculatorPage } from '../shared/calculator-page'
import { FormCard, InfoSection, ResultRegion, TwoPanels } from '../shared/calculator-layout'
import { FormError, TextField } from '../shared/fields'
import { DEFAULT_TOASTS } from '../shared/save-messages'
import { SavedResultLoader } from '../shared/saved-result-loader'
import { toInputText } from '../shared/figures'
import { ProfileOffer } from '../profile/profile-offer'
import { prefillFromProfile, type CalculationFacts } from '../profile/rules'
import { useResultSaver } from '../shared/use-result-saver'
import { ImcResultView } from './imc-result'
import { imcFields, restoreImc } from './record'

export function ImcScreen() {
  const [height, setHeight] = useState('')
  const [weight, setWeight] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<ImcResult | null>(null)
  const [touched, setTouched] = useState(false)
  const [focusKey, setFocusKey] = useState(0)
  const { saving, save } = useResultSaver()
  const [facts, setFacts] = useState<CalculationFacts | null>(null)

  const applyRecord = useCallback((fields: ImcFields) => {
    const restored = restoreImc(fields)
    setHeight(restored.form.height)
    setWeight(restored.form.weight)
    setResult(restored.result)
  }, [])

  const applyProfile = useCallback((profile: AthleteProfileFields) => {
    const { heightCm, weightKg } = prefillFromProfile(profile, ridersYear())
    if (heightCm != null) setHeight(toInputText(heightCm))
    if (weightKg != null) setWeight(toInputText(weightKg))
  }, [])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = validateImc(height, weight)
    if (!checked.ok) {
      setError(checked.message)
      return
    }
    setError(null)
    const next = calculateImc(checked.value.weight, checked.value.height)
    setResult(next)
    setTouched(true)
    setFocusKey((key) => key + 1)
    setFacts({ heightCm: checked.value.height, weightKg: checked.value.weight })
    void save('imc', imcFields(checked.value.height, checked.value.weight, next), DEFAULT_TOASTS)
  }

  const errorId = error ? 'imc-erro' : undefined
  const onText = (set: (text: string) => void, previous: string) => (text: string) => {
    setTouched(true)
    set(filterPositiveDecimal(text, previous))
  }

  return (
    <CalculatorPage
      title="IMC"
      intro="Calcule seu índice de massa corporal, veja sua classificação e recomendações."
    >
      {!touched && <SavedResultLoader kind="imc" onFields={applyRecord} onProfile={applyProfile} />}
      <TwoPanels>
        <FormCard>
          <form className="space-y-4" onSubmit={submit} noValidate>
            <TextField
              id="altura"
              label="Altura (cm)"
              inputMode="decimal"
              maxLength={5}
              hint={`De ${LIMITS.height.min} a ${LIMITS.height.max} cm`}
              errorId={errorId}
              value={height}
              onValueChange={onText(setHeight, height)}
            />
            <TextField
              id="peso"
              label="Peso (kg)"
              inputMode="decimal"
              maxLength={5}
              hint={`De ${LIMITS.weight.min} a ${LIMITS.weight.max} kg`}
              errorId={errorId}
              value={weight}
              onValueChange={onText(setWeight, weight)}
            />
            {error && <FormError id="imc-erro" message={error} />}
            <Button type="submit" className="w-full" disabled={saving}>
              {saving ? 'Salvando...' : 'Calcular IMC'}
            </Button>
          </form>
        </FormCard>
        <ResultRegion
          focusKey={focusKey}
          placeholder="Informe sua altura e seu peso e toque em Calcular IMC."
        >
          {result && <ImcResultView result={result} />}
        </ResultRegion>
      </TwoPanels>
      <ProfileOffer facts={facts} />
      <AnonymousPrompt />
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
    </CalculatorPage>
  )
}
