import { expect, inject } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'

/** The seed accounts' password, also used for the accounts the tests create. */
export const PASSWORD = 'pedalar123'

let counter = 0
/** Spec files share one backend in parallel: every account a test changes is its own. */
export function uniqueEmail(tag: string): string {
  counter += 1
  return `e2e-${tag}-${Date.now().toString(36)}-${counter}@borapedalar.test`
}

/** A fresh account, made through the API so the browser starts signed out. */
export async function createAccount(tag: string, fullName = 'Rider de Teste'): Promise<string> {
  const email = uniqueEmail(tag)
  const response = await fetch(`${inject('backendURL')}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, data: { full_name: fullName } }),
  })
  if (response.status !== 200) throw new Error(`sign-up of ${email}: ${response.status}`)
  return email
}

/** Rows of a table as the server holds them (service role: what the rider cannot fake). */
export async function serverRows(table: string, query: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${inject('backendURL')}/rest/v1/${table}?${query}`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  })
  if (!response.ok) throw new Error(`${table}: ${response.status} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>[]
}

/** A request to the backend's dev-only routes (/_dev/mail, /_dev/settings) with the run's token. */
export function devFetch(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${inject('backendURL')}/_dev/${path}`, {
    ...init,
    headers: {
      'X-Dev-Token': inject('devToken'),
      'Content-Type': 'application/json',
      ...(init.headers as Record<string, string> | undefined),
    },
  })
}

/** The recovery link of the latest e-mail the dev mailbox holds for `email`. */
export async function mailLink(email: string): Promise<string> {
  let link = ''
  await expect
    .poll(
      async () => {
        const response = await devFetch(`mail?to=${encodeURIComponent(email)}`)
        const mails = (await response.json()) as { text: string }[]
        link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mails[0]?.text ?? '')?.[0] ?? ''
        return link
      },
      { timeout: 10_000 },
    )
    .not.toBe('')
  return link
}

/** The link of the latest admin-invitation e-mail the dev mailbox holds for `email`. */
export async function invitationLink(email: string): Promise<string> {
  const response = await devFetch(`mail?to=${encodeURIComponent(email)}`)
  const mails = (await response.json()) as { subject: string; text: string }[]
  const mail = mails.find((m) => m.subject === 'Convite para administrar o Bora Pedalar')
  const link = /https?:\/\/\S+\/convite-admin\?\S+/.exec(mail?.text ?? '')?.[0]
  if (!link) throw new Error(`no invitation e-mail for ${email}`)
  return link
}

/** Asks the backend for a recovery e-mail, as 'Esqueceu sua senha?' does. */
export async function requestRecovery(email: string): Promise<void> {
  const redirect = encodeURIComponent(`${inject('baseURL')}/reset-password`)
  const response = await fetch(`${inject('backendURL')}/auth/v1/recover?redirect_to=${redirect}`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  })
  if (response.status !== 200) throw new Error(`recovery for ${email}: ${response.status}`)
}

async function restSession(email: string): Promise<string> {
  const response = await fetch(`${inject('backendURL')}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status}`)
  return ((await response.json()) as { access_token: string }).access_token
}

async function restRpc(email: string, name: string, args: Record<string, string>) {
  const response = await fetch(`${inject('backendURL')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${await restSession(email)}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  })
  if (!response.ok)
    throw new Error(`${name} as ${email}: ${response.status} ${await response.text()}`)
}

/** The invitee's own account accepts the link of its latest invitation e-mail, over the API. */
export async function acceptInvitation(email: string): Promise<void> {
  const token = new URL(await invitationLink(email)).searchParams.get('token') ?? ''
  await restRpc(email, 'accept_admin_invitation', { token })
}

/** Makes `email` an admin the only way there is: the seed admin invites it, it accepts the link. */
export async function promoteByInvitation(email: string): Promise<void> {
  await restRpc('admin@borapedalar.test', 'invite_admin', { target_email: email })
  await acceptInvitation(email)
}
