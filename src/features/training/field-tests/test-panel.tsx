import { FTHR_30_TEST, FTP_20_TEST, RAMP_TEST, type FieldTestProtocol } from './protocols'
import { ResumeOffer, SensorsPanel, StartButton } from '../session'
import { TestPlayer } from './test-player'
import { TestResultView } from './test-result'
import { useFieldTest } from './use-field-test'

/** The test itself: set up (sensors), run, end with the result; or pick up a test left open. */
export function TestPanel({ test }: { test: FieldTestProtocol }) {
  const session = useFieldTest(test)
  const { phase, plan } = session

  if (phase.kind === 'running') return <TestPlayer test={session} />
  if (phase.kind === 'ended')
    return <TestResultView test={test} plan={plan} ended={phase} onRestart={session.restart} />
  if (phase.kind === 'resume') {
    return (
      <ResumeOffer
        session={session}
        noun="teste"
        id="teste-aberto"
        end={{
          label: 'Encerrar e calcular com o que foi gravado',
          advice: 'encerre e calcule com o que foi gravado',
        }}
      />
    )
  }

  return (
    <div className="space-y-5">
      {plan.ramp && (
        <p className="text-sm text-zinc-300">
          {plan.ftp
            ? `Com seu FTP salvo (${plan.ftp} W), a rampa começa em ${plan.ramp.startWatts} W e sobe ${plan.ramp.riseWatts} W por minuto.`
            : `Sem um FTP salvo, a rampa começa em ${plan.ramp.startWatts} W e sobe ${plan.ramp.riseWatts} W por minuto.`}
        </p>
      )}
      <SensorsPanel sensors={session.sensors} />
      <StartButton session={session} label="Iniciar teste" />
    </div>
  )
}

export const Ftp20Panel = () => <TestPanel test={FTP_20_TEST} />
export const RampPanel = () => <TestPanel test={RAMP_TEST} />
export const Fthr30Panel = () => <TestPanel test={FTHR_30_TEST} />
