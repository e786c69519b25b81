import { beforeAll, describe, expect, it } from 'vitest'

import type { LocalSupabase } from '../../supabase/local/server.ts'
import {
  devSettings,
  freshBackend,
  mailTo,
  newClient,
  newRider,
  seedAccount,
  uniqueEmail,
} from './helpers/backend.ts'

let backend: LocalSupabase

beforeAll(async () => {
  backend = await freshBackend()
})

/** Follows the newest recovery e-mail's link the way /reset-password does. */
async function recoveryLinkFor(email: string) {
  const [mail] = await mailTo(backend, email)
  if (!mail) throw new Error(`no mail to ${email}`)
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0]
  if (!link) throw new Error('no link in the recovery mail')
  return new URL(link)
}

describe('sign-up', () => {
  it('returns a session at once and creates a visitor profile from the metadata', async () => {
    const client = newClient(backend)
    const email = uniqueEmail()
    const { data, error } = await client.auth.signUp({
      email,
      password: 'segredo-123',
      options: { data: { full_name: 'Ana Trilha', person_type: 'pf', user_type: 'visitor' } },
    })
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
    expect(data.user?.email).toBe(email)
    const profile = await client.from('profiles').select('*').eq('id', data.user!.id).single()
    expect(profile.error).toBeNull()
    expect(profile.data).toMatchObject({
      email,
      full_name: 'Ana Trilha',
      user_type: 'visitor',
      person_type: 'pf',
    })
  })

  it('refuses an address already registered, in any letter case', async () => {
    const rider = await newRider(backend)
    const { error } = await newClient(backend).auth.signUp({
      email: rider.email.toUpperCase(),
      password: 'outra-senha',
    })
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists' })
  })

  it('refuses passwords under 6 characters with the weak-password reasons', async () => {
    const { error } = await newClient(backend).auth.signUp({
      email: uniqueEmail(),
      password: '12345',
    })
    expect(error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
    })
    expect(error && 'reasons' in error ? error.reasons : null).toEqual(['length'])
  })

  it('refuses a malformed e-mail address', async () => {
    const { error } = await newClient(backend).auth.signUp({
      email: 'not-an-email',
      password: 'segredo-123',
    })
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' })
  })
})

describe('password sign-in', () => {
  it('signs a seed account in with its user', async () => {
    const { data, error } = await newClient(backend).auth.signInWithPassword({
      email: 'atleta@borapedalar.test',
      password: 'pedalar123',
    })
    expect(error).toBeNull()
    expect(data.user?.email).toBe('atleta@borapedalar.test')
    expect(data.session?.expires_in).toBe(3600)
    expect(data.session?.refresh_token).toBeTruthy()
  })

  it('answers a wrong password and an unknown address alike', async () => {
    const wrong = await newClient(backend).auth.signInWithPassword({
      email: 'atleta@borapedalar.test',
      password: 'errada',
    })
    const unknown = await newClient(backend).auth.signInWithPassword({
      email: uniqueEmail('ninguem'),
      password: 'pedalar123',
    })
    for (const { error } of [wrong, unknown]) {
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      })
    }
  })
})

describe('sessions', () => {
  it('getUser answers for the signed-in user', async () => {
    const rider = await newRider(backend)
    const { data, error } = await rider.client.auth.getUser()
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ id: rider.id, email: rider.email })
  })

  it('rotates refresh tokens and refuses a used one', async () => {
    const rider = await newRider(backend)
    const first = (await rider.client.auth.getSession()).data.session!
    const refreshed = await rider.client.auth.refreshSession()
    expect(refreshed.error).toBeNull()
    expect(refreshed.data.session?.refresh_token).not.toBe(first.refresh_token)
    expect(refreshed.data.session?.access_token).toBeTruthy()

    const replay = await newClient(backend).auth.refreshSession({
      refresh_token: first.refresh_token,
    })
    expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' })
  })

  it('refuses an unknown refresh token', async () => {
    const { error } = await newClient(backend).auth.refreshSession({ refresh_token: 'nope' })
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
  })

  it('logout ends the session: its refresh token and access token stop working', async () => {
    const rider = await newRider(backend)
    const session = (await rider.client.auth.getSession()).data.session!
    expect((await rider.client.auth.signOut()).error).toBeNull()

    const other = newClient(backend)
    const refreshed = await other.auth.refreshSession({ refresh_token: session.refresh_token })
    expect(refreshed.error?.status).toBe(400)
    const user = await other.auth.getUser(session.access_token)
    expect(user.error?.name).toBe('AuthSessionMissingError')
  })

  it('an expired access token is refused by auth (403 bad_jwt) and REST (401 PGRST303)', async () => {
    const rider = await newRider(backend)
    const session = (await rider.client.auth.getSession()).data.session!
    await devSettings(backend, { clockOffsetSeconds: 2 * 3600 })
    try {
      const user = await newClient(backend).auth.getUser(session.access_token)
      expect(user.error).toMatchObject({ status: 403, code: 'bad_jwt' })
      const rows = await rider.client.from('user_ftp_data').select('*')
      expect(rows.status).toBe(401)
      expect(rows.error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' })
    } finally {
      await devSettings(backend, { clockOffsetSeconds: 0 })
    }
  })

  it('issues tokens with the configured lifetime', async () => {
    await devSettings(backend, { accessTokenLifetimeSeconds: 120 })
    try {
      const rider = await newRider(backend)
      const session = (await rider.client.auth.getSession()).data.session!
      expect(session.expires_in).toBe(120)
    } finally {
      await devSettings(backend, { accessTokenLifetimeSeconds: 3600 })
    }
  })
})

describe('password recovery', () => {
  // Every client here is 127.0.0.1: lift the per-client allowance except where it is the subject.
  beforeAll(async () => {
    await devSettings(backend, { recoveryRequestsPerHour: 1000 })
  })

  it('mails a one-use link to /reset-password that signs in and lets the password change', async () => {
    const rider = await newRider(backend)
    const anon = newClient(backend)
    const sent = await anon.auth.resetPasswordForEmail(rider.email, {
      redirectTo: 'http://127.0.0.1:4173/reset-password',
    })
    expect(sent.error).toBeNull()

    const [mail] = await mailTo(backend, rider.email)
    expect(mail).toMatchObject({ to: rider.email, subject: 'Redefina sua senha do Bora Pedalar' })
    expect(mail?.html).toContain('href="http://127.0.0.1:4173/reset-password?token_hash=')
    const link = await recoveryLinkFor(rider.email)
    expect(link.origin + link.pathname).toBe('http://127.0.0.1:4173/reset-password')
    expect(link.searchParams.get('type')).toBe('recovery')
    const tokenHash = link.searchParams.get('token_hash')!

    const reader = newClient(backend)
    const verified = await reader.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })
    expect(verified.error).toBeNull()
    expect(verified.data.user?.id).toBe(rider.id)

    const updated = await reader.auth.updateUser({ password: 'nova-senha-1' })
    expect(updated.error).toBeNull()
    const oldLogin = await newClient(backend).auth.signInWithPassword({
      email: rider.email,
      password: rider.password,
    })
    expect(oldLogin.error?.code).toBe('invalid_credentials')
    const newLogin = await newClient(backend).auth.signInWithPassword({
      email: rider.email,
      password: 'nova-senha-1',
    })
    expect(newLogin.error).toBeNull()

    const again = await newClient(backend).auth.verifyOtp({
      token_hash: tokenHash,
      type: 'recovery',
    })
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' })
  })

  it('points the link at the site URL when redirect_to is not a trusted origin', async () => {
    const rider = await newRider(backend)
    await newClient(backend).auth.resetPasswordForEmail(rider.email, {
      redirectTo: 'https://evil.example/steal',
    })
    const link = await recoveryLinkFor(rider.email)
    expect(link.origin + link.pathname).toBe('http://127.0.0.1:5173/reset-password')
  })

  it('refuses an expired link', async () => {
    const rider = await newRider(backend)
    await newClient(backend).auth.resetPasswordForEmail(rider.email)
    const tokenHash = (await recoveryLinkFor(rider.email)).searchParams.get('token_hash')!
    await devSettings(backend, { clockOffsetSeconds: 3601 })
    try {
      const { error } = await newClient(backend).auth.verifyOtp({
        token_hash: tokenHash,
        type: 'recovery',
      })
      expect(error).toMatchObject({ status: 403, code: 'otp_expired' })
    } finally {
      await devSettings(backend, { clockOffsetSeconds: 0 })
    }
  })

  it('refuses a made-up link', async () => {
    const { error } = await newClient(backend).auth.verifyOtp({
      token_hash: 'f'.repeat(56),
      type: 'recovery',
    })
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' })
  })

  it('answers an unknown address like a known one, and sends nothing', async () => {
    const email = uniqueEmail('desconhecido')
    const { error } = await newClient(backend).auth.resetPasswordForEmail(email)
    expect(error).toBeNull()
    expect(await mailTo(backend, email)).toEqual([])
  })

  it('refuses a malformed address', async () => {
    const { error } = await newClient(backend).auth.resetPasswordForEmail('sem-arroba')
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' })
  })

  it('allows one e-mail per address per minute and says how long to wait', async () => {
    const rider = await newRider(backend)
    const anon = newClient(backend)
    expect((await anon.auth.resetPasswordForEmail(rider.email)).error).toBeNull()
    const second = await anon.auth.resetPasswordForEmail(rider.email)
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    expect(second.error?.message).toMatch(
      /^For security purposes, you can only request this after (60|59) seconds\.$/,
    )
    expect(await mailTo(backend, rider.email)).toHaveLength(1)
    const raw = await fetch(`${backend.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: rider.email }),
    })
    expect(raw.status).toBe(429)
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('user updates', () => {
  it('refuses the current password as the new one and a weak one', async () => {
    const rider = await newRider(backend)
    const same = await rider.client.auth.updateUser({ password: rider.password })
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' })
    const weak = await rider.client.auth.updateUser({ password: 'abc' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
  })

  it('merges user metadata without touching the role', async () => {
    const rider = await seedAccount(backend, 'organizador@borapedalar.test')
    const { data, error } = await rider.client.auth.updateUser({
      data: { apelido: 'Org', user_type: 'admin' },
    })
    expect(error).toBeNull()
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Organizador Bora Pedalar' })
    const profile = await rider.client
      .from('profiles')
      .select('user_type')
      .eq('id', rider.id)
      .single()
    expect(profile.data).toEqual({ user_type: 'organizer' })
  })

  it('serves settings and health', async () => {
    const settings = (await (await fetch(`${backend.url}/auth/v1/settings`)).json()) as unknown
    expect(settings).toMatchObject({ mailer_autoconfirm: true, disable_signup: false })
    const health = await fetch(`${backend.url}/auth/v1/health`)
    expect(health.status).toBe(200)
  })
})
