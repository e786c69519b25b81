/**
 * Admin invitations end to end (issue 21, finding 1; ADR 0005): an admin invites an address, the
 * link arrives in the dev mailbox, the invitee opens it signed out, signs in with that address and
 * becomes an admin; the admin sees pending invitations and cancels one, whose link then says so.
 *
 * Other spec files share the backend in parallel: every role change targets a fresh account and is
 * undone before the test ends.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts'
import { PASSWORD, createAccount, invitationLink, serverRows } from './accounts'
import {
  DESKTOP,
  MOBILE,
  button,
  expectAccessible,
  field,
  launchBrowser,
  openPage,
} from './browser'
import { expectToast, profileId, signIn } from './panels'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser.close()
})

async function demote(email: string): Promise<void> {
  const session = await fetch(`${inject('backendURL')}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@borapedalar.test', password: PASSWORD }),
  })
  const { access_token: token } = (await session.json()) as { access_token: string }
  await fetch(`${inject('backendURL')}/rest/v1/rpc/demote_admin`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ target: await profileId(email) }),
  })
}

async function userType(email: string): Promise<unknown> {
  const rows = await serverRows(
    'profiles',
    `email=eq.${encodeURIComponent(email)}&select=user_type`,
  )
  return rows[0]?.user_type
}

describe('admin invitations', () => {
  it('the admin invites and cancels; the invitee opens the mailed link, signs in and is an admin', async () => {
    const invitee = await createAccount('convite', 'Futura Admin')
    const withdrawn = await createAccount('convite-cancelado', 'Quase Admin')
    const admin = await signIn(browser, 'admin@borapedalar.test', DESKTOP)
    const { page } = admin
    await page.getByRole('tab', { name: 'Administradores' }).click()
    const add = button(page, 'Adicionar Administrador')
    await add.waitFor()

    for (const email of [invitee, withdrawn]) {
      await field(page, 'Email').fill(email)
      await field(page, 'Nome completo').fill('Convidada')
      await add.click()
      await expectToast(page, `Convite enviado para ${email}.`)
      const row = page.locator(`li[data-invitation="${email}"]`)
      await row.waitFor()
      expect(await row.textContent()).toMatch(
        /Enviado em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} · Expira em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/,
      )
    }
    // The invitation is no promotion: both are still visitors.
    expect(await userType(invitee)).toBe('visitor')
    expect(await userType(withdrawn)).toBe('visitor')
    await expectAccessible(page)

    await page.getByRole('button', { name: `Cancelar convite para ${withdrawn}` }).click()
    await expectToast(page, `Convite para ${withdrawn} cancelado`)
    await page.locator(`li[data-invitation="${withdrawn}"]`).waitFor({ state: 'detached' })
    const cancelled = await serverRows(
      'admin_invitations',
      `email=eq.${encodeURIComponent(withdrawn)}&select=cancelled_at`,
    )
    expect(cancelled[0]?.cancelled_at).toEqual(expect.any(String))

    // The invitee, signed out, opens the link from the mailbox.
    const link = await invitationLink(invitee)
    const guest = await openPage(browser, MOBILE)
    try {
      await guest.page.goto(link)
      const enter = guest.page.getByRole('link', { name: 'Entrar para aceitar' })
      await enter.waitFor({ timeout: 15_000 })
      // The token left the address bar before anything read it.
      expect(guest.page.url()).toBe(new URL('/convite-admin', link).toString())
      await enter.click()
      await guest.page.waitForURL(/\/entrar$/)
      await field(guest.page, 'Email').fill(invitee)
      await field(guest.page, 'Senha').fill(PASSWORD)
      await button(guest.page, 'Entrar').click()
      // Back to the invitation, which the signed-in account accepts.
      await guest.page.waitForURL(/\/convite-admin$/, { timeout: 15_000 })
      await guest.page
        .getByRole('status')
        .filter({ hasText: 'Convite aceito! Agora você é administrador.' })
        .waitFor({ timeout: 15_000 })
      expect(await userType(invitee)).toBe('admin')
      await expectAccessible(guest.page)
      await guest.page.getByRole('link', { name: 'Ir para o painel de administrador' }).click()
      await guest.page.waitForURL(/\/admin$/)
      await guest.page.getByRole('tab', { name: 'Administradores' }).waitFor({ timeout: 15_000 })
      expect(guest.errors).toEqual([])
    } finally {
      await guest.context.close()
      await demote(invitee)
    }
    expect(await userType(invitee)).toBe('visitor')

    // The cancelled invitation's link, opened by its own account, says it was cancelled.
    const late = await signIn(browser, withdrawn)
    try {
      await late.page.goto(await invitationLink(withdrawn))
      await late.page
        .getByRole('alert')
        .filter({ hasText: 'Este convite foi cancelado. Peça um novo convite a um administrador.' })
        .waitFor({ timeout: 15_000 })
      expect(await userType(withdrawn)).toBe('visitor')
      // The refusal (400, BP012) is the answer the page reports, not a fault.
      expect(late.errors.filter((e) => !e.includes('status of 400'))).toEqual([])
    } finally {
      await late.context.close()
    }

    // The admin's list no longer holds either invitation.
    await button(page, 'Recarregar').click()
    await page.getByText('Nenhum convite pendente.').waitFor()
    expect(admin.errors).toEqual([])
    await admin.context.close()
  })
})
