import WebSocket from 'ws'
import { describe, expect, it } from 'vitest'
import { config } from '../../lib/config'
import { createSupabaseClient } from '../../lib/supabase'
import {
  PERSISTED_SESSION_KEY,
  parsePersistedSession,
  sessionStorageKey,
} from './persisted-session'

const session = (user: unknown, extra: Record<string, unknown> = {}) => ({
  access_token: 'a.b.c',
  refresh_token: 'r1',
  expires_at: 1_900_000_000,
  token_type: 'bearer',
  user,
  ...extra,
})

describe('sessionStorageKey', () => {
  it.each([
    ['http://127.0.0.1:54321', 'sb-127-auth-token'],
    ['http://localhost:54321', 'sb-localhost-auth-token'],
    ['https://abcdefghijklmnop.supabase.co', 'sb-abcdefghijklmnop-auth-token'],
  ])('%s → %s', (url, key) => {
    expect(sessionStorageKey(url)).toBe(key)
  })

  it.each(['http://127.0.0.1:54321', 'https://abcdefghijklmnop.supabase.co'])(
    'matches the storageKey supabase-js itself uses for %s',
    (url) => {
      const client = createSupabaseClient(url, 'anon', {
        realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      })
      expect((client as unknown as { storageKey: string }).storageKey).toBe(sessionStorageKey(url))
    },
  )

  it('reads the project that lib/config resolves', () => {
    expect(PERSISTED_SESSION_KEY).toBe(sessionStorageKey(config.supabaseUrl))
  })
})

describe('parsePersistedSession', () => {
  it.each<[string, unknown, ReturnType<typeof parsePersistedSession>]>([
    [
      'a full session',
      session({ id: 'u1', email: 'a@b.co', user_metadata: { full_name: 'Ana Souza' } }),
      { id: 'u1', email: 'a@b.co', fullName: 'Ana Souza' },
    ],
    [
      'no name',
      session({ id: 'u1', email: 'a@b.co' }),
      { id: 'u1', email: 'a@b.co', fullName: null },
    ],
    [
      'a blank name',
      session({ id: 'u1', email: 'a@b.co', user_metadata: { full_name: '  ' } }),
      { id: 'u1', email: 'a@b.co', fullName: null },
    ],
    ['no user', session(undefined), null],
    ['a user without id', session({ email: 'a@b.co' }), null],
    ['no refresh token', session({ id: 'u1' }, { refresh_token: '' }), null],
    ['no access token', session({ id: 'u1' }, { access_token: undefined }), null],
    ['null (nothing stored)', null, null],
    ['a string', 'garbage', null],
    ['an array', [1, 2], null],
  ])('%s', (_, value, expected) => {
    expect(parsePersistedSession(value)).toEqual(expected)
  })
})
