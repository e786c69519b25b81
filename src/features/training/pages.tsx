import { lazyScreen } from '../../ui/lazy-screen'

// The route components: each screen loads right after its prerendered page paints. The titles are
// written here rather than read from the protocols, which would put those in the first paint.

export const TrainingSectionPage = lazyScreen('Programa de Treinamentos', () =>
  import('./section').then((m) => m.TrainingSection),
)

export const Ftp20TestPage = lazyScreen('Teste de FTP de 20 minutos', () =>
  import('./field-test-screen').then((m) => m.Ftp20TestScreen),
)

export const RampTestPage = lazyScreen('Teste de Rampa', () =>
  import('./field-test-screen').then((m) => m.RampTestScreen),
)

export const Fthr30TestPage = lazyScreen('Teste de FTHR de 30 minutos', () =>
  import('./field-test-screen').then((m) => m.Fthr30TestScreen),
)
