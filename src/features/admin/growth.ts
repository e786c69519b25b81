/** User growth by role per month, from the profiles' sign-up dates (pure). */

export interface SignupRow {
  user_type: string
  created_at: string
}

export interface GrowthPoint {
  month: string
  admin: number
  organizer: number
  visitor: number
}

const MONTH = new Intl.DateTimeFormat('pt-BR', { month: 'short', timeZone: 'UTC' })

function roleOf(type: string): 'admin' | 'organizer' | 'visitor' {
  return type === 'admin' || type === 'organizer' ? type : 'visitor'
}

/**
 * Accounts that existed at the end of each of the last `months` months (the current one included),
 * by role as they are today (the profiles keep no role history).
 */
export function growthByRole(rows: readonly SignupRow[], now: Date, months = 6): GrowthPoint[] {
  const points: GrowthPoint[] = []
  for (let back = months - 1; back >= 0; back -= 1) {
    const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)
    const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 1)
    const label = MONTH.format(new Date(start)).replace('.', '')
    const point: GrowthPoint = { month: label, admin: 0, organizer: 0, visitor: 0 }
    for (const row of rows) {
      const at = Date.parse(row.created_at)
      if (Number.isFinite(at) && at < end) point[roleOf(row.user_type)] += 1
    }
    points.push(point)
  }
  return points
}

export const ROLE_LABELS: Record<string, string> = {
  admin: 'Admin',
  organizer: 'Organizador',
  visitor: 'Visitante',
}

export function roleLabel(type: string): string {
  return ROLE_LABELS[type] ?? 'Usuário'
}
