import { describe, expect, it } from 'vitest'
import { confirmsEmail } from './account-rights'
import { ORGANIZER_REQUEST_MESSAGES as M, organizerRequestErrorMessage } from './profile-api'

describe('confirmsEmail', () => {
  it.each([
    ['ana@pedal.test', 'ana@pedal.test', true],
    ['  ANA@Pedal.test ', 'ana@pedal.test', true],
    ['ana@pedal.tes', 'ana@pedal.test', false],
    ['', 'ana@pedal.test', false],
    ['ana@pedal.test', undefined, false],
  ])('%j against %j → %s', (typed, email, matches) => {
    expect(confirmsEmail(typed, email)).toBe(matches)
  })
})

describe('organizerRequestErrorMessage', () => {
  it.each([
    ['BP005', true, M.alreadyOrganizer],
    ['BP006', true, M.alreadyPending],
    ['42501', true, M.failed],
    [undefined, true, M.failed],
    [undefined, false, M.offline],
  ])('%s (online %s) → %s', (code, online, message) => {
    expect(organizerRequestErrorMessage(code, online)).toBe(message)
  })
})
