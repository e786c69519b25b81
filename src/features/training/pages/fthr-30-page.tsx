import { lazyScreen } from '../../../ui/lazy-screen'

/** The route's component: the screen loads right after the prerendered page paints. */
export const Fthr30TestPage = lazyScreen('Teste de FTHR de 30 minutos', () =>
  import('../field-tests/field-test-screen').then((m) => m.Fthr30TestScreen),
)
