import { describe, expect, it } from 'vitest'
import { readAllPages } from './paging'

describe('readAllPages', () => {
  it('reads page after page until the total', async () => {
    const table = Array.from({ length: 2500 }, (_, i) => i)
    const asked: [number, number][] = []
    const { data, error } = await readAllPages<number, Error>((from, to) => {
      asked.push([from, to])
      return Promise.resolve({ data: table.slice(from, to + 1), error: null, count: table.length })
    })
    expect(error).toBeNull()
    expect(data).toEqual(table)
    expect(asked).toEqual([
      [0, 999],
      [1000, 1999],
      [2000, 2999],
    ])
  })

  it('takes an answer far longer than the page it asked for (a server without a cap)', async () => {
    const table = Array.from({ length: 200_000 }, (_, i) => i)
    const { data, error } = await readAllPages<number, Error>(() =>
      Promise.resolve({ data: table, error: null, count: table.length }),
    )
    expect(error).toBeNull()
    expect(data).toHaveLength(200_000)
  })
})
