import { beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { changePasswordWith } from '../../src/features/auth/password-change.ts'
import { createSupabaseClient, type AppSupabaseClient } from '../../src/lib/supabase.ts'
import type { LocalSupabase } from '../../supabase/local/server.ts'
import { freshBackend, mailTo, newClient, newRider, uniqueEmail } from './helpers/backend.ts'

let backend: LocalSupabase

beforeAll(async () => {
  backend = await freshBackend()
})

/** A client as the app makes it (src/lib/supabase), its session kept in memory. */
const appClient = (): AppSupabaseClient =>
  createSupabaseClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })

/** Whether a refresh token still renews (a session that has ended cannot). */
async function renews(refreshToken: string): Promise<boolean> {
  const { error } = await newClient(backend).auth.refreshSession({ refresh_token: refreshToken })
  return error === null
}

async function otherDevice(email: string, password: string): Promise<string> {
  const { data, error } = await newClient(backend).auth.signInWithPassword({ email, password })
  if (error || !data.session) throw error ?? new Error('no session')
  return data.session.refresh_token
}

describe('a password change on the server', () => {
  it('ends every other session and the pending recovery link, and keeps the caller’s', async () => {
    const rider = await newRider(backend)
    const elsewhere = await otherDevice(rider.email, rider.password)
    const elsewhereClient = newClient(backend)
    await elsewhereClient.auth.signInWithPassword(rider)
    await newClient(backend).auth.resetPasswordForEmail(rider.email)
    const [mail] = await mailTo(backend, rider.email)
    const tokenHash = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '').searchParams.get(
      'token_hash',
    )

    const { error } = await rider.client.auth.updateUser({ password: 'senha-nova-1' })
    expect(error).toBeNull()

    expect(await renews(elsewhere)).toBe(false)
    // Its access token is refused too (auth-js hears session_not_found and drops the session).
    const stale = await elsewhereClient.auth.getUser()
    expect(stale.error).not.toBeNull()
    expect(stale.data.user).toBeNull()
    const link = await newClient(backend).auth.verifyOtp({
      token_hash: tokenHash ?? '',
      type: 'recovery',
    })
    expect(link.error).toMatchObject({ status: 403, code: 'otp_expired' })
    // The session that changed it goes on, and renews.
    expect((await rider.client.auth.getUser()).error).toBeNull()
    const { data } = await rider.client.auth.getSession()
    expect(await renews(data.session?.refresh_token ?? '')).toBe(true)
  })

  it('changing only the metadata ends no session', async () => {
    const rider = await newRider(backend)
    const elsewhere = await otherDevice(rider.email, rider.password)
    expect((await rider.client.auth.updateUser({ data: { apelido: 'Pedal' } })).error).toBeNull()
    expect(await renews(elsewhere)).toBe(true)
  })
})

describe("'Alterar senha' (changePasswordWith, the app's action)", () => {
  async function signedInApp(email: string, password: string) {
    const app = appClient()
    const { error } = await app.auth.signInWithPassword({ email, password })
    if (error) throw error
    return app
  }

  /** A check client whose sessions the test can still see after it signs out. */
  function watchedChecker() {
    const checker = appClient()
    const issued: string[] = []
    checker.auth.onAuthStateChange((event, session) => {
      if (event === 'SIGNED_IN' && session) issued.push(session.refresh_token)
    })
    return { checker, issued }
  }

  it('leaves exactly one live session: the app’s own', async () => {
    const email = uniqueEmail('senha')
    await newClient(backend).auth.signUp({ email, password: 'segredo-123' })
    const app = await signedInApp(email, 'segredo-123')
    const before = (await app.auth.getSession()).data.session
    const elsewhere = await otherDevice(email, 'segredo-123')
    const { checker, issued } = watchedChecker()

    const failure = await changePasswordWith(app, checker, {
      email,
      current: 'segredo-123',
      next: 'senha-nova-1',
    })
    expect(failure).toBeNull()

    // The app kept its session (not replaced by a new sign-in), and it still renews.
    const after = (await app.auth.getSession()).data.session
    expect(after?.access_token).toBe(before?.access_token)
    expect(issued).toHaveLength(1)
    expect(await renews(issued[0] ?? '')).toBe(false)
    expect(await renews(elsewhere)).toBe(false)
    expect(await renews(after?.refresh_token ?? '')).toBe(true)
    const signIn = await newClient(backend).auth.signInWithPassword({
      email,
      password: 'senha-nova-1',
    })
    expect(signIn.error).toBeNull()
  })

  it('a wrong current password changes nothing and leaves no session behind', async () => {
    const email = uniqueEmail('senha')
    await newClient(backend).auth.signUp({ email, password: 'segredo-123' })
    const app = await signedInApp(email, 'segredo-123')
    const elsewhere = await otherDevice(email, 'segredo-123')
    const { checker, issued } = watchedChecker()
    const failure = await changePasswordWith(app, checker, {
      email,
      current: 'errada-123',
      next: 'senha-nova-1',
    })
    expect(failure).toMatchObject({ step: 'current', error: { code: 'invalid_credentials' } })
    expect(issued).toEqual([])
    expect(await renews(elsewhere)).toBe(true)
  })

  it('a refused new password still ends the check’s session', async () => {
    const email = uniqueEmail('senha')
    await newClient(backend).auth.signUp({ email, password: 'segredo-123' })
    const app = await signedInApp(email, 'segredo-123')
    const { checker, issued } = watchedChecker()
    const failure = await changePasswordWith(app, checker, {
      email,
      current: 'segredo-123',
      next: 'segredo-123',
    })
    expect(failure).toMatchObject({ step: 'new', error: { code: 'same_password' } })
    expect(issued).toHaveLength(1)
    expect(await renews(issued[0] ?? '')).toBe(false)
  })
})
