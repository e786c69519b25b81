// Migration names (issue 39.13). The Supabase CLI applies migrations in the order of their
// 14-digit UTC timestamps, and `supabase db push` refuses a local migration older than the
// remote's last one. A name dated ahead of the clock it was written on (20261128000001 was
// committed on 2026-11-26) makes the next migration written with a real timestamp sort before
// it, so a project that applied the first would refuse the second. Name a new migration with
// `date -u +%Y%m%d%H%M%S` at the time it is written.

import { describe, expect, it } from 'vitest'

import { loadSchemaFiles } from './schema.ts'

/** The instant a version names, or null when it is not a real UTC date and time. */
function versionTime(version: string): number | null {
  const parts = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(version)
  if (!parts) return null
  const [, year, month, day, hour, minute, second] = parts
  const iso = `${year}-${month}-${day}T${hour}:${minute}:${second}.000Z`
  const time = Date.parse(iso)
  // Date.parse rolls some impossible dates over (30 February): only a round trip proves it real.
  return !Number.isNaN(time) && new Date(time).toISOString() === iso ? time : null
}

/** What is wrong with these versions, in the order they are applied, at `now`: one line each. */
function versionProblems(versions: string[], now: number): string[] {
  const problems: string[] = []
  versions.forEach((version, index) => {
    const time = versionTime(version)
    if (time === null) problems.push(`${version} is not a 14-digit UTC date and time`)
    else if (time > now) problems.push(`${version} is in the future`)
    const previous = versions[index - 1]
    if (previous !== undefined && version <= previous) {
      problems.push(`${version} does not come after ${previous}`)
    }
  })
  return problems
}

const versions = loadSchemaFiles().migrations.map((migration) => migration.version)

describe('supabase/migrations', () => {
  it('are named from the clock: real UTC timestamps, none in the future, each after the last', () => {
    expect(versions.length).toBeGreaterThan(0)
    expect(versionProblems(versions, Date.now())).toEqual([])
  })

  it('would have caught the migration dated ahead, on the day it was committed', () => {
    const committed = Date.parse('2026-11-26T09:54:33Z')
    expect(versionProblems(versions, committed)).toContain('20261128000001 is in the future')
  })
})

describe('versionProblems', () => {
  const now = Date.parse('2026-11-28T00:30:00Z')

  it.each([
    [['20261127003301', '20261128003000'], []],
    [['20261128003001'], ['20261128003001 is in the future']],
    [['2026112800000'], ['2026112800000 is not a 14-digit UTC date and time']],
    [['20261340000000'], ['20261340000000 is not a 14-digit UTC date and time']],
    [['20260230000000'], ['20260230000000 is not a 14-digit UTC date and time']],
    [['20261127240000'], ['20261127240000 is not a 14-digit UTC date and time']],
    [['20261127006000'], ['20261127006000 is not a 14-digit UTC date and time']],
    [['20261127000001', '20261127000001'], ['20261127000001 does not come after 20261127000001']],
    [['20261127000002', '20261127000001'], ['20261127000001 does not come after 20261127000002']],
  ])('%j', (list, problems) => {
    expect(versionProblems(list, now)).toEqual(problems)
  })
})
