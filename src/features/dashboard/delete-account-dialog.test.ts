import { describe, expect, it } from 'vitest'
import { confirmsEmail } from './delete-account-dialog'

describe('confirmsEmail', () => {
  it.each([
    ['ana@pedal.test', 'ana@pedal.test', true],
    ['  ANA@Pedal.test ', 'ana@pedal.test', true],
    ['ana@pedal.test', ' Ana@Pedal.Test', true],
    ['ana@pedal.tes', 'ana@pedal.test', false],
    ['ana@pedal.test.br', 'ana@pedal.test', false],
    ['ana @pedal.test', 'ana@pedal.test', false],
    ['', 'ana@pedal.test', false],
    ['', '', false],
    ['  ', ' ', false],
    ['ana@pedal.test', undefined, false],
  ])('%j against %j → %s', (typed, email, matches) => {
    expect(confirmsEmail(typed, email)).toBe(matches)
  })
})
