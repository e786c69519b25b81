import { describe, expect, it } from 'vitest'
import { readRecoveryLink, type RecoveryLink } from './recovery-link'

describe('readRecoveryLink', () => {
  it.each<[string, string, string, RecoveryLink]>([
    [
      'the app template',
      '?token_hash=abc123&type=recovery',
      '',
      { kind: 'token-hash', tokenHash: 'abc123' },
    ],
    [
      'order does not matter',
      '?type=recovery&token_hash=1e5',
      '',
      { kind: 'token-hash', tokenHash: '1e5' },
    ],
    ['another type', '?token_hash=abc&type=signup', '', { kind: 'invalid' }],
    ['no type', '?token_hash=abc', '', { kind: 'invalid' }],
    ['nothing', '', '', { kind: 'invalid' }],
    ['an empty hash', '?token_hash=&type=recovery', '', { kind: 'invalid' }],
    [
      'tokens in the hash',
      '',
      '#access_token=at&refresh_token=rt&type=recovery',
      { kind: 'tokens', accessToken: 'at', refreshToken: 'rt' },
    ],
    ['tokens without a refresh token', '', '#access_token=at&type=recovery', { kind: 'invalid' }],
    [
      'an error from GoTrue',
      '',
      '#error=access_denied&error_code=otp_expired&error_description=expired',
      { kind: 'invalid' },
    ],
  ])('%s', (_, search, hash, expected) => {
    expect(readRecoveryLink(search, hash)).toEqual(expected)
  })
})
