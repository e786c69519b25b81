import { describe, expect, it } from 'vitest'
import { riderChallenges } from './rider-lists'
import type { Challenge } from './types'

const challenge = (id: string, starts_on: string, ends_on: string): Challenge => ({
  id,
  slug: id,
  title: id,
  description: '',
  kind: 'distance',
  goal: 100,
  starts_on,
  ends_on,
  indoor_counts: false,
  event_id: null,
})

describe('the rider’s challenges on the dashboard', () => {
  const endsToday = challenge('hoje', '2026-11-01', '2026-11-28')
  const later = challenge('depois', '2026-12-01', '2026-12-31')
  const other = challenge('outro', '2026-11-01', '2026-11-30')
  const ended = challenge('fim', '2026-10-01', '2026-11-27')
  const endedOther = challenge('fim-outro', '2026-10-01', '2026-10-31')
  const list = { open: [endsToday, other, later], finished: [ended, endedOther] }
  const joined = (id: string) => ({
    challenge_id: id,
    joined_at: '2026-11-01T03:00:00Z',
    on_leaderboard: false,
  })

  it.each([
    [[], 0, [], ['hoje', 'outro', 'depois'], ['fim', 'fim-outro']],
    [['hoje', 'fim'], 1, ['hoje', 'fim'], ['outro', 'depois'], ['fim-outro']],
    [['hoje', 'depois', 'fim'], 2, ['hoje', 'depois', 'fim'], ['outro'], ['fim-outro']],
    [['desconhecido'], 0, [], ['hoje', 'outro', 'depois'], ['fim', 'fim-outro']],
  ])('joined %j → %i active', (ids, active, mine, open, finished) => {
    const split = riderChallenges(list, ids.map(joined), '2026-11-28')
    expect(split.active).toBe(active)
    expect(split.joined.map((c) => c.id)).toEqual(mine)
    expect(split.open.map((c) => c.id)).toEqual(open)
    expect(split.finished.map((c) => c.id)).toEqual(finished)
  })
})
