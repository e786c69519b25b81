import { describe, expect, it } from 'vitest'
import { readRecoveryLink, recoveryLinkEmail, type RecoveryLink } from './recovery-link'

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

describe('recoveryLinkEmail', () => {
  const jwt = (payload: object) =>
    `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`

  it.each<[string, string, string, string | null]>([
    [
      'the app template',
      '?token_hash=a&type=recovery&email=Bia%40Pedal.test',
      '',
      'bia@pedal.test',
    ],
    ['a template without it', '?token_hash=a&type=recovery', '', null],
    [
      'a hash link’s token',
      '',
      `#access_token=${jwt({ email: 'ana@x.test' })}&refresh_token=r`,
      'ana@x.test',
    ],
    ['a token that is not a JWT', '', '#access_token=nada&refresh_token=r', null],
  ])('%s', (_, search, hash, expected) => {
    expect(recoveryLinkEmail(search, hash)).toBe(expected)
  })
})
