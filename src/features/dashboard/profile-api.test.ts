import { describe, expect, it } from 'vitest'
import { ORGANIZER_REQUEST_MESSAGES as M, organizerRequestErrorMessage } from './profile-api'

describe('organizerRequestErrorMessage', () => {
  it.each([
    ['BP005', true, M.alreadyOrganizer],
    ['BP006', true, M.alreadyPending],
    ['42501', true, M.notSignedIn],
    ['BP016', true, 'Sua sessão terminou. Entre de novo para continuar.'],
    ['P0001', true, M.failed],
    [undefined, true, M.failed],
    [undefined, false, M.offline],
    ['BP006', false, M.alreadyPending],
  ])('%s (online %s) → %s', (code, online, message) => {
    expect(organizerRequestErrorMessage(code, online)).toBe(message)
  })

  it('the texts', () => {
    expect(M.sent).toBe('Solicitação enviada')
    expect(M.rejected).toBe('Solicitação recusada')
  })
})
