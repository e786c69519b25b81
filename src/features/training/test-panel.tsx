import { Button } from '../../ui/button'
import { unlockAudio } from './cues'
import { FTHR_30_TEST, FTP_20_TEST, RAMP_TEST, type FieldTestProtocol } from './protocols'
import { SensorsPanel } from './sensors-panel'
import { clockText, TestPlayer } from './test-player'
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
    const { seconds } = phase.recording
    const recorded = seconds.length > 0 ? seconds[seconds.length - 1]!.second + 1 : 0
    return (
      <section aria-labelledby="teste-aberto" className="space-y-3">
        <h2 id="teste-aberto" className="text-lg font-bold text-zinc-50">
          Você tem um teste em andamento
        </h2>
        <p className="text-zinc-300">
          {clockText(recorded)} de teste gravados neste aparelho. Continue de onde parou ou encerre
          e calcule com o que foi gravado.
        </p>
        {/* The reload closed the links: the rest of the test is measured only if they open again. */}
        <SensorsPanel sensors={session.sensors} />
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={() => {
              unlockAudio()
              session.continueSaved()
            }}
          >
            Continuar o teste
          </Button>
          <Button variant="secondary" onClick={session.endSaved}>
            Encerrar e calcular com o que foi gravado
          </Button>
        </div>
      </section>
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
      <Button
        className="w-full sm:w-auto"
        onClick={() => {
          unlockAudio()
          session.start()
        }}
      >
        Iniciar teste
      </Button>
    </div>
  )
}

export const Ftp20Panel = () => <TestPanel test={FTP_20_TEST} />
export const RampPanel = () => <TestPanel test={RAMP_TEST} />
export const Fthr30Panel = () => <TestPanel test={FTHR_30_TEST} />
