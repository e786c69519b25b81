import { describe, expect, it } from 'vitest'
import { growthByRole, roleLabel } from './growth'

describe('user growth by role', () => {
  const now = new Date('2026-06-15T12:00:00Z')
  it('counts accounts existing at the end of each month, by role', () => {
    const points = growthByRole(
      [
        { user_type: 'admin', created_at: '2025-12-01T00:00:00Z' },
        { user_type: 'visitor', created_at: '2026-02-10T00:00:00Z' },
        { user_type: 'organizer', created_at: '2026-04-30T23:59:59Z' },
        { user_type: 'user', created_at: '2026-06-01T00:00:00Z' },
      ],
      now,
    )
    expect(points.map((p) => p.month)).toEqual(['jan', 'fev', 'mar', 'abr', 'mai', 'jun'])
    expect(points.map((p) => [p.admin, p.organizer, p.visitor])).toEqual([
      [1, 0, 0],
      [1, 0, 1],
      [1, 0, 1],
      [1, 1, 1],
      [1, 1, 1],
      [1, 1, 2],
    ])
  })
  it('role labels', () => {
    expect(['admin', 'organizer', 'visitor', 'x'].map(roleLabel)).toEqual([
      'Admin',
      'Organizador',
      'Visitante',
      'Usuário',
    ])
  })
})
