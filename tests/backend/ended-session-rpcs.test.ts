// Issue 39.10: an access token outlives its session (signed out, or ended by a password change or
// an invitation's acceptance) until it expires, up to an hour. Reads and writes of the rider's
// own rows still take it, as on Supabase; the irreversible and role-changing RPCs do not: each
// refuses it with BP016 and changes nothing. The auth endpoint that changes a password or an
// e-mail refuses it too (403 session_not_found), as GoTrue does.

import { beforeAll, describe, expect, it } from 'vitest'

import type { LocalSupabase } from '../../supabase/local/server.ts'
import {
  freshBackend,
  invitationToken,
  makeAdmin,
  newClient,
  newRider,
  seedAccount,
  untyped,
  type Client,
  type Rider,
} from './helpers/backend.ts'

let backend: LocalSupabase
let admin: Rider

beforeAll(async () => {
  backend = await freshBackend()
  admin = await seedAccount(backend, 'admin@borapedalar.test')
})

const SESSION_ENDED = {
  status: 400,
  error: { code: 'BP016', message: 'Sua sessão terminou. Entre de novo para continuar.' },
}

type Ending = 'global' | 'local'

interface EndedDevice {
  /** A client sending the ended session's access token, unexpired. */
  stale: Client
  accessToken: string
}

/** `rider` signs in on one more device and signs out there ('Sair' is local, the profile's global). */
async function endedDevice(rider: Rider, scope: Ending): Promise<EndedDevice> {
  const device = newClient(backend)
  const { data, error } = await device.auth.signInWithPassword(rider)
  if (error || !data.session) throw error ?? new Error('no session')
  expect((await device.auth.signOut({ scope })).error).toBeNull()
  const accessToken = data.session.access_token
  return {
    stale: newClient(backend, backend.anonKey, { Authorization: `Bearer ${accessToken}` }),
    accessToken,
  }
}

/** Whether the account is still there: its password still signs in. */
async function signsIn(rider: Rider, password = rider.password): Promise<boolean> {
  const { error } = await newClient(backend).auth.signInWithPassword({
    email: rider.email,
    password,
  })
  return error === null
}

async function userType(rider: Rider): Promise<string | undefined> {
  const service = newClient(backend, backend.serviceRoleKey)
  const { data } = await service.from('profiles').select('user_type').eq('id', rider.id)
  return data?.[0]?.user_type
}

describe.each<Ending>(['global', 'local'])('a token whose session ended (signOut %s)', (scope) => {
  it('deletes no account', async () => {
    const rider = await newRider(backend)
    await rider.client.from('user_ftp_data').insert({ ftp: 250 })
    const { stale } = await endedDevice(rider, scope)

    expect(await stale.rpc('delete_my_account')).toMatchObject(SESSION_ENDED)
    expect(await signsIn(rider)).toBe(true)
    expect(await userType(rider)).toBe('visitor')

    // A live session's token still deletes it.
    const live = newClient(backend)
    await live.auth.signInWithPassword(rider)
    expect((await live.rpc('delete_my_account')).error).toBeNull()
    expect(await signsIn(rider)).toBe(false)
  })

  it('asks for no role', async () => {
    const rider = await newRider(backend)
    const { stale } = await endedDevice(rider, scope)
    expect(await stale.rpc('request_organizer_upgrade')).toMatchObject(SESSION_ENDED)
    const service = newClient(backend, backend.serviceRoleKey)
    const requests = await service.from('organizer_requests').select('id').eq('user_id', rider.id)
    expect(requests).toMatchObject({ error: null, data: [] })
  })

  it('changes neither the password nor the e-mail (the auth endpoint: 403 session_not_found)', async () => {
    const rider = await newRider(backend)
    const { accessToken } = await endedDevice(rider, scope)
    for (const body of [{ password: 'tomada-456' }, { email: `novo-${rider.email}` }]) {
      const answer = await fetch(`${backend.url}/auth/v1/user`, {
        method: 'PUT',
        headers: {
          apikey: backend.anonKey,
          Authorization: `Bearer ${accessToken}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      })
      expect(answer.status).toBe(403)
      expect(await answer.json()).toMatchObject({ code: 'session_not_found' })
    }
    expect(await signsIn(rider)).toBe(true)
    expect(await signsIn(rider, 'tomada-456')).toBe(false)
  })

  it("accepts no invitation, and an admin's ended session invites, cancels, demotes and reviews nothing", async () => {
    const colleague = await newRider(backend)
    await makeAdmin(backend, admin, colleague)
    const invitee = await newRider(backend)
    const asker = await newRider(backend)
    const invited = await admin.client.rpc('invite_admin', { target_email: invitee.email })
    expect(invited.error).toBeNull()
    const token = (await invitationToken(backend, invitee.email))!
    const request = await asker.client.rpc('request_organizer_upgrade')
    expect(request.error).toBeNull()

    const inviteeDevice = await endedDevice(invitee, scope)
    expect(await inviteeDevice.stale.rpc('accept_admin_invitation', { token })).toMatchObject(
      SESSION_ENDED,
    )
    expect(await userType(invitee)).toBe('visitor')

    const { stale } = await endedDevice(colleague, scope)
    const other = await newRider(backend)
    expect(await stale.rpc('invite_admin', { target_email: other.email })).toMatchObject(
      SESSION_ENDED,
    )
    expect(
      await stale.rpc('cancel_admin_invitation', { invitation_id: invited.data! }),
    ).toMatchObject(SESSION_ENDED)
    expect(await stale.rpc('demote_admin', { target: admin.id })).toMatchObject(SESSION_ENDED)
    expect(
      await stale.rpc('review_organizer_request', { request_id: request.data!.id, approve: true }),
    ).toMatchObject(SESSION_ENDED)

    expect(await userType(admin)).toBe('admin')
    expect(await userType(asker)).toBe('visitor')
    const pending = await admin.client
      .from('admin_invitations')
      .select('email, cancelled_at, accepted_at')
      .in('email', [invitee.email, other.email])
    expect(pending.data).toEqual([{ email: invitee.email, cancelled_at: null, accepted_at: null }])
    const asked = await asker.client.from('organizer_requests').select('status')
    expect(asked.data).toEqual([{ status: 'pending' }])

    // A live session of each still accepts, and demotes.
    const [inviteeLive, colleagueLive] = [newClient(backend), newClient(backend)]
    await inviteeLive.auth.signInWithPassword(invitee)
    await colleagueLive.auth.signInWithPassword(colleague)
    expect((await inviteeLive.rpc('accept_admin_invitation', { token })).error).toBeNull()
    expect((await colleagueLive.rpc('demote_admin', { target: invitee.id })).error).toBeNull()
    expect((await admin.client.rpc('demote_admin', { target: colleague.id })).error).toBeNull()
  })
})

describe('a token whose session an invitation’s acceptance ended', () => {
  it('deletes no account (the squatter’s last token)', async () => {
    const rider = await newRider(backend)
    const squatter = newClient(backend)
    await squatter.auth.signInWithPassword(rider)
    const { data } = await squatter.auth.getSession()
    const stale = newClient(backend, backend.anonKey, {
      Authorization: `Bearer ${data.session!.access_token}`,
    })
    await makeAdmin(backend, admin, rider)

    expect(await stale.rpc('delete_my_account')).toMatchObject(SESSION_ENDED)
    expect(await userType(rider)).toBe('admin')
    expect(await signsIn(rider)).toBe(true)
    expect((await admin.client.rpc('demote_admin', { target: rider.id })).error).toBeNull()
  })
})

describe('require_live_session', () => {
  it('is no RPC of its own', async () => {
    const rider = await newRider(backend)
    const answer = await untyped(rider.client).rpc('require_live_session')
    expect(answer).toMatchObject({ status: 403, error: { code: '42501' } })
  })
})
