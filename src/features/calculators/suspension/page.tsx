import { lazyScreen } from '../../../ui/lazy-screen'

/** The route's component: the screen itself loads right after the prerendered page paints. */
export const SuspensionPage = lazyScreen('Suspensão', () =>
  import('./suspension-screen').then((m) => m.SuspensionScreen),
)
