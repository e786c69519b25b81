import { Link } from '@tanstack/react-router'
import { Icon } from '../../ui/icons'
import { useHydrated } from '../../lib/use-hydrated'
import { ProtocolExplained } from './protocol-explained'
import {
  FTHR_30_TEST,
  FTP_20_TEST,
  RAMP_TEST,
  TRAINING_PATH,
  type FieldTestProtocol,
} from './protocols'

/** A field test's page: the protocol explained, then the test itself. */
export function FieldTestScreen({ test }: { test: FieldTestProtocol }) {
  const interactive = useHydrated()
  return (
    <div
      data-interactive={interactive ? 'true' : 'false'}
      className="mx-auto max-w-6xl px-4 py-8 sm:py-12"
    >
      <Link
        to={TRAINING_PATH}
        className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-xl px-2 text-sm font-semibold text-zinc-300 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
      >
        <Icon name="arrowLeft" size={18} />
        Voltar para Programa de Treinamentos
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">
        {test.title}
      </h1>
      <p className="mt-3 max-w-3xl text-base text-zinc-300 sm:text-lg">{test.summary}</p>
      <div className="mt-8">
        <ProtocolExplained test={test} />
      </div>
    </div>
  )
}

export const Ftp20TestScreen = () => <FieldTestScreen test={FTP_20_TEST} />
export const RampTestScreen = () => <FieldTestScreen test={RAMP_TEST} />
export const Fthr30TestScreen = () => <FieldTestScreen test={FTHR_30_TEST} />
