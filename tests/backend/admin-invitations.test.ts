// Issue 21, finding 1: the admin role reaches only whoever controls the mailbox. promote_admin
// made whatever account held an address an admin, so a squatter who registered the address first
// got the role; now an invitation is mailed as a single-use, expiring link that only the account
// with that auth e-mail can accept.

import { createHash, randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'

import type { LocalSupabase } from '../../supabase/local/server.ts'
import {
  devSettings,
  freshBackend,
  invitationToken,
  mailTo,
  newClient,
  newRider,
  seedAccount,
  uniqueEmail,
  untyped,
  type Rider,
} from './helpers/backend.ts'

let backend: LocalSupabase
let admin: Rider

beforeAll(async () => {
  backend = await freshBackend()
  admin = await seedAccount(backend, 'admin@borapedalar.test')
})

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

async function userType(rider: Rider) {
  const { data } = await rider.client
    .from('profiles')
    .select('user_type')
    .eq('id', rider.id)
    .single()
  return data?.user_type
}

async function invite(email: string) {
  const answer = await admin.client.rpc('invite_admin', { target_email: email })
  expect(answer.error).toBeNull()
  return answer.data!
}

describe('admin invitations', () => {
  it('a squatter who registered the address first never gets the role', async () => {
    // The squatter learns that colega@… is about to be promoted and registers it first.
    const squatter = await newRider(backend, { email: uniqueEmail('colega'), fullName: 'Intruso' })

    // Direct promotion by e-mail no longer exists.
    const promote = await untyped(admin.client).rpc('promote_admin', {
      target_email: squatter.email,
    })
    expect(promote).toMatchObject({ status: 404, error: { code: 'PGRST202' } })
    expect(await userType(squatter)).toBe('visitor')

    // The admin invites the address: the answer is the invitation's id, no link, no token.
    const id = await invite(squatter.email)
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await userType(squatter)).toBe('visitor')

    // Holding the account is not enough: without the mailbox's link, nothing works.
    for (const token of ['', id, randomBytes(32).toString('base64url')]) {
      const guess = await squatter.client.rpc('accept_admin_invitation', { token })
      expect(guess).toMatchObject({ status: 400, error: { code: 'BP011' } })
    }
    // Nor can the squatter read the invitation, its hash or its link.
    const seen = await squatter.client.from('admin_invitations').select('id, email')
    expect(seen).toMatchObject({ error: null, data: [] })
    expect(await userType(squatter)).toBe('visitor')

    // The mailbox's owner takes the account back through the recovery mail and accepts.
    const token = await invitationToken(backend, squatter.email)
    expect(token).toMatch(/^[\w-]{43}$/)
    const owner = newClient(backend)
    await owner.auth.resetPasswordForEmail(squatter.email)
    const recovery = (await mailTo(backend, squatter.email)).find((m) =>
      m.subject.includes('senha'),
    )
    const tokenHash = /token_hash=([0-9a-f]+)/.exec(recovery?.text ?? '')?.[1] ?? ''
    expect(
      (await owner.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })).error,
    ).toBeNull()
    expect((await owner.auth.updateUser({ password: 'so-eu-sei-456' })).error).toBeNull()
    const accepted = await owner.rpc('accept_admin_invitation', { token: token! })
    expect(accepted.error).toBeNull()
    expect(accepted.data).toMatchObject({ id: squatter.id, user_type: 'admin' })
    // The squatter's session ended with the password change: no refresh, so no new token.
    expect((await squatter.client.auth.refreshSession()).error).not.toBeNull()
  })

  it('the link works once, only for the account with the invited e-mail', async () => {
    const invitee = await newRider(backend, { fullName: 'Convidada' })
    const other = await newRider(backend, { fullName: 'Outra Pessoa' })
    const id = await invite(invitee.email)
    const mail = (await mailTo(backend, invitee.email))[0]!
    expect(mail.subject).toBe('Convite para administrar o Bora Pedalar')
    expect(mail.text).toContain('O link vale por 7 dias e funciona uma vez.')
    const token = (await invitationToken(backend, invitee.email))!

    // Only the hash is stored (the service role sees it; admins not even the hash).
    const service = newClient(backend, backend.serviceRoleKey)
    const stored = await service.from('admin_invitation_tokens').select('*').eq('invitation_id', id)
    expect(stored.data).toEqual([{ invitation_id: id, token_hash: sha256(token) }])
    const invitation = await service.from('admin_invitations').select('*').eq('id', id).single()
    expect(invitation.data?.email).toBe(invitee.email)
    expect(JSON.stringify(invitation.data)).not.toContain(token)
    const hashForAdmins = await admin.client.from('admin_invitation_tokens').select('*')
    expect(hashForAdmins).toMatchObject({ status: 403, error: { code: '42501' } })

    // Another account holding the forwarded link: refused, told whom the link is for.
    const wrong = await other.client.rpc('accept_admin_invitation', { token })
    expect(wrong).toMatchObject({
      status: 400,
      error: { code: 'BP015', message: 'Este convite é para outro e-mail', details: invitee.email },
    })
    expect(await userType(other)).toBe('visitor')

    const accepted = await invitee.client.rpc('accept_admin_invitation', { token })
    expect(accepted.error).toBeNull()
    expect(accepted.data).toMatchObject({ id: invitee.id, user_type: 'admin' })
    expect((await invitee.client.from('admin_stats').select('*').single()).error).toBeNull()

    const again = await invitee.client.rpc('accept_admin_invitation', { token })
    expect(again).toMatchObject({ error: { code: 'BP013', message: 'Este convite já foi usado' } })
    const row = await admin.client
      .from('admin_invitations')
      .select('accepted_at, accepted_by')
      .eq('id', id)
      .single()
    expect(row.data?.accepted_by).toBe(invitee.id)

    // Already an admin: nothing to invite.
    const twice = await admin.client.rpc('invite_admin', { target_email: invitee.email })
    expect(twice).toMatchObject({ error: { code: 'BP009' } })
    await admin.client.rpc('demote_admin', { target: invitee.id })
  })

  it('an expired link is refused, and the address may be invited again', async () => {
    const invitee = await newRider(backend)
    await devSettings(backend, { adminInvitationLifetimeSeconds: 0 })
    try {
      await invite(invitee.email)
    } finally {
      await devSettings(backend, { adminInvitationLifetimeSeconds: 7 * 24 * 3600 })
    }
    const expired = (await invitationToken(backend, invitee.email))!
    const late = await invitee.client.rpc('accept_admin_invitation', { token: expired })
    expect(late).toMatchObject({ error: { code: 'BP014', message: 'Este convite expirou' } })
    expect(await userType(invitee)).toBe('visitor')

    await invite(invitee.email)
    const fresh = (await invitationToken(backend, invitee.email))!
    expect(fresh).not.toBe(expired)
    expect(
      (await invitee.client.rpc('accept_admin_invitation', { token: expired })).error?.code,
    ).toBe('BP014')
    expect((await invitee.client.rpc('accept_admin_invitation', { token: fresh })).error).toBeNull()
    await admin.client.rpc('demote_admin', { target: invitee.id })
  })

  it('admins list pending invitations and cancel them; a cancelled link is dead', async () => {
    const invitee = await newRider(backend)
    const id = await invite(invitee.email)
    const duplicate = await admin.client.rpc('invite_admin', { target_email: invitee.email })
    expect(duplicate).toMatchObject({
      status: 400,
      error: { code: 'BP010', message: 'Já existe um convite pendente para este e-mail' },
    })

    const pending = await admin.client
      .from('admin_invitations')
      .select('id, email, sent_at, expires_at')
      .is('accepted_at', null)
      .is('cancelled_at', null)
    expect(pending.data).toContainEqual(expect.objectContaining({ id, email: invitee.email }))
    const listed = pending.data!.find((p) => p.id === id)!
    const days = (Date.parse(listed.expires_at) - Date.parse(listed.sent_at!)) / 86_400_000
    expect(days).toBeCloseTo(7, 3)

    const token = (await invitationToken(backend, invitee.email))!
    const cancelled = await admin.client.rpc('cancel_admin_invitation', { invitation_id: id })
    expect(cancelled.error).toBeNull()
    const dead = await invitee.client.rpc('accept_admin_invitation', { token })
    expect(dead).toMatchObject({ error: { code: 'BP012', message: 'Este convite foi cancelado' } })
    expect(await userType(invitee)).toBe('visitor')

    const twice = await admin.client.rpc('cancel_admin_invitation', { invitation_id: id })
    expect(twice.error?.code).toBe('BP012')
    const unknown = await admin.client.rpc('cancel_admin_invitation', {
      invitation_id: crypto.randomUUID(),
    })
    expect(unknown).toMatchObject({ error: { code: 'BP011', message: 'Convite não encontrado' } })
  })

  it('inviting refuses an unknown e-mail clearly', async () => {
    const { error, status } = await admin.client.rpc('invite_admin', {
      target_email: 'ninguem@pedal.test',
    })
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: 'BP003', message: 'Usuário não encontrado' })
  })

  it('non-admins cannot invite, cancel, list or mint links; anonymous callers get 401', async () => {
    const organizer = await seedAccount(backend, 'organizador@borapedalar.test')
    const invitee = await newRider(backend)
    const id = await invite(invitee.email)

    const inviting = await organizer.client.rpc('invite_admin', { target_email: organizer.email })
    expect(inviting).toMatchObject({ status: 403, error: { code: '42501' } })
    const cancelling = await organizer.client.rpc('cancel_admin_invitation', { invitation_id: id })
    expect(cancelling).toMatchObject({ status: 403, error: { code: '42501' } })
    expect(await organizer.client.from('admin_invitations').select('id')).toMatchObject({
      error: null,
      data: [],
    })
    const writing = await untyped(organizer.client)
      .from('admin_invitations')
      .insert({ email: organizer.email })
    expect(writing).toMatchObject({ status: 403, error: { code: '42501' } })
    const editing = await untyped(admin.client)
      .from('admin_invitations')
      .update({ email: organizer.email })
      .eq('id', id)
    expect(editing).toMatchObject({ status: 403, error: { code: '42501' } })

    // Not even an admin may give an invitation a link of their choosing: only the mailer may.
    const token = randomBytes(32).toString('base64url')
    const minting = await admin.client.rpc('issue_admin_invitation_token', {
      invitation: id,
      hash: sha256(token),
    })
    expect(minting).toMatchObject({ status: 403, error: { code: '42501' } })

    const anon = newClient(backend)
    const anonInvite = await anon.rpc('invite_admin', { target_email: invitee.email })
    expect(anonInvite).toMatchObject({ status: 401, error: { code: '42501' } })
    const anonAccept = await anon.rpc('accept_admin_invitation', { token })
    expect(anonAccept).toMatchObject({ status: 401, error: { code: '42501' } })
    const anonList = await anon.from('admin_invitations').select('id')
    expect(anonList.status).toBe(401)
    await admin.client.rpc('cancel_admin_invitation', { invitation_id: id })
  })

  it('profiles.email follows the auth e-mail, and an invitation follows the address', async () => {
    const rider = await newRider(backend)
    await invite(rider.email)
    const token = (await invitationToken(backend, rider.email))!

    const moved = uniqueEmail('mudou')
    const changed = await rider.client.auth.updateUser({ email: moved })
    expect(changed.error).toBeNull()
    expect(changed.data.user?.email).toBe(moved)
    const profile = await rider.client.from('profiles').select('email').eq('id', rider.id).single()
    expect(profile.data?.email).toBe(moved)
    const seenByAdmin = await admin.client.from('profiles').select('email').eq('id', rider.id)
    expect(seenByAdmin.data).toEqual([{ email: moved }])

    // The invitation was for the old address; this account no longer has it.
    const refused = await rider.client.rpc('accept_admin_invitation', { token })
    expect(refused.error?.code).toBe('BP015')
    expect(await userType(rider)).toBe('visitor')

    const taken = await rider.client.auth.updateUser({ email: 'atleta@borapedalar.test' })
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' })
  })
})
