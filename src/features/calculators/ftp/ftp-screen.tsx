import { FTP_METHODS, calculateFtpZones, type FtpResult } from '../../../domain/ftp'
import { ridersYear } from '../../../lib/format'
import {
  LIMITS,
  filterPositiveDecimal,
  validateFtp,
  validateOptionalWeight,
} from '../../../domain/validation'
import { CalculatorScreen } from '../calculator-screen'
import { WeightField } from '../../../ui/form/body-fields'
import { SelectField, TextField } from '../../../ui/form/fields'
import { GuidedTestLink } from '../shared/guided-test-link'
import { FTP_TOASTS } from '../../../ui/form/save-messages'
import { toInputText } from '../../../ui/form/figures'
import { prefillFromProfile } from '../profile/rules'
import { useCalculator, type Calculation } from '../shared/use-calculator'
import { staticPart } from '../../../ui/static-part'
import { FtpResultView } from './ftp-result'
import { ftpFields, restoreFtp, type FtpForm } from './record'

// What FTP is and how to measure it: read, never touched; on its own page it stays the HTML.
const FtpInfo = staticPart('ftp-info', () =>
  import('./ftp-info').then((m) => ({ default: m.FtpInfo })),
)

const METHOD_OPTIONS = FTP_METHODS.map((m) => ({
  value: m.id,
  label: `${m.label} (${m.description})`,
}))

const INITIAL: FtpForm = { ftp: '', method: 'coggan', weight: '' }

function calculate(form: FtpForm): Calculation<FtpResult> {
  const ftp = validateFtp(form.ftp)
  if (!ftp.ok) return { ...ftp, field: 'ftp' }
  const weight = validateOptionalWeight(form.weight)
  if (!weight.ok) return { ...weight, field: 'weight' }
  const result = calculateFtpZones(ftp.value, form.method, weight.value)
  return {
    ok: true,
    result,
    facts: { weightKg: weight.value },
    save: { kind: 'ftp', fields: ftpFields(result, weight.value) },
  }
}

export function FtpScreen() {
  const ftp = useCalculator({
    id: 'ftp',
    initial: INITIAL,
    calculate,
    toasts: FTP_TOASTS,
    saved: {
      kind: 'ftp',
      restore: (fields) => {
        const restored = restoreFtp(fields)
        return { values: restored.form, result: restored.result }
      },
      fromProfile: (profile) => {
        const { weightKg } = prefillFromProfile(profile, ridersYear())
        return weightKg != null ? { weight: toInputText(weightKg) } : {}
      },
    },
  })

  return (
    <CalculatorScreen
      title="FTP"
      intro="Calcule suas zonas de potência a partir do FTP pelos métodos Coggan ou TrainerRoad, com W/kg se informar seu peso."
      calculator={ftp}
      submitLabel="Calcular Zonas"
      requires="ftp"
      placeholder="Digite seu FTP e toque em Calcular Zonas para ver suas zonas de potência."
      result={ftp.result && <FtpResultView result={ftp.result} />}
      fields={
        <>
          <TextField
            id="ftp"
            label="FTP (watts)"
            hint="Sua potência funcional de limiar"
            {...ftp.amount('ftp', 6)}
          />
          <GuidedTestLink lead="Não sabe seu FTP?" to="/treinos/teste-ftp-20-minutos" />
          <SelectField
            id="metodo"
            label="Método"
            options={METHOD_OPTIONS}
            {...ftp.choice('method')}
          />
          <WeightField
            hint={`Opcional, de ${LIMITS.weight.min} a ${LIMITS.weight.max} kg: mostra W/kg`}
            {...ftp.text('weight', filterPositiveDecimal)}
          />
        </>
      }
    >
      <FtpInfo />
    </CalculatorScreen>
  )
}
