import { writeString } from '../../lib/storage'

/**
 * The session-storage notes of spec 02 §2.3. Nothing reads them to decide a route: they record
 * how the rider moved through the calculators, so every write is best effort. (The hub's own
 * notes of §2.2 are left out: they have no visible effect and would push the hub over its
 * first-paint JavaScript budget.)
 */
export const SESSION_KEYS = {
  returning: 'calculadoras_returning',
  currentPage: 'calculadoras_current_page',
} as const

export function noteReturningFromCalculator(): void {
  writeString(SESSION_KEYS.returning, 'true', 'session')
}

export function noteCurrentPage(name: string): void {
  writeString(SESSION_KEYS.currentPage, name, 'session')
}
