// One local Supabase per test worker, started on first use and reset by every test file, plus
// supabase-js clients the way the app makes them.

import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'

import { startLocalSupabase, type LocalSupabase } from '../../../supabase/local/server.ts'
import { HARNESS_AUTH_LIMITS } from '../../../supabase/local/settings.ts'
import type { Database } from './database.ts'

export type Client = SupabaseClient<Database>

let running: Promise<LocalSupabase> | null = null

/** The worker's server (in memory, any free port), as it was right after start. */
export async function freshBackend(): Promise<LocalSupabase> {
  if (!running) {
    // Every test account comes from this one address: the per-client auth limits stay out of the
    // way (restored by each file's reset); the tests of the limits set them back.
    running = startLocalSupabase({
      dataDir: 'memory',
      port: 0,
      dev: true,
      settings: HARNESS_AUTH_LIMITS,
    })
    return running
  }
  const backend = await running
  await backend.reset()
  return backend
}

/** A supabase-js client with no stored session; Node 20 needs a WebSocket class for realtime. */
export function newClient(
  backend: LocalSupabase,
  key = backend.anonKey,
  headers: Record<string, string> = {},
): Client {
  return createClient<Database>(backend.url, key, {
    global: { headers },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
}

export const uniqueEmail = (label = 'ciclista') => `${label}-${randomUUID().slice(0, 8)}@pedal.test`

/**
 * The same client without the schema's types, for requests the types would rightly forbid
 * (wrong value types, unknown tables) and for loops over several tables.
 */
export const untyped = (client: Client) => client as unknown as SupabaseClient

export interface Rider {
  client: Client
  id: string
  email: string
  password: string
}

/** Signs a new account up and returns its signed-in client. */
export async function newRider(
  backend: LocalSupabase,
  options: { email?: string; fullName?: string; metadata?: Record<string, unknown> } = {},
): Promise<Rider> {
  const client = newClient(backend)
  const email = options.email ?? uniqueEmail()
  const password = 'segredo-123'
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { data: { full_name: options.fullName ?? 'Ciclista Teste', ...options.metadata } },
  })
  if (error || !data.user) throw error ?? new Error('sign-up returned no user')
  return { client, id: data.user.id, email, password }
}

/** Signs one of the seed accounts in. */
export async function seedAccount(backend: LocalSupabase, email: string): Promise<Rider> {
  const client = newClient(backend)
  const password = 'pedalar123'
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw error
  return { client, id: data.user.id, email, password }
}

/** The headers a /_dev request needs: the run's token (and JSON for a body). */
export const devHeaders = (backend: LocalSupabase): Record<string, string> => ({
  'X-Dev-Token': backend.devToken ?? '',
  'Content-Type': 'application/json',
})

/** Changes the dev settings of the running server the way e2e tests do, over HTTP. */
export async function devSettings(backend: LocalSupabase, patch: Record<string, number>) {
  const response = await fetch(`${backend.url}/_dev/settings`, {
    method: 'POST',
    headers: devHeaders(backend),
    body: JSON.stringify(patch),
  })
  if (!response.ok) throw new Error(`POST /_dev/settings: ${response.status}`)
}

export interface OutboxMail {
  to: string
  subject: string
  text: string
  html: string
  sentAt: string
}

export async function mailTo(backend: LocalSupabase, email: string): Promise<OutboxMail[]> {
  const response = await fetch(`${backend.url}/_dev/mail?to=${encodeURIComponent(email)}`, {
    headers: devHeaders(backend),
  })
  if (!response.ok) throw new Error(`GET /_dev/mail: ${response.status}`)
  return (await response.json()) as OutboxMail[]
}

/** The token of the latest admin-invitation link the dev mailbox holds for `email`, or null. */
export async function invitationToken(
  backend: LocalSupabase,
  email: string,
): Promise<string | null> {
  const mail = (await mailTo(backend, email)).find((m) => m.subject.startsWith('Convite'))
  const link = /https?:\/\/\S+\/convite-admin\?\S+/.exec(mail?.text ?? '')?.[0]
  return link ? new URL(link).searchParams.get('token') : null
}

/**
 * Makes `rider` an admin the only way there is: `admin` invites the address, the link arrives in
 * the mailbox, and the rider's own account accepts it.
 */
export async function makeAdmin(backend: LocalSupabase, admin: Rider, rider: Rider) {
  const invited = await admin.client.rpc('invite_admin', { target_email: rider.email })
  if (invited.error) throw new Error(`invite_admin: ${invited.error.message}`)
  const token = await invitationToken(backend, rider.email)
  if (!token) throw new Error(`no invitation e-mail for ${rider.email}`)
  const accepted = await rider.client.rpc('accept_admin_invitation', { token })
  if (accepted.error) throw new Error(`accept_admin_invitation: ${accepted.error.message}`)
  return accepted.data
}
