/** The 'Usuários' tab's pure parts: the search filter PostgREST receives, and paging. */

export const USERS_PAGE_SIZE = 20

/**
 * A PostgREST `or=` filter matching the term in the name or the e-mail, or null for no filter.
 * The term is cut at characters that would end the filter or act as wildcards: `,` `(` `)` split
 * or group conditions, `*` and `%` are wildcards, `\\` escapes, `"` quotes.
 */
export function userSearchFilter(term: string): string | null {
  const clean = term
    .replace(/[,()*%\\"]/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
  if (!clean) return null
  return `full_name.ilike.*${clean}*,email.ilike.*${clean}*`
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
