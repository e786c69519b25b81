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
