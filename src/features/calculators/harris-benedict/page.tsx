import { lazyScreen } from '../../../ui/lazy-screen'

/** The route's component: the screen itself loads right after the prerendered page paints. */
export const HarrisBenedictPage = lazyScreen('Harris-Benedict', () =>
  import('./harris-benedict-screen').then((m) => m.HarrisBenedictScreen),
)
