import { describe, expect, it } from 'vitest'
import { clampPage, likeValue, pageCount, pageRange, userSearchFilter } from './users'

describe('userSearchFilter', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['ana', 'full_name.ilike."*ana*",email.ilike."*ana*"'],
    ['  Ana  Souza ', 'full_name.ilike."*Ana Souza*",email.ilike."*Ana Souza*"'],
    ['a,b', 'full_name.ilike."*a,b*",email.ilike."*a,b*"'],
    ['x)or(id.eq.1', 'full_name.ilike."*x)or(id.eq.1*",email.ilike."*x)or(id.eq.1*"'],
  ])('%j → %j', (term, filter) => {
    expect(userSearchFilter(term)).toBe(filter)
  })
})

describe('likeValue', () => {
  it.each([
    ['ana@pedal.test', String.raw`"*ana@pedal.test*"`],
    ['100%', String.raw`"*100\\%*"`],
    ['joao_silva', String.raw`"*joao\\_silva*"`],
    ['a*b', String.raw`"*a_b*"`],
    ['say "hi"', String.raw`"*say \"hi\"*"`],
    [String.raw`back\slash`, String.raw`"*back\\\\slash*"`],
    ['(Org), Ltda.', String.raw`"*(Org), Ltda.*"`],
  ])('%j → %s', (term, value) => {
    expect(likeValue(term)).toBe(value)
  })

  /** What PostgREST does with a quoted value (unescape, `*` → `%`), then SQL's ILIKE. */
  function serverMatches(value: string, text: string): boolean {
    const unquoted = value.slice(1, -1).replace(/\\(.)/g, '$1')
    const pattern = unquoted.replaceAll('*', '%')
    let regex = ''
    for (let i = 0; i < pattern.length; i += 1) {
      const c = pattern.charAt(i)
      if (c === '\\') {
        i += 1
        regex += pattern.charAt(i).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      } else if (c === '%') regex += '.*'
      else if (c === '_') regex += '.'
      else regex += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    }
    return new RegExp(`^${regex}$`, 'is').test(text)
  }

  it.each([
    ['ana', 'Ana Souza', true],
    ['100%', 'plano 100% pedal', true],
    ['100%', 'plano 1000 pedal', false],
    ['joao_silva', 'joao_silva@pedal.test', true],
    ['joao_silva', 'joaoxsilva@pedal.test', false],
    ['a,b', 'x a,b y', true],
    ['(Org), Ltda.', 'Pedal (Org), Ltda.', true],
    ['say "hi"', 'they say "hi"', true],
    [String.raw`back\slash`, String.raw`a back\slash`, true],
    [String.raw`back\slash`, 'a backslash', false],
    ['a*b', 'a*b', true],
  ])('%j finds %j: %s', (term, text, found) => {
    expect(serverMatches(likeValue(term), text)).toBe(found)
  })
})

describe('paging', () => {
  it.each([
    [1, [0, 19]],
    [2, [20, 39]],
    [3, [40, 59]],
    [0, [0, 19]],
    [1.7, [0, 19]],
  ])('page %d covers rows %j', (page, range) => {
    expect(pageRange(page)).toEqual(range)
  })

  it.each([
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [40, 2],
    [45, 3],
  ])('%i users fill %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages)
  })

  it.each([
    [1, 0, 1],
    [3, 45, 3],
    [4, 45, 3],
    [0, 45, 1],
    [5, 21, 2],
  ])('page %i of %i users shows page %i', (page, total, shown) => {
    expect(clampPage(page, total)).toBe(shown)
  })
})
