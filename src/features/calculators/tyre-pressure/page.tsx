import { lazyScreen } from '../../../ui/lazy-screen'

/** The route's component: the screen itself loads right after the prerendered page paints. */
export const TyrePressurePage = lazyScreen('Pressão dos Pneus', () =>
  import('./tyre-pressure-screen').then((m) => m.TyrePressureScreen),
)
