import { lazyPage } from './lazy-page'

/** /reset-password as a route component, its screen code loaded after first paint. */
export const ResetPasswordPage = lazyPage('Redefinir Senha', () =>
  import('./reset-password-screen').then((m) => m.ResetPasswordScreen),
)
