/**
 * `/entrar?voltar=/eventos/pedal-da-serra-3f9a1c`: where a rider sent to sign in goes back to
 * afterwards (an event's 'Inscrever-se'). Only a path of this site is followed: never another
 * origin (`//outro.site`, `https:`), never a backslash a browser would read as a slash.
 */
export const RETURN_PARAM = 'voltar'
const MAX_LENGTH = 300

export function returnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null
  if (!value.startsWith('/') || value.startsWith('//')) return null
  for (const char of value) {
    const code = char.charCodeAt(0)
    if (char === '\\' || code < 0x20 || code === 0x7f) return null
  }
  return value
}

/** The return path the current address asks for, in the browser. */
export function returnPathOfAddress(): string | null {
  if (typeof window === 'undefined') return null
  return returnPath(new URLSearchParams(window.location.search).get(RETURN_PARAM))
}

/** `/entrar`'s address: `voltar`, when it is a path of this site. */
export function entrarSearch(search: Record<string, unknown>): { voltar?: string } {
  const back = returnPath(search[RETURN_PARAM])
  return back ? { voltar: back } : {}
}

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
