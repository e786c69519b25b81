import { lazyScreen } from '../../ui/lazy-screen'

/** The route's component: the screen itself loads right after the prerendered page paints. */
export const RideAnalysisPage = lazyScreen('Análise de Pedal', () =>
  import('./ride-analysis-screen').then((m) => m.RideAnalysisScreen),
)
