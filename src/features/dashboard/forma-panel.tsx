import { lazy } from 'react'
import { LazyPart } from '../../ui/lazy-part'
import { SectionHeading } from '../../ui/panel-parts'

// The panel's code is left out of the precache with the charts (vite.config.ts `*chart*`): the
// budget has no room for it. The worker keeps it from the first visit to the dashboard; offline
// before that, the panel says so.
const FormaChartPanel = lazy(() => import('./forma-chart-panel'))

/** 'Forma' on the rider's dashboard: fitness, fatigue and form from the rides on the device. */
export function FormaPanel() {
  return (
    <section aria-labelledby="forma-heading">
      <SectionHeading>
        <span id="forma-heading">Forma</span>
      </SectionHeading>
      <LazyPart
        loading={<p className="text-zinc-300">Carregando...</p>}
        unavailable={
          <p className="text-zinc-300">
            Forma indisponível offline: abra a dashboard uma vez com conexão.
          </p>
        }
      >
        <FormaChartPanel />
      </LazyPart>
    </section>
  )
}
