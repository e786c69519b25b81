/**
 * What /entrar says after a sign-in, by where the rider goes next. Its own module: the return
 * path's rules ship with every page (guards.ts), these words only with /entrar.
 */
export const PREPARING_PANEL = 'Preparando seu painel...'

/** The spec's welcome (spec 01 §/entrar) when the rider goes to their panel. */
const PANEL_ARRIVALS = {
  '/admin': {
    welcome: 'Bem-vindo! Redirecionando para o painel de administrador...',
    preparing: PREPARING_PANEL,
  },
  '/dashboard': {
    welcome: 'Bem-vindo! Redirecionando para o painel de usuário...',
    preparing: PREPARING_PANEL,
  },
} as const

/**
 * What the welcome toast and the waiting screen say after a sign-in: where the rider goes next,
 * the panel in the spec's words, else the page that sent them (an event, an invitation).
 */
export function arrivalTexts(
  next: string,
  panel: '/admin' | '/dashboard',
): { welcome: string; preparing: string } {
  if (next === panel) return PANEL_ARRIVALS[panel]
  if (next.startsWith('/eventos/'))
    return { welcome: 'Bem-vindo! Voltando para o evento...', preparing: 'Abrindo o evento...' }
  if (next === '/convite-admin')
    return { welcome: 'Bem-vindo! Abrindo o seu convite...', preparing: 'Abrindo o convite...' }
  return {
    welcome: 'Bem-vindo! Voltando para a página anterior...',
    preparing: 'Abrindo a página...',
  }
}
