import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { AUTH_MESSAGES, signInErrorMessage } from '../../src/features/auth/error-messages.ts'
import { AuthLimits, MAX_KEYS } from '../../supabase/local/auth/rate-limit.ts'
import type { LocalSupabase } from '../../supabase/local/server.ts'
import { DEFAULT_SETTINGS } from '../../supabase/local/settings.ts'
import {
  devSettings,
  freshBackend,
  mailTo,
  newClient,
  newRider,
  uniqueEmail,
} from './helpers/backend.ts'

let backend: LocalSupabase

let offset = 0

/** Moves the server's clock on: every window of the limits (1 hour at most) starts empty. */
async function advance(seconds: number) {
  offset += seconds
  await devSettings(backend, { clockOffsetSeconds: offset })
}

beforeAll(async () => {
  backend = await freshBackend()
})

// All requests come from this one address: each test starts past every earlier test's windows.
beforeEach(async () => {
  await advance(3700)
})

describe('recovery reveals nothing about who has an account', () => {
  it('answers a known and an unknown address alike, the second time too', async () => {
    const rider = await newRider(backend)
    const unknown = uniqueEmail('ninguem')
    const anon = newClient(backend)
    for (const email of [rider.email, unknown]) {
      expect((await anon.auth.resetPasswordForEmail(email)).error).toBeNull()
    }
    const answers = []
    for (const email of [rider.email, unknown]) {
      const raw = await fetch(`${backend.url}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      })
      const body = (await raw.json()) as { code: string; msg: string }
      answers.push({ status: raw.status, code: body.code, msg: body.msg.replace(/\d+/, 'N') })
    }
    expect(answers[0]).toEqual({
      status: 429,
      code: 'over_email_send_rate_limit',
      msg: 'For security purposes, you can only request this after N seconds.',
    })
    expect(answers[1]).toEqual(answers[0])
    expect(await mailTo(backend, rider.email)).toHaveLength(1)
    expect(await mailTo(backend, unknown)).toEqual([])
  })

  it('limits each client per hour, and X-Forwarded-For does not make a new client', async () => {
    await devSettings(backend, { recoveryRequestsPerHour: 5 })
    for (let i = 0; i < 5; i += 1) {
      const spoofed = newClient(backend, backend.anonKey, { 'X-Forwarded-For': `203.0.113.${i}` })
      expect((await spoofed.auth.resetPasswordForEmail(uniqueEmail())).error).toBeNull()
    }
    const sixth = newClient(backend, backend.anonKey, { 'X-Forwarded-For': '198.51.100.9' })
    const { error } = await sixth.auth.resetPasswordForEmail(uniqueEmail())
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
  })
})

describe('password and sign-up grants are rate limited per client', () => {
  it('defaults to GoTrue’s: 30 sign-ins and sign-ups, 150 refreshes per 5 minutes', () => {
    expect(DEFAULT_SETTINGS.signInsPerFiveMinutes).toBe(30)
    expect(DEFAULT_SETTINGS.tokenRefreshesPerFiveMinutes).toBe(150)
  })

  it('counts sign-ins, right or wrong, and sign-ups in one allowance, then 429', async () => {
    await devSettings(backend, { signInsPerFiveMinutes: 4 })
    const rider = await newRider(backend) // a sign-up: 1 of 4
    const anon = newClient(backend)
    const wrong = await anon.auth.signInWithPassword({ email: rider.email, password: 'errada-1' })
    expect(wrong.error).toMatchObject({ code: 'invalid_credentials' })
    expect((await anon.auth.signInWithPassword(rider)).error).toBeNull()
    expect(
      (await newClient(backend).auth.signUp({ email: uniqueEmail(), password: 'segredo-123' }))
        .error,
    ).toBeNull()

    const refused = await newClient(backend).auth.signInWithPassword(rider)
    expect(refused.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
    // The rider reads the message the app already has for it.
    expect(signInErrorMessage(refused.error, { online: true })).toBe(AUTH_MESSAGES.rateLimit)
    expect(AUTH_MESSAGES.rateLimit).toMatch(/^Muitas tentativas/)
    const signUp = await newClient(backend).auth.signUp({
      email: uniqueEmail(),
      password: 'segredo-123',
    })
    expect(signUp.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
    const raw = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: rider.email, password: rider.password }),
    })
    expect(raw.status).toBe(429)
    const wait = Number(raw.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(300)

    // Five minutes on, the allowance is back.
    await advance(301)
    expect((await newClient(backend).auth.signInWithPassword(rider)).error).toBeNull()
  })

  it('limits refresh-token grants', async () => {
    const rider = await newRider(backend)
    await devSettings(backend, { tokenRefreshesPerFiveMinutes: 2 })
    for (let i = 0; i < 2; i += 1) {
      expect((await rider.client.auth.refreshSession()).error).toBeNull()
    }
    const { error } = await rider.client.auth.refreshSession()
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
  })
})

describe('the limiters’ memory', () => {
  it('stays bounded however many clients and addresses come', () => {
    const limits = new AuthLimits()
    const now = Date.now()
    for (let i = 0; i < MAX_KEYS * 2; i += 1) {
      limits.admitGrant(`10.0.${i >> 8}.${i & 255}`, now, 30)
      limits.admitRecovery(`10.1.${i >> 8}.${i & 255}`, now, 5)
      limits.admitMail(`x${i}@pedal.test`, now, 60)
    }
    expect(limits.size()).toBeLessThanOrEqual(MAX_KEYS * 4)
    // The newest keys are still counted.
    const last = `x${MAX_KEYS * 2 - 1}@pedal.test`
    expect(() => limits.admitMail(last, now, 60)).toThrow(/after 60 seconds/)
  })
})
