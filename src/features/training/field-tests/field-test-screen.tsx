import { memo, type JSX } from 'react'
import { LazyPart, preloadedScreen } from '../../../ui/lazy-part'
import { ProtocolExplained } from './protocol-explained'
import { TrainingPage } from '../frame'
import {
  FTHR_30_TEST,
  FTP_20_TEST,
  RAMP_TEST,
  type FieldTestId,
  type FieldTestProtocol,
} from './protocols'

// The test itself (sensors, recording, results) is its own chunk, so the route's list of what to
// preload stays small; the page's loader asks for it with the screen (prerender-plugin.ts), and
// it hydrates over its prerendered copy as the screen does.
const PANELS: Record<FieldTestId, () => JSX.Element> = {
  'ftp-20': preloadedScreen(() => import('./test-panel').then((m) => m.Ftp20Panel), null),
  ramp: preloadedScreen(() => import('./test-panel').then((m) => m.RampPanel), null),
  'fthr-30': preloadedScreen(() => import('./test-panel').then((m) => m.Fthr30Panel), null),
}

/**
 * Memoised: the page's own update at hydration (`data-interactive`) must not reach the panel's
 * boundary while it is still hydrating, or React drops its prerendered copy and draws it again.
 */
const PanelSlot = memo(function PanelSlot({ id }: { id: FieldTestId }) {
  const Panel = PANELS[id]
  return (
    <div className="mt-6 max-w-3xl rounded-2xl border border-zinc-800 bg-zinc-900/70 p-4 sm:p-6">
      <LazyPart
        loading={null}
        unavailable={
          <p role="alert" className="text-zinc-200">
            O teste não carregou. Confira a conexão e recarregue a página.
          </p>
        }
      >
        <Panel />
      </LazyPart>
    </div>
  )
})

/** A field test's page: the protocol explained, then the test itself. */
export function FieldTestScreen({ test }: { test: FieldTestProtocol }) {
  return (
    <TrainingPage>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">
        {test.title}
      </h1>
      <p className="mt-3 max-w-3xl text-base text-zinc-300 sm:text-lg">{test.summary}</p>
      <PanelSlot id={test.id} />
      <div className="mt-10">
        <ProtocolExplained test={test} />
      </div>
    </TrainingPage>
  )
}

export const Ftp20TestScreen = () => <FieldTestScreen test={FTP_20_TEST} />
export const RampTestScreen = () => <FieldTestScreen test={RAMP_TEST} />
export const Fthr30TestScreen = () => <FieldTestScreen test={FTHR_30_TEST} />
