import { lazyScreen } from '../../../ui/lazy-screen'

/** The route's component: the screen itself loads right after the prerendered page paints. */
export const HeartRatePage = lazyScreen('Frequência Cardíaca', () =>
  import('./heart-rate-screen').then((m) => m.HeartRateScreen),
)
