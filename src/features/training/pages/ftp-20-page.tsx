import { lazyScreen } from '../../../ui/lazy-screen'

/** The route's component: the screen loads right after the prerendered page paints. */
export const Ftp20TestPage = lazyScreen('Teste de FTP de 20 minutos', () =>
  import('../field-tests/field-test-screen').then((m) => m.Ftp20TestScreen),
)
