import { describe, expect, it } from 'vitest'
import { formatDate, formatLongDate, formatNumber } from './format'

describe('pt-BR formatting', () => {
  it.each([
    [new Date('2026-11-22T10:00:00Z'), '22/11/2026'],
    ['2026-01-05T00:00:00Z', '05/01/2026'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatDate(input)).toBe(expected)
  })

  it('formats a long date in Portuguese', () => {
    expect(formatLongDate('2026-11-22T10:00:00Z')).toBe('22 de novembro de 2026')
  })

  it.each([
    [72.5, 1, '72,5'],
    [1234.567, 2, '1.234,57'],
    [250, 0, '250'],
    [3.456, 2, '3,46'],
  ])('formats %d with %d decimals as %s', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected)
  })
})
