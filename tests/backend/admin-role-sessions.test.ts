// Issue 31.1: a role granted by an invitation never reaches an access token minted before the
// acceptance. Sign-ups and e-mail changes prove nothing about the mailbox, so a squatter can hold a
// session on the invited address; an access token outlives its session by up to an hour. The
// acceptance ends the account's other sessions, and every admin check asks for a live session.
// An invitation also dies with its inviter's role, and an expired one is never mailed.

import { beforeAll, describe, expect, it } from 'vitest'

import type { LocalSupabase } from '../../supabase/local/server.ts'
import {
  freshBackend,
  invitationToken,
  mailTo,
  makeAdmin,
  newClient,
  newRider,
  seedAccount,
  uniqueEmail,
  type Client,
  type Rider,
} from './helpers/backend.ts'

let backend: LocalSupabase
let admin: Rider

beforeAll(async () => {
  backend = await freshBackend()
  admin = await seedAccount(backend, 'admin@borapedalar.test')
})

/** The mailbox's owner takes the address back: the recovery link's session, signed in. */
async function recoverAccount(email: string): Promise<Client> {
  const owner = newClient(backend)
  expect((await owner.auth.resetPasswordForEmail(email)).error).toBeNull()
  const recovery = (await mailTo(backend, email)).find((m) => m.subject.includes('senha'))
  const tokenHash = /token_hash=([0-9a-f]+)/.exec(recovery?.text ?? '')?.[1] ?? ''
  expect((await owner.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })).error).toBeNull()
  return owner
}

/**
 * Everything an admin's token could do, tried with `client`'s token (its session ended): all
 * refused, the RPCs saying that the session ended (BP016, issue 39.10).
 */
async function expectNoAdminPower(client: Client, accomplice: Rider) {
  expect((await client.rpc('is_admin')).data).toBe(false)
  const invite = await client.rpc('invite_admin', { target_email: accomplice.email })
  expect(invite).toMatchObject({ status: 400, error: { code: 'BP016' } })
  const demote = await client.rpc('demote_admin', { target: admin.id })
  expect(demote).toMatchObject({ status: 400, error: { code: 'BP016' } })
  const stats = await client.from('admin_stats').select('*')
  expect(stats).toMatchObject({ status: 403, error: { code: '42501' } })
  expect((await client.from('admin_invitations').select('id')).data).toEqual([])
  const profiles = await client.from('profiles').select('id')
  expect(profiles.data?.map((p) => p.id)).not.toContain(admin.id)
}

describe('an invitation accepted by the mailbox’s owner', () => {
  it("gives nothing to the squatter's last access token (the issue's scenario)", async () => {
    const squatter = await newRider(backend, { email: uniqueEmail('bob'), fullName: 'Intruso' })
    const accomplice = await newRider(backend)
    await admin.client.rpc('invite_admin', { target_email: squatter.email })
    const token = (await invitationToken(backend, squatter.email))!

    // Bob recovers the password (which ends the squatter's refresh token) and accepts.
    const bob = await recoverAccount(squatter.email)
    expect((await bob.auth.updateUser({ password: 'so-eu-sei-456' })).error).toBeNull()
    expect((await bob.rpc('accept_admin_invitation', { token })).error).toBeNull()

    // The squatter's access token has not expired, and it reads the account's profile: admin.
    const own = await squatter.client.from('profiles').select('user_type').eq('id', squatter.id)
    expect(own.data).toEqual([{ user_type: 'admin' }])
    await expectNoAdminPower(squatter.client, accomplice)

    // Bob's own session is the admin.
    expect((await bob.rpc('is_admin')).data).toBe(true)
    expect((await bob.from('admin_stats').select('total_admins').single()).error).toBeNull()
    await admin.client.rpc('demote_admin', { target: squatter.id })
  })

  it('ends every other session of the account, even one the password change left alive', async () => {
    const squatter = await newRider(backend, { email: uniqueEmail('bob') })
    const accomplice = await newRider(backend)
    await admin.client.rpc('invite_admin', { target_email: squatter.email })
    const token = (await invitationToken(backend, squatter.email))!

    // Bob accepts straight from the recovery link's session, before changing the password.
    const bob = await recoverAccount(squatter.email)
    const accepted = await bob.rpc('accept_admin_invitation', { token })
    expect(accepted).toMatchObject({ error: null, data: { user_type: 'admin' } })

    expect((await squatter.client.auth.refreshSession()).error).toMatchObject({
      code: 'refresh_token_not_found',
    })
    await expectNoAdminPower(squatter.client, accomplice)
    // The accepting session goes on, and refreshes.
    expect((await bob.auth.refreshSession()).error).toBeNull()
    expect((await bob.rpc('is_admin')).data).toBe(true)
    await admin.client.rpc('demote_admin', { target: squatter.id })
  })

  it("an admin's ended session keeps no admin power until its token expires", async () => {
    const colleague = await newRider(backend)
    await makeAdmin(backend, admin, colleague)
    const accomplice = await newRider(backend)
    const elsewhere = newClient(backend)
    await elsewhere.auth.signInWithPassword({
      email: colleague.email,
      password: colleague.password,
    })
    expect((await elsewhere.rpc('is_admin')).data).toBe(true)

    // 'Sair' on that device: its access token is still unexpired, its session is gone.
    const { data } = await elsewhere.auth.getSession()
    const stale = newClient(backend, backend.anonKey, {
      Authorization: `Bearer ${data.session!.access_token}`,
    })
    expect((await elsewhere.auth.signOut({ scope: 'local' })).error).toBeNull()
    await expectNoAdminPower(stale, accomplice)
    expect((await colleague.client.rpc('is_admin')).data).toBe(true)
    await admin.client.rpc('demote_admin', { target: colleague.id })
  })
})

describe('an invitation outlives neither its inviter’s role nor its lifetime', () => {
  it('gives no role once the inviting admin is no longer admin', async () => {
    const inviter = await newRider(backend)
    await makeAdmin(backend, admin, inviter)
    const invitee = await newRider(backend)
    const invited = await inviter.client.rpc('invite_admin', { target_email: invitee.email })
    expect(invited.error).toBeNull()
    const token = (await invitationToken(backend, invitee.email))!

    expect((await admin.client.rpc('demote_admin', { target: inviter.id })).error).toBeNull()
    const refused = await invitee.client.rpc('accept_admin_invitation', { token })
    expect(refused).toMatchObject({ status: 400, error: { code: 'BP012' } })
    const profile = await invitee.client.from('profiles').select('user_type').eq('id', invitee.id)
    expect(profile.data).toEqual([{ user_type: 'visitor' }])
    // The admin panel no longer lists it as pending, and the address may be invited again.
    const row = await admin.client
      .from('admin_invitations')
      .select('cancelled_at, cancelled_by')
      .eq('id', invited.data!)
      .single()
    expect(row.data?.cancelled_by).toBe(admin.id)
    expect(
      (await admin.client.rpc('invite_admin', { target_email: invitee.email })).error,
    ).toBeNull()
  })

  it('gives no role once the inviting admin deleted their account', async () => {
    const inviter = await newRider(backend)
    await makeAdmin(backend, admin, inviter)
    const invitee = await newRider(backend)
    await inviter.client.rpc('invite_admin', { target_email: invitee.email })
    const token = (await invitationToken(backend, invitee.email))!

    expect((await inviter.client.rpc('delete_my_account')).error).toBeNull()
    const refused = await invitee.client.rpc('accept_admin_invitation', { token })
    expect(refused).toMatchObject({ status: 400, error: { code: 'BP012' } })
    expect(
      (await admin.client.rpc('invite_admin', { target_email: invitee.email })).error,
    ).toBeNull()
  })

  it('the mailer never sends an invitation that expired unsent, nor gives it a new lifetime', async () => {
    const invitee = await newRider(backend)
    // An invitation whose webhook never ran, found by the mailer after its expiry.
    const service = newClient(backend, backend.serviceRoleKey)
    const stale = await service
      .from('admin_invitations')
      .insert({
        email: invitee.email,
        invited_by: admin.id,
        created_at: new Date(Date.now() - 8 * 86_400_000).toISOString(),
        expires_at: new Date(Date.now() - 86_400_000).toISOString(),
      })
      .select('id, expires_at')
      .single()
    expect(stale.error).toBeNull()

    // The next invitation wakes the mailer, which sends what is unsent.
    await admin.client.rpc('invite_admin', { target_email: (await newRider(backend)).email })
    expect(await mailTo(backend, invitee.email)).toEqual([])
    const after = await service
      .from('admin_invitations')
      .select('sent_at, expires_at')
      .eq('id', stale.data!.id)
      .single()
    expect(after.data).toEqual({ sent_at: null, expires_at: stale.data!.expires_at })
    // Asked directly, the mailer's function gives no link either.
    const issued = await service.rpc('issue_admin_invitation_token', {
      invitation: stale.data!.id,
      hash: 'a'.repeat(64),
    })
    expect(issued).toMatchObject({ error: null, data: null })
  })
})
