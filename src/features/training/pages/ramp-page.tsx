import { lazyScreen } from '../../../ui/lazy-screen'

/** The route's component: the screen loads right after the prerendered page paints. */
export const RampTestPage = lazyScreen('Teste de Rampa', () =>
  import('../field-tests/field-test-screen').then((m) => m.RampTestScreen),
)
