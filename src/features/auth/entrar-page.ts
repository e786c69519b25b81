import { lazyPage } from './lazy-page'

/** /entrar as a route component, its screen code loaded after first paint. */
export const EntrarPage = lazyPage('Bem-vindo de Volta', () =>
  import('./entrar-screen').then((m) => m.EntrarScreen),
)
