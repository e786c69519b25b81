import { describe, expect, it } from 'vitest'
import { pageCount, pageRange, userSearchFilter } from './users'

describe('userSearchFilter', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['ana', 'full_name.ilike.*ana*,email.ilike.*ana*'],
    ['  Ana  Souza ', 'full_name.ilike.*Ana Souza*,email.ilike.*Ana Souza*'],
    ['a,b', 'full_name.ilike.*a b*,email.ilike.*a b*'],
    ['x)or(id.eq.1', 'full_name.ilike.*x or id.eq.1*,email.ilike.*x or id.eq.1*'],
    ['100%*', 'full_name.ilike.*100*,email.ilike.*100*'],
    ['*,()', null],
  ])('%j → %j', (term, filter) => {
    expect(userSearchFilter(term)).toBe(filter)
  })
})

describe('paging', () => {
  it.each([
    [1, [0, 19]],
    [2, [20, 39]],
    [0, [0, 19]],
  ])('page %i covers rows %j', (page, range) => {
    expect(pageRange(page)).toEqual(range)
  })

  it.each([
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [45, 3],
  ])('%i users fill %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages)
  })
})
