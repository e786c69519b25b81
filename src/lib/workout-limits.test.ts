import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MAX_SESSION_SECONDS, WORKOUT_LIMITS } from './workout-limits'

// The table's checks as shipped; a later migration that moves a bound must move this test with it.
const migration = readFileSync(
  new URL('../../supabase/migrations/20261128000001_user_workouts.sql', import.meta.url),
  'utf8',
)

/** The `between a and b` of a column's check in the create table. */
function serverBounds(column: string): [number, number] {
  const check = new RegExp(`^\\s*${column} \\w+ not null .*between (\\d+) and (\\d+)\\)`, 'm')
  const match = check.exec(migration)
  if (!match) throw new Error(`No bounds for ${column} in the migration`)
  return [Number(match[1]), Number(match[2])]
}

describe('WORKOUT_LIMITS: the server’s own bounds on user_workouts', () => {
  it('a name of 1 to nameMaxChars characters', () => {
    expect(serverBounds('name')).toEqual([1, WORKOUT_LIMITS.nameMaxChars])
  })

  it('a text of 1 to textMaxChars characters', () => {
    expect(serverBounds('text')).toEqual([1, WORKOUT_LIMITS.textMaxChars])
  })

  it('1 s to maxSeconds, six hours, the longest session', () => {
    expect(serverBounds('total_seconds')).toEqual([1, WORKOUT_LIMITS.maxSeconds])
    expect(MAX_SESSION_SECONDS).toBe(6 * 3600)
    expect(WORKOUT_LIMITS.maxSeconds).toBe(MAX_SESSION_SECONDS)
  })
})
