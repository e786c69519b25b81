import { useCallback, useState, type FormEvent } from 'react'
import type { AthleteProfileFields, FtpFields } from '../../results'
import { Button } from '../../../ui/button'
import { ridersYear } from '../../../lib/format'
import { FTP_METHODS, calculateFtpZones, type FtpMethod, type FtpResult } from '../math/ftp'
import {
  LIMITS,
  filterNonNegativeNumber,
  filterPositiveDecimal,
  validateFtp,
  validateOptionalWeight,
} from '../math/validation'
import { AnonymousPrompt } from '../shared/anonymous-prompt'
import { CalculatorPage } from '../shared/calculator-page'
import { FormCard, ResultRegion, TwoPanels } from '../shared/calculator-layout'
import { FormError, SelectField, TextField } from '../shared/fields'
import { FTP_TOASTS } from '../shared/save-messages'
import { SavedResultLoader } from '../shared/saved-result-loader'
import { toInputText } from '../shared/figures'
import { ProfileOffer } from '../profile/profile-offer'
import { prefillFromProfile, type CalculationFacts } from '../profile/rules'
import { useResultSaver } from '../shared/use-result-saver'
import { FtpInfo } from './ftp-info'
import { FtpResultView } from './ftp-result'
import { ftpFields, restoreFtp } from './record'

const METHOD_OPTIONS = FTP_METHODS.map((m) => ({
  value: m.id,
  label: `${m.label} (${m.description})`,
}))

export function FtpScreen() {
  const [ftp, setFtp] = useState('')
  const [method, setMethod] = useState<FtpMethod>('coggan')
  const [weight, setWeight] = useState('')
  const [error, setError] = useState<{
    field: 'ftp' | 'peso'
    title?: string | undefined
    message: string
  } | null>(null)
  const [result, setResult] = useState<FtpResult | null>(null)
  const [touched, setTouched] = useState(false)
  const [focusKey, setFocusKey] = useState(0)
  const { saving, save } = useResultSaver()
  const [facts, setFacts] = useState<CalculationFacts | null>(null)

  const applyRecord = useCallback((fields: FtpFields) => {
    const restored = restoreFtp(fields)
    setFtp(restored.form.ftp)
    setMethod(restored.form.method)
    setWeight(restored.form.weight)
    setResult(restored.result)
  }, [])

  const applyProfile = useCallback((profile: AthleteProfileFields) => {
    const { weightKg } = prefillFromProfile(profile, ridersYear())
    if (weightKg != null) setWeight(toInputText(weightKg))
  }, [])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checkedFtp = validateFtp(ftp)
    if (!checkedFtp.ok) {
      setError({ field: 'ftp', title: checkedFtp.title, message: checkedFtp.message })
      return
    }
    const checkedWeight = validateOptionalWeight(weight)
    if (!checkedWeight.ok) {
      setError({ field: 'peso', message: checkedWeight.message })
      return
    }
    setError(null)
    const next = calculateFtpZones(checkedFtp.value, method, checkedWeight.value)
    setResult(next)
    setTouched(true)
    setFocusKey((key) => key + 1)
    setFacts({ weightKg: checkedWeight.value })
    void save('ftp', ftpFields(next, checkedWeight.value), FTP_TOASTS)
  }

  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setTouched(true)
      set(value)
    }
  const errorFor = (field: 'ftp' | 'peso') => (error?.field === field ? 'ftp-erro' : undefined)

  return (
    <CalculatorPage
      title="FTP"
      intro="Calcule suas zonas de potência a partir do FTP pelos métodos Coggan ou TrainerRoad, com W/kg se informar seu peso."
    >
      {!touched && <SavedResultLoader kind="ftp" onFields={applyRecord} onProfile={applyProfile} />}
      <TwoPanels>
        <FormCard>
          <form className="space-y-4" onSubmit={submit} noValidate>
            <TextField
              id="ftp"
              label="FTP (watts)"
              inputMode="decimal"
              maxLength={6}
              hint="Sua potência funcional de limiar"
              errorId={errorFor('ftp')}
              value={ftp}
              onValueChange={edit((text: string) => setFtp(filterNonNegativeNumber(text, ftp)))}
            />
            <SelectField
              id="metodo"
              label="Método"
              value={method}
              options={METHOD_OPTIONS}
              onValueChange={edit(setMethod)}
            />
            <TextField
              id="peso"
              label="Peso (kg)"
              inputMode="decimal"
              maxLength={5}
              hint={`Opcional, de ${LIMITS.weight.min} a ${LIMITS.weight.max} kg: mostra W/kg`}
              errorId={errorFor('peso')}
              value={weight}
              onValueChange={edit((text: string) => setWeight(filterPositiveDecimal(text, weight)))}
            />
            {error && <FormError id="ftp-erro" title={error.title} message={error.message} />}
            <Button type="submit" className="w-full" disabled={ftp === '' || saving}>
              {saving ? 'Salvando...' : 'Calcular Zonas'}
            </Button>
          </form>
        </FormCard>
        <ResultRegion
          focusKey={focusKey}
          placeholder="Digite seu FTP e toque em Calcular Zonas para ver suas zonas de potência."
        >
          {result && <FtpResultView result={result} />}
        </ResultRegion>
      </TwoPanels>
      <ProfileOffer facts={facts} />
      <AnonymousPrompt />
      <FtpInfo />
    </CalculatorPage>
  )
}
