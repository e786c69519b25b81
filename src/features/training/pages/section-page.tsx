import { lazyScreen } from '../../../ui/lazy-screen'

/** The route's component: the screen loads right after the prerendered page paints. */
export const TrainingSectionPage = lazyScreen('Programa de Treinamentos', () =>
  import('../section').then((m) => m.TrainingSection),
)
