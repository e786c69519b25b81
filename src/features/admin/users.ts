/** The 'Usuários' tab's pure parts: the search filter PostgREST receives, and paging. */

export const USERS_PAGE_SIZE = 20
/** The search box asks the server once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * The term as one PostgREST filter value for `ilike`, in two layers:
 * - the LIKE pattern: its wildcards `%` `_` and its escape `\` are escaped with `\`; an `*` is
 *   PostgREST's spelling of `%` and has no escape, so it becomes `_` (any one character);
 * - the PostgREST value: double-quoted, so `,` `(` `)` `.` `:` cannot end it or open another
 *   condition, with `\` and `"` escaped inside the quotes.
 */
export function likeValue(term: string): string {
  const pattern = term.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '_')
  const quoted = pattern.replace(/[\\"]/g, (c) => `\\${c}`)
  return `"*${quoted}*"`
}

/** A PostgREST `or=` filter matching the term in the name or the e-mail, or null for no filter. */
export function userSearchFilter(term: string): string | null {
  const clean = term.trim().replace(/\s+/g, ' ')
  if (!clean) return null
  const value = likeValue(clean)
  return `full_name.ilike.${value},email.ilike.${value}`
}

/** The inclusive row range of a 1-based page (`.range(from, to)`). */
export function pageRange(page: number, size = USERS_PAGE_SIZE): [number, number] {
  const from = (Math.max(1, Math.floor(page)) - 1) * size
  return [from, from + size - 1]
}

/** How many pages `total` rows fill (at least one, so 'Página 1 de 1' when empty). */
export function pageCount(total: number, size = USERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size))
}

/** The page to show: within 1…pageCount(total) (a search that shrank the list pulls it back). */
export function clampPage(page: number, total: number, size = USERS_PAGE_SIZE): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCount(total, size))
}
