/**
 * Account rights and organizer requests end to end (issue 13): change the password, export every
 * datum (server and device, unsynced marked), delete the account, and a request approved by an
 * admin that the rider then sees. Fresh accounts only: the seeds never change.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD, createAccount, serverRows } from './accounts'
import {
  DESKTOP,
  MOBILE,
  button,
  expectAccessible,
  field,
  launchBrowser,
  waitForScreen,
  waitForWorker,
} from './browser'
import { resultsOnDevice, waitForSave } from './early'
import {
  downloadedJson,
  expectToast,
  openDashboard,
  openProfileTab,
  passwordSignInStatus,
  profileId,
  signIn,
} from './panels'

let browser: Browser
const SHOTS = process.env.DASHBOARD_SHOTS_DIR

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser.close()
})

async function expectAlert(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.getByRole('alert').filter({ hasText: text }).count(), { message: text })
    .toBeGreaterThan(0)
}

async function calculateFtp(page: Page, watts: string): Promise<void> {
  await page.goto('/calculadoras/calcular-FTP')
  await waitForScreen(page)
  await field(page, 'FTP (watts)').fill(watts)
  await button(page, 'Calcular Zonas').click()
  await waitForSave(page, 'Calcular Zonas', 'ftp', { ftp: Number(watts) })
}

describe('account rights', () => {
  it("'Alterar senha': the spec's rules, a wrong current password, then the new one works", async () => {
    const email = await createAccount('senha')
    const { page, context, errors } = await signIn(browser, email)
    await openProfileTab(page)
    await button(page, 'Alterar senha').click()
    await button(page, 'Salvar nova senha').click()
    await expectAlert(page, 'Preencha todos os campos')
    await field(page, 'Senha atual').fill('errada-123')
    await field(page, 'Nova senha').fill('12345')
    await field(page, 'Confirmar nova senha').fill('12345')
    await button(page, 'Salvar nova senha').click()
    await expectAlert(page, 'A senha deve ter pelo menos 6 caracteres')
    await field(page, 'Nova senha').fill('nova-senha-1')
    await field(page, 'Confirmar nova senha').fill('nova-senha-2')
    await button(page, 'Salvar nova senha').click()
    await expectAlert(page, 'As senhas não coincidem')
    await field(page, 'Confirmar nova senha').fill('nova-senha-1')
    await button(page, 'Salvar nova senha').click()
    await expectAlert(page, 'Senha atual incorreta')
    await expectAccessible(page)
    await shot(page, 'account-password-390')
    await page.setViewportSize(DESKTOP)
    await shot(page, 'account-password-1280')
    await page.setViewportSize(MOBILE)
    await field(page, 'Senha atual').fill(PASSWORD)
    await button(page, 'Salvar nova senha').click()
    await expectToast(page, 'Senha alterada com sucesso!')
    expect(await passwordSignInStatus(email, PASSWORD)).toBe(400)
    // Still signed in on this device.
    await page.reload()
    await openProfileTab(page)
    // The wrong current password was refused by the server (400), on purpose.
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([])
    await context.close()

    // Another device signs in with the new password through /entrar.
    const again = await signIn(browser, email, DESKTOP, 'nova-senha-1')
    await openProfileTab(again.page)
    expect(again.errors).toEqual([])
    await again.context.close()
  })

  it("'Exportar meus dados': the server's rows and the device's, unsynced ones marked", async () => {
    const email = await createAccount('export')
    const { page, context, errors } = await signIn(browser, email)
    await waitForWorker(page)
    await calculateFtp(page, '260')
    await expect
      .poll(
        async () =>
          (await serverRows('user_ftp_data', `user_id=eq.${await profileId(email)}`)).length,
        {
          timeout: 20_000,
        },
      )
      .toBe(1)
    await openProfileTab(page)
    const online = await downloadedJson(page, () => button(page, 'Exportar meus dados').click())
    expect(online.note).toBeUndefined()
    expect(online.profile?.email).toBe(email)
    expect(online.athleteProfile).toBeNull()
    expect(online.organizerRequests).toEqual([])
    expect(online.events).toEqual({ registrations: [], organized: [] })
    expect(Object.keys(online.results.server ?? {}).sort()).toEqual([
      'ftp',
      'harris_benedict',
      'heart_rate',
      'imc',
      'ride_summary',
      'workout',
    ])
    expect(online.results.server?.ftp?.map((row) => row.ftp)).toEqual([260])
    expect(online.results.device).toEqual([
      expect.objectContaining({ kind: 'ftp', syncState: 'synced', unsynced: false }),
    ])
    expect(online.results.device[0]?.id).toBe(online.results.server?.ftp?.[0]?.id)

    await context.setOffline(true)
    await calculateFtp(page, '270')
    await openProfileTab(page)
    const offline = await downloadedJson(page, () => button(page, 'Exportar meus dados').click())
    expect(offline.note).toBe('Sem conexão: exportamos apenas os dados deste aparelho.')
    expect(offline.profile).toBeNull()
    expect(offline.results.server).toBeNull()
    expect(offline.results.device.map((row) => [row.syncState, row.unsynced]).sort()).toEqual([
      ['pending', true],
      ['synced', false],
    ])
    await expectToast(page, 'Sem conexão: exportamos apenas os dados deste aparelho.')
    await context.setOffline(false)
    expect(
      errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to (load|fetch)/.test(e)),
    ).toEqual([])
    await context.close()
  })

  it("'Excluir minha conta': confirmed by the e-mail, every row gone, here and on the server", async () => {
    const email = await createAccount('excluir')
    const id = await profileId(email)
    const { page, context, errors } = await signIn(browser, email, DESKTOP)
    await calculateFtp(page, '240')
    await expect
      .poll(async () => (await serverRows('user_ftp_data', `user_id=eq.${id}`)).length, {
        timeout: 20_000,
      })
      .toBe(1)
    expect((await resultsOnDevice(page)).length).toBe(1)

    await openProfileTab(page)
    // A row in another table, to see the cascade take it too.
    await button(page, 'Solicitar Upgrade para Organizador').click()
    await page.getByRole('status').filter({ hasText: 'Solicitação enviada' }).waitFor()
    expect(await serverRows('organizer_requests', `user_id=eq.${id}`)).toHaveLength(1)

    await button(page, 'Excluir minha conta').click()
    const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' })
    await dialog.waitFor()
    const typed = dialog.getByLabel('Digite seu email para confirmar')
    const confirm = dialog.getByRole('button', { name: 'Excluir conta definitivamente' })
    expect(await typed.inputValue()).toBe('')
    expect(await confirm.isDisabled()).toBe(true)
    await typed.fill(email.slice(0, -1))
    expect(await confirm.isDisabled()).toBe(true)
    await typed.fill('outra@pessoa.test')
    expect(await confirm.isDisabled()).toBe(true)
    await typed.fill(` ${email.toUpperCase()} `)
    expect(await confirm.isDisabled()).toBe(false)
    await expectAccessible(page)
    await shot(page, 'account-delete-1280')
    await page.setViewportSize(MOBILE)
    await shot(page, 'account-delete-390')
    await page.setViewportSize(DESKTOP)

    // Offline: a clear refusal in the dialog, and nothing deleted anywhere.
    await context.setOffline(true)
    await confirm.click()
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Sem conexão: sua conta não foi excluída. Conecte-se e tente novamente.')
    await context.setOffline(false)
    expect(await serverRows('profiles', `id=eq.${id}&select=id`)).toEqual([{ id }])
    expect((await resultsOnDevice(page)).length).toBe(1)

    await confirm.click()
    await expectToast(page, 'Sua conta foi excluída.')
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    await page.getByRole('link', { name: 'Entrar' }).first().waitFor()

    expect(await serverRows('profiles', `id=eq.${id}`)).toEqual([])
    expect(await serverRows('user_ftp_data', `user_id=eq.${id}`)).toEqual([])
    expect(await serverRows('organizer_requests', `user_id=eq.${id}`)).toEqual([])
    expect((await resultsOnDevice(page)).length).toBe(0)
    expect(await passwordSignInStatus(email)).toBe(400)
    // Still signed out after a reload: no session was left behind on the device.
    await page.reload()
    await waitForScreen(page)
    await page.getByRole('link', { name: 'Entrar' }).first().waitFor()
    await page.goto('/dashboard')
    await page.waitForURL(/\/entrar/, { timeout: 15_000 })
    expect(errors.filter((e) => !/status of 40\d|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([])
    await context.close()
  })
})

describe('organizer requests', () => {
  it('a participant asks, an admin finds and approves them in Usuários, the participant sees it', async () => {
    const email = await createAccount('organiza', 'Olga Organiza')
    const rider = await signIn(browser, email)
    await openProfileTab(rider.page)
    await button(rider.page, 'Solicitar Upgrade para Organizador').click()
    const sent = rider.page.getByRole('status').filter({ hasText: 'Solicitação enviada' })
    await sent.waitFor()
    expect(await sent.textContent()).toMatch(/Em \d{2}\/\d{2}\/\d{4}/)
    await rider.page.reload()
    await openProfileTab(rider.page)
    await sent.waitFor()
    expect(await button(rider.page, 'Solicitar Upgrade para Organizador').count()).toBe(0)

    const admin = await signIn(browser, 'admin@borapedalar.test', DESKTOP)
    await admin.page.getByRole('tab', { name: 'Usuários' }).click()
    await admin.page.getByRole('heading', { name: 'Solicitações de organizador' }).waitFor()
    const pending = admin.page.getByRole('list', { name: 'Solicitações pendentes' })
    await expect.poll(() => pending.textContent()).toContain(email)
    // Part of the e-mail finds the participant among everyone.
    const part = email.slice(4, 20)
    await admin.page.getByLabel('Buscar por nome ou email').fill(part)
    const users = admin.page.getByRole('list', { name: 'Usuários' })
    await expect.poll(() => users.locator('li').count()).toBe(1)
    expect(await users.textContent()).toContain(email)
    expect(await users.textContent()).toMatch(/Visitante.*Membro desde \d{2}\/\d{2}\/\d{4}/)
    expect(await admin.page.getByText('Página 1 de 1').count()).toBe(1)
    await expectAccessible(admin.page)
    await shot(admin.page, 'admin-users-1280')
    await admin.page.setViewportSize(MOBILE)
    await shot(admin.page, 'admin-users-390')
    await admin.page.setViewportSize(DESKTOP)

    await admin.page.getByRole('button', { name: `Aprovar ${email}` }).click()
    await expectToast(admin.page, `${email} agora é organizador`)
    await expect
      .poll(() => admin.page.getByRole('button', { name: `Aprovar ${email}` }).count())
      .toBe(0)
    expect(
      (await serverRows('profiles', `email=eq.${encodeURIComponent(email)}&select=user_type`))[0],
    ).toEqual({ user_type: 'organizer' })
    await expect.poll(() => users.textContent()).toContain('Organizador')

    await rider.page.reload()
    await openDashboard(rider.page)
    await expect
      .poll(() => rider.page.getByTestId('user-type-badge').textContent(), { timeout: 15_000 })
      .toBe('Organizador')
    expect(rider.errors).toEqual([])
    expect(admin.errors).toEqual([])
    await rider.context.close()
    await admin.context.close()
  })

  it('a refused request says so and the participant may ask again; the search takes any text', async () => {
    // Commas, parentheses and dots in a name are search text, not PostgREST syntax.
    const tag = Date.now().toString(36)
    const name = `Pedal (Norte), Ltda. ${tag}`
    const email = await createAccount('recusa', name)
    const rider = await signIn(browser, email)
    await openProfileTab(rider.page)
    await button(rider.page, 'Solicitar Upgrade para Organizador').click()
    await rider.page.getByRole('status').filter({ hasText: 'Solicitação enviada' }).waitFor()

    const admin = await signIn(browser, 'admin@borapedalar.test')
    await admin.page.getByRole('tab', { name: 'Usuários' }).click()
    await admin.page.getByLabel('Buscar por nome ou email').fill(`(Norte), Ltda. ${tag}`)
    const users = admin.page.getByRole('list', { name: 'Usuários' })
    await expect.poll(() => users.locator('li').count()).toBe(1)
    expect(await users.textContent()).toContain(email)
    await admin.page.getByRole('button', { name: `Recusar ${email}` }).click()
    await expectToast(admin.page, 'Solicitação recusada')
    const [request] = await serverRows(
      'organizer_requests',
      `user_id=eq.${await profileId(email)}&select=status,reviewed_at`,
    )
    expect(request?.status).toBe('rejected')
    expect(request?.reviewed_at).not.toBeNull()

    await rider.page.reload()
    await openProfileTab(rider.page)
    await rider.page.getByText('Solicitação recusada', { exact: true }).waitFor()
    expect(await rider.page.getByTestId('user-type-badge').textContent()).toBe('Participante')
    await button(rider.page, 'Solicitar Upgrade para Organizador').click()
    await rider.page.getByRole('status').filter({ hasText: 'Solicitação enviada' }).waitFor()
    await expectAccessible(rider.page)
    expect(rider.errors).toEqual([])
    expect(admin.errors).toEqual([])
    await rider.context.close()
    await admin.context.close()
  })
})
