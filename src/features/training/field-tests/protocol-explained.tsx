import { formatDuration } from '../frame'
import type { FieldTestProtocol, StepEffort } from './protocols'

const EFFORT: Record<StepEffort['kind'], string> = {
  easy: 'leve, dá para conversar',
  'fast-pedalling': 'giro rápido, acima de 100 rpm, sem força',
  'all-out': 'no máximo',
  threshold: 'o mais forte que você sustenta até o fim, sem estourar no começo',
  'ramp-step': 'a carga do degrau',
}

const RESULT: Record<FieldTestProtocol['id'], string> = {
  'ftp-20': 'FTP = 95 % da potência média dos 20 minutos, arredondado ao watt.',
  ramp: 'FTP = 75 % da melhor potência média de 1 minuto, arredondado ao watt.',
  'fthr-30':
    'FTHR = frequência cardíaca média dos últimos 20 dos 30 minutos. Com potência gravada, a potência média dos 30 minutos aparece como segunda referência de FTP.',
}

/** The protocol, step by step, and how the result comes out of it: read before the start. */
export function ProtocolExplained({ test }: { test: FieldTestProtocol }) {
  return (
    <section className="max-w-3xl text-zinc-300" aria-labelledby="protocolo">
      <h2 id="protocolo" className="text-xl font-bold text-zinc-50">
        O protocolo
      </h2>
      <ol className="mt-3 space-y-2 text-sm sm:text-base">
        {test.steps.map((step, index) => (
          <li
            // Steps repeat their names ('Recuperação'): the position is the identity.
            key={index}
            className={`flex gap-3 rounded-xl border p-3 ${
              step.measured
                ? 'border-brand-500/50 bg-brand-500/10'
                : 'border-zinc-800 bg-zinc-900/50'
            }`}
          >
            <span className="w-16 shrink-0 font-semibold text-zinc-50 tabular-nums">
              {formatDuration(step.seconds)}
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-zinc-100">{step.name}</span>
              <span className="block text-zinc-300">
                {EFFORT[step.effort.kind]}
                {step.measured && ' · é este bloco que mede o resultado'}
              </span>
            </span>
          </li>
        ))}
        {test.ramp && (
          <li className="flex gap-3 rounded-xl border border-brand-500/50 bg-brand-500/10 p-3">
            <span className="w-16 shrink-0 font-semibold text-zinc-50">1 min cada</span>
            <span className="min-w-0">
              <span className="block font-semibold text-zinc-100">Rampa até a exaustão</span>
              <span className="block text-zinc-300">
                Degraus de 1 minuto a partir de {test.ramp.startWatts} W, subindo{' '}
                {test.ramp.riseWatts} W por minuto (com um FTP salvo: a partir de{' '}
                {percent(test.ramp.startFractionOfFtp)} dele, subindo{' '}
                {percent(test.ramp.riseFractionOfFtp)} dele, arredondado a {test.ramp.roundToWatts}{' '}
                W), até você parar. O teste termina em &lsquo;Parar&rsquo; ou quando a potência fica
                abaixo de {percent(test.ramp.quitFraction)} do alvo por {test.ramp.quitSeconds}{' '}
                segundos.
              </span>
            </span>
          </li>
        )}
      </ol>
      <h2 className="mt-8 text-xl font-bold text-zinc-50">O resultado</h2>
      <p className="mt-3 text-sm leading-relaxed sm:text-base">{RESULT[test.id]}</p>
      <p className="mt-2 text-sm text-zinc-400">Protocolo: {test.source}.</p>
    </section>
  )
}

const percent = (fraction: number) => `${Math.round(fraction * 100)} %`
