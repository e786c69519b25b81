import { lazyScreen } from '../../ui/lazy-screen'

/** The hub's route component: like the calculators, its code loads right after the page paints. */
export const CalculatorsHubPage = lazyScreen('Calculadoras', () =>
  import('./hub').then((m) => m.CalculatorsHub),
)
