/**
 * Reads every row of a query page by page. A hosted Supabase answers at most `max_rows` rows per
 * read (supabase/config.toml: 1000) and says nothing when it cuts, so a read that may pass that
 * must loop over `.range()`. The query must have a stable order (a unique column last) and should
 * ask `{ count: 'exact' }`: with the total known, a page shorter than asked (a server capping
 * lower than PAGE_ROWS) does not end the loop early.
 *
 *   const { data, error } = await readAllPages((from, to) =>
 *     supabase.from('profiles').select('*', { count: 'exact' }).order('id').range(from, to))
 */

/** One page per request: the hosted cap (config.toml `[api] max_rows`). */
export const PAGE_ROWS = 1000

interface PageAnswer<T, E> {
  data: T[] | null
  error: E | null
  count?: number | null
}

export async function readAllPages<T, E>(
  page: (from: number, to: number) => PromiseLike<PageAnswer<T, E>>,
  size = PAGE_ROWS,
): Promise<{ data: T[]; error: E | null }> {
  const rows: T[] = []
  for (;;) {
    const answer = await page(rows.length, rows.length + size - 1)
    if (answer.error) return { data: rows, error: answer.error }
    const got = answer.data ?? []
    // One at a time: spread into push, an answer of some 100,000 rows overflows the stack.
    for (const row of got) rows.push(row)
    const total = answer.count ?? null
    const done = got.length === 0 || (total === null ? got.length < size : rows.length >= total)
    if (done) return { data: rows, error: null }
  }
}
