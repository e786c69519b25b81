/**
 * Dashboards end to end (issue 9): /dashboard by user type, a participant's saved results in
 * 'Meus Dados' and 'Minhas Calculadoras', and /admin with live figures and role changes whose
 * refusals come from the server.
 *
 * Other spec files share the backend in parallel: seed accounts only sign in; every role change
 * targets a fresh account and is undone before the test ends.
 */
import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts'
import {
  PASSWORD,
  acceptInvitation,
  createAccount,
  promoteByInvitation,
  serverRows,
  uniqueEmail,
} from './accounts'
import { waitForSave } from './early'
import { expectToast, openDashboard, profileId, signIn as signInAs } from './panels'
import {
  DESKTOP,
  MOBILE,
  baseURL,
  button,
  expectAccessible,
  field,
  launchBrowser,
  waitForScreen,
  waitForWorker,
} from './browser'

const SEED = {
  admin: 'admin@borapedalar.test',
  organizer: 'organizador@borapedalar.test',
  athlete: 'atleta@borapedalar.test',
} as const

const SHOTS = process.env.DASHBOARD_SHOTS_DIR
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser.close()
})

type Viewport = { width: number; height: number }
const signIn = (email: string, viewport?: Viewport) => signInAs(browser, email, viewport)

const tabNames = (page: Page, list: string) =>
  page.getByRole('tablist', { name: list }).getByRole('tab').allTextContents()

async function quickActions(page: Page): Promise<string[]> {
  const section = page.locator('section[aria-labelledby="acoes-rapidas"]')
  if ((await section.count()) === 0) return []
  return (await section.locator('li').allTextContents()).map((t) => t.trim())
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** A REST session for a role-change call outside the browser (what the server answers). */
async function token(email: string): Promise<string> {
  const response = await fetch(`${inject('backendURL')}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  const body = (await response.json()) as { access_token: string }
  return body.access_token
}

async function rpc(
  accessToken: string,
  name: 'demote_admin',
  args: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${inject('backendURL')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${accessToken}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('/dashboard by user type', () => {
  const ALL_ACTIONS = [
    'Novo Projeto',
    'Gerenciar Usuários',
    'Ver Analytics',
    'Gerenciar Conteúdo',
    'Produtos da Loja',
    'Sincronizar Vídeos',
    'Eventos',
    'Configurações',
  ]

  it('admin: title, badge, tabs and all quick actions', async () => {
    const { page, context, errors } = await signIn(SEED.admin, DESKTOP)
    await openDashboard(page)
    expect(await page.locator('h1').textContent()).toBe('Dashboard Administrativa')
    expect(await page.getByTestId('user-type-badge').textContent()).toBe('Administrador')
    expect(await tabNames(page, 'Seções da dashboard')).toEqual([
      'Visão Geral',
      'Projetos',
      'Analytics',
      'Usuários',
      'Administração',
      'Meu Perfil',
    ])
    await expect.poll(() => quickActions(page)).toEqual(ALL_ACTIONS)
    expect(await page.getByText('dados de exemplo').count()).toBeGreaterThan(0)
    await shot(page, 'dashboard-admin-overview-1280')
    await page.getByRole('tab', { name: 'Projetos' }).click()
    await shot(page, 'dashboard-admin-projects-1280')
    await page.getByRole('tab', { name: 'Analytics' }).click()
    await page.getByRole('heading', { name: 'Desempenho por projeto (7 dias)' }).waitFor()
    // Active projects only: the shop (in development) is not in the table.
    const rows = await page.locator('tbody tr th').allTextContents()
    expect(rows).toEqual(['Bike Fit', 'Calculadoras', 'Blog', 'Vídeos', 'Eventos'])
    expect(await page.locator('tbody').textContent()).toContain('6,9%')
    await shot(page, 'dashboard-admin-analytics-1280')
    await page.getByRole('tab', { name: 'Usuários' }).click()
    await page.getByText('Seção em desenvolvimento').waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('organizer: tabs and quick actions without the admin-only ones', async () => {
    const { page, context, errors } = await signIn(SEED.organizer)
    await openDashboard(page)
    expect(await page.locator('h1').textContent()).toBe('Dashboard do Organizador')
    expect(await page.getByTestId('user-type-badge').textContent()).toBe('Organizador')
    expect(await tabNames(page, 'Seções da dashboard')).toEqual([
      'Visão Geral',
      'Meus Eventos',
      'Inscrições',
      'Analytics',
      'Meu Perfil',
    ])
    // The overview's parts arrive with their code: on a loaded machine after the tabs.
    await expect
      .poll(() => quickActions(page))
      .toEqual(ALL_ACTIONS.filter((a) => a !== 'Gerenciar Usuários' && a !== 'Configurações'))
    await shot(page, 'dashboard-organizer-overview-390')
    await page.getByRole('tab', { name: 'Meus Eventos' }).click()
    await button(page, 'Criar Novo Evento').waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('participant: tabs, no quick actions, profile and upgrade prompt', async () => {
    const { page, context, errors } = await signIn(SEED.athlete)
    await openDashboard(page)
    expect(await page.locator('h1').textContent()).toBe('Minha Dashboard')
    expect(await page.getByTestId('user-type-badge').textContent()).toBe('Participante')
    expect(await tabNames(page, 'Seções da dashboard')).toEqual([
      'Visão Geral',
      'Meus Eventos',
      'Minhas Calculadoras',
      'Desafios',
      'Meu Perfil',
    ])
    expect(await quickActions(page)).toEqual([])
    await page.getByRole('tab', { name: 'Meu Perfil' }).click()
    const profile = page.getByRole('tabpanel')
    await profile.getByText('Membro desde').waitFor()
    expect(await profile.textContent()).toMatch(/Membro desde\d{2}\/\d{2}\/\d{4}/)
    expect(await profile.textContent()).toContain(SEED.athlete)
    // The request itself is covered with a fresh account (account.spec.ts): seeds never change.
    // Disabled (60% opacity) until the rider's request status has loaded: judge the live button.
    const upgrade = button(page, 'Solicitar Upgrade para Organizador')
    await expect.poll(() => upgrade.isEnabled(), { timeout: 15_000 }).toBe(true)
    await expectAccessible(page)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('participant data', () => {
  it("shows saved FTP and IMC in 'Meus Dados' and 'Minhas Calculadoras' with the right W/kg", async () => {
    const email = await createAccount('dash', 'Rita Pedal')
    const { page, context, errors } = await signIn(email)
    await openDashboard(page)
    expect(await page.getByText('Bem-vindo, Rita Pedal').count()).toBe(1)

    // FTP without a weight, then IMC: W/kg comes from the IMC weight.
    await page.goto('/calculadoras/calcular-FTP')
    await waitForScreen(page)
    await field(page, 'FTP (watts)').fill('280')
    await button(page, 'Calcular Zonas').click()
    await waitForSave(page, 'Calcular Zonas', 'ftp', { ftp: 280 })
    await page.goto('/calculadoras/imc')
    await waitForScreen(page)
    await field(page, 'Altura (cm)').fill('180')
    await field(page, 'Peso (kg)').fill('80')
    await button(page, 'Calcular IMC').click()
    await waitForSave(page, 'Calcular IMC', 'imc', { height: 180, weight: 80 })

    await page.goto('/dashboard')
    await openDashboard(page)
    const ftpCard = page.getByRole('group', { name: 'FTP', exact: true })
    await expect.poll(() => ftpCard.textContent()).toContain('280 W')
    expect(await ftpCard.textContent()).toContain('3,50 W/kg')
    expect(await ftpCard.textContent()).toContain('peso do IMC')

    // A newer FTP with its own weight: that weight wins.
    await page.goto('/calculadoras/calcular-FTP')
    await waitForScreen(page)
    await field(page, 'FTP (watts)').fill('300')
    await field(page, 'Peso (kg)').fill('75')
    await button(page, 'Calcular Zonas').click()
    await waitForSave(page, 'Calcular Zonas', 'ftp', { ftp: 300, weight_kg: 75 })
    await page.goto('/dashboard')
    await openDashboard(page)
    await expect.poll(() => ftpCard.textContent()).toContain('300 W')
    expect(await ftpCard.textContent()).toContain('4,00 W/kg')
    expect(await page.getByRole('group', { name: 'FTP atual' }).textContent()).toContain(
      '4,00 W/kg',
    )
    await page.getByRole('figure', { name: 'Histórico de FTP' }).waitFor({ timeout: 15_000 })
    expect(await page.getByText('2 registros de FTP').count()).toBe(1)
    await shot(page, 'dashboard-overview-390')

    await page.getByRole('tab', { name: 'Minhas Calculadoras' }).click()
    const list = page.getByRole('list', { name: 'Resultados salvos' })
    await list.waitFor()
    await expect.poll(() => list.locator('li[data-result-kind]').count()).toBe(3)
    const text = (await list.textContent()) ?? ''
    expect(text).toContain('FTP 300 W · 4,00 W/kg')
    expect(text).toContain('FTP 280 W')
    expect(text).toContain('IMC 24,7')
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}/)
    await expect
      .poll(() => list.getByText('Sincronizado', { exact: true }).count(), { timeout: 20_000 })
      .toBe(3)
    const download = page.waitForEvent('download')
    await button(page, 'Exportar CSV').click()
    expect((await download).suggestedFilename()).toMatch(/^bora-pedalar-resultados-.*\.csv$/)
    await expectAccessible(page)
    await shot(page, 'dashboard-calculators-390')

    await page.setViewportSize(DESKTOP)
    await shot(page, 'dashboard-calculators-1280')
    await page.getByRole('tab', { name: 'Visão Geral' }).click()
    await page.getByRole('figure', { name: 'Histórico de FTP' }).waitFor()
    await shot(page, 'dashboard-overview-1280')

    // Editing the full name goes through the server.
    await page.getByRole('tab', { name: 'Meu Perfil' }).click()
    await button(page, 'Editar Perfil').click()
    await field(page, 'Nome completo').fill('Rita Pedaladas')
    await button(page, 'Salvar').click()
    await expectToast(page, 'Perfil atualizado com sucesso!')
    const rows = await serverRows(
      'profiles',
      `email=eq.${encodeURIComponent(email)}&select=full_name`,
    )
    expect(rows[0]?.full_name).toBe('Rita Pedaladas')
    expect(await page.getByText('Bem-vindo, Rita Pedaladas').count()).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('slow network', () => {
  it("a panel that will not load offers 'Reload' and 'Back to start', and 'Reload' brings it", async () => {
    // No service worker, so the stalled request is the network's, not the precache's.
    const context = await browser.newContext({
      viewport: MOBILE,
      baseURL: baseURL(),
      locale: 'pt-BR',
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    // The screen's chunk hangs until the rider reloads; the reload's requests go through.
    const stalled: Route[] = []
    let reloaded = false
    page.on('request', (request) => {
      if (request.isNavigationRequest() && stalled.length > 0) reloaded = true
    })
    await context.route(/\/assets\/dashboard-screen-[^/]+\.js$/, (route) => {
      if (reloaded) return route.continue()
      stalled.push(route)
      return undefined
    })
    await page.goto('/entrar')
    await waitForScreen(page)
    await field(page, 'Email').fill(SEED.athlete)
    await field(page, 'Senha').fill(PASSWORD)
    await button(page, 'Entrar').click()
    await page.waitForURL(/\/dashboard$/, { timeout: 15_000 })
    const card = page.getByRole('alert').filter({ hasText: 'Problema de conexão' })
    await card.waitFor({ timeout: 15_000 })
    expect(await card.getByRole('link', { name: 'Back to start' }).getAttribute('href')).toBe('/')
    expect(stalled.length).toBeGreaterThan(0)
    await button(page, 'Reload').click()
    await openDashboard(page)
    await Promise.all(stalled.map((route) => route.abort().catch(() => undefined)))
    await context.close()
  })
})

describe('/admin', () => {
  const tile = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true })
  const tileNumber = async (page: Page, label: string) =>
    Number(((await tile(page, label).textContent()) ?? '').replace(/\D/g, ''))

  it("'Excluir' removes a result at once, 'Desfazer' brings it back, and the server follows", async () => {
    const email = await createAccount('dash-del')
    const { page, context, errors } = await signIn(email)
    for (const watts of ['250', '260']) {
      await page.goto('/calculadoras/calcular-FTP')
      await waitForScreen(page)
      await field(page, 'FTP (watts)').fill(watts)
      await button(page, 'Calcular Zonas').click()
      await expectToast(page, 'Seus dados de FTP foram salvos com sucesso.')
    }
    const [profile] = await serverRows(
      'profiles',
      `email=eq.${encodeURIComponent(email)}&select=id`,
    )
    const ftpRows = async () =>
      (await serverRows('user_ftp_data', `user_id=eq.${String(profile?.id)}&select=ftp`)).map(
        (row) => row.ftp,
      )

    await page.goto('/dashboard')
    await openDashboard(page)
    await page.getByRole('tab', { name: 'Minhas Calculadoras' }).click()
    const list = page.getByRole('list', { name: 'Resultados salvos' })
    await expect
      .poll(() => list.getByText('Sincronizado', { exact: true }).count(), { timeout: 20_000 })
      .toBe(2)

    await button(page, 'Excluir FTP 260 W').click()
    await expect.poll(() => list.locator('li[data-result-kind]').count()).toBe(1)
    await expectToast(page, 'Resultado excluído')
    await page.locator('[data-sonner-toast]').getByRole('button', { name: 'Desfazer' }).click()
    await expect.poll(() => list.locator('li[data-result-kind]').count()).toBe(2)
    expect((await ftpRows()).sort()).toEqual([250, 260])

    await button(page, 'Excluir FTP 260 W').click()
    await expect.poll(() => list.locator('li[data-result-kind]').count()).toBe(1)
    await expect.poll(ftpRows, { timeout: 20_000 }).toEqual([250])
    await page.reload()
    await openDashboard(page)
    await page.getByRole('tab', { name: 'Minhas Calculadoras' }).click()
    await expect.poll(() => list.locator('li[data-result-kind]').count()).toBe(1)
    expect(await list.textContent()).toContain('FTP 250 W')
    expect(errors).toEqual([])
    await context.close()
  })

  it("'Sair da Conta' asks first about a result saved offline, then signs out once it synced", async () => {
    const email = await createAccount('dash-sair')
    const { page, context, errors } = await signIn(email)
    await waitForWorker(page)
    await context.setOffline(true)
    await page.goto('/calculadoras/calcular-FTP')
    await waitForScreen(page)
    await field(page, 'FTP (watts)').fill('260')
    await button(page, 'Calcular Zonas').click()
    await expectToast(page, 'Seus dados de FTP foram salvos com sucesso.')
    await page.goto('/dashboard')
    await openDashboard(page)
    await page.getByRole('tab', { name: 'Meu Perfil' }).click()

    await button(page, 'Sair da Conta').click()
    const dialog = page.getByRole('dialog', { name: 'Sair da conta?' })
    await dialog.waitFor({ timeout: 10_000 })
    expect(await dialog.textContent()).toContain('1 resultado ainda não sincronizado')
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await dialog.waitFor({ state: 'detached' })

    await context.setOffline(false)
    const id = await profileId(email)
    await expect
      .poll(
        () => serverRows('user_ftp_data', `user_id=eq.${id}&select=ftp`).then((r) => r.length),
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThan(0)
    await button(page, 'Sair da Conta').click()
    await expectToast(page, 'Logout realizado com sucesso!')
    await page.waitForURL((url) => url.pathname === '/')
    expect(
      errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to (load|fetch)/.test(e)),
    ).toEqual([])
    await context.close()
  })

  it('opens offline before any online visit; the FTP history shows as text without the chart', async () => {
    const email = await createAccount('dash-offline')
    const { page, context, errors } = await signIn(email)
    await waitForWorker(page)
    for (const watts of ['230', '245']) {
      await page.goto('/calculadoras/calcular-FTP')
      await waitForScreen(page)
      await field(page, 'FTP (watts)').fill(watts)
      await button(page, 'Calcular Zonas').click()
      await expectToast(page, 'Seus dados de FTP foram salvos com sucesso.')
    }
    await context.setOffline(true)
    await page.goto('/dashboard')
    await openDashboard(page)
    const history = page.getByRole('list', { name: 'Histórico de FTP' })
    await history.waitFor({ timeout: 15_000 })
    expect(await page.getByText('Gráfico indisponível offline.').count()).toBe(1)
    expect(await history.textContent()).toContain('245 W')
    await expectAccessible(page)
    await context.setOffline(false)
    expect(
      errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to (load|fetch)/.test(e)),
    ).toEqual([])
    await context.close()
  })

  it('shows live counts that change after a new sign-up, and the real latest sign-ups', async () => {
    const { page, context, errors } = await signIn(SEED.admin, DESKTOP)
    expect(new URL(page.url()).pathname).toBe('/admin')
    expect(await page.locator('h1').textContent()).toBe('Painel Administrativo')
    expect(await tabNames(page, 'Seções do painel')).toEqual([
      'Dashboard',
      'Administradores',
      'Usuários',
    ])
    await page.getByRole('tab', { name: 'Administradores' }).click()
    await expect.poll(() => tileNumber(page, 'Total de usuários')).toBeGreaterThan(2)
    const before = await tileNumber(page, 'Total de usuários')
    expect(await tileNumber(page, 'Administradores')).toBeGreaterThanOrEqual(1)
    await expect.poll(() => page.getByText('Você', { exact: true }).count()).toBe(1)

    const email = await createAccount('dash-count', 'Nova Conta')
    await button(page, 'Recarregar').click()
    await expect.poll(() => tileNumber(page, 'Total de usuários')).toBeGreaterThan(before)
    await shot(page, 'admin-admins-1280')

    await page.getByRole('tab', { name: 'Dashboard' }).click()
    const recent = page.getByRole('list', { name: 'Usuários recentes' })
    await expect
      .poll(() => recent.textContent(), { timeout: 10_000 })
      .toContain('@borapedalar.test')
    // Parallel files sign up too: the new account is among the latest or a newer one pushed it out.
    const latest = await serverRows('profiles', 'select=email&order=created_at.desc&limit=5')
    expect(latest.length).toBe(5)
    expect(email).toMatch(/dash-count/)
    await page.getByText('User Growth by Role').waitFor({ timeout: 15_000 })
    expect(await page.locator('.recharts-wrapper').count()).toBe(3)
    await shot(page, 'admin-dashboard-1280')
    await page.setViewportSize(MOBILE)
    await shot(page, 'admin-dashboard-390')
    expect(errors).toEqual([])
    await context.close()
  })

  it('invites an existing account, refuses an unknown e-mail, and demotes once it accepted', async () => {
    const email = await createAccount('dash-promote', 'Futura Admin')
    const { page, context, errors } = await signIn(SEED.admin)
    await page.getByRole('tab', { name: 'Administradores' }).click()
    const add = button(page, 'Adicionar Administrador')
    await add.waitFor()
    expect(await add.isDisabled()).toBe(true)

    await field(page, 'Email').fill(uniqueEmail('ninguem'))
    await field(page, 'Nome completo').fill('Ninguém')
    await add.click()
    await expectToast(page, 'Usuário não encontrado. Para criar um administrador')

    await field(page, 'Email').fill(email)
    await field(page, 'Nome completo').fill('Futura Admin')
    await add.click()
    await expectToast(page, `Convite enviado para ${email}.`)
    await page.locator(`li[data-invitation="${email}"]`).waitFor()
    // The role changes when the invitee's account opens the mailed link (admin-invitations.spec).
    await acceptInvitation(email)
    await button(page, 'Recarregar').click()
    const row = page.locator(`li[data-admin="${email}"]`)
    await row.waitFor()
    await page.locator(`li[data-invitation="${email}"]`).waitFor({ state: 'detached' })
    expect(await row.textContent()).toMatch(/Admin desde \d{2}\/\d{2}\/\d{4}/)
    expect(await page.getByTestId('admin-count').textContent()).toMatch(/^\d+ administradores$/)
    await expectAccessible(page)
    await shot(page, 'admin-admins-390')

    await row.getByRole('button', { name: `Remover administrador ${email}` }).click()
    await expectToast(page, `${email} não é mais administrador`)
    await row.waitFor({ state: 'detached' })
    const rows = await serverRows(
      'profiles',
      `email=eq.${encodeURIComponent(email)}&select=user_type`,
    )
    expect(rows[0]?.user_type).toBe('visitor')
    // The unknown e-mail's 400 (BP003) is the answer the toast reports, not a fault.
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([])
    await context.close()
  })

  it('the server refuses self-demotion, the last admin and non-admin callers', async () => {
    const email = await createAccount('dash-refuse')
    const id = await profileId(email)
    const adminToken = await token(SEED.admin)
    const adminId = await profileId(SEED.admin)

    // A visitor may not change roles.
    const visitorToken = await token(email)
    const denied = await rpc(visitorToken, 'demote_admin', { target: adminId })
    expect(denied.status).toBe(403)
    expect(denied.body.code).toBe('42501')

    // The seed admin alone: demoting itself is refused as the last admin (when no other admin
    // exists at that moment) or as self-demotion.
    const self = await rpc(adminToken, 'demote_admin', { target: adminId })
    expect(self.status).toBe(400)
    expect(['BP001', 'BP002']).toContain(self.body.code)

    // Two admins: self-demotion is refused as such.
    await promoteByInvitation(email)
    try {
      // The token from before the acceptance has no admin power: its session ended with it, and
      // the role-changing RPCs refuse an ended session (BP016, issue 39.10).
      const stale = await rpc(visitorToken, 'demote_admin', { target: id })
      expect(stale.body.code).toBe('BP016')
      const own = await rpc(await token(email), 'demote_admin', { target: id })
      expect(own.body.code).toBe('BP001')

      // The UI: a promoted admin opens the panel, loses the role, and the next call says so.
      const { page, context } = await signIn(email)
      await page.getByRole('tab', { name: 'Administradores' }).click()
      await page.locator(`li[data-admin="${email}"]`).waitFor()
      expect(await page.locator(`li[data-admin="${email}"]`).textContent()).toContain('Você')
      expect(
        await page.getByRole('button', { name: `Remover administrador ${email}` }).count(),
      ).toBe(0)
      expect((await rpc(adminToken, 'demote_admin', { target: id })).status).toBe(200)
      await button(page, 'Recarregar').click()
      await page.getByRole('alert').filter({ hasText: 'Acesso Negado' }).waitFor()
      expect(await page.getByText('Apenas administradores podem acessar esta seção.').count()).toBe(
        1,
      )
      await context.close()
    } finally {
      await rpc(adminToken, 'demote_admin', { target: id })
    }
    const rows = await serverRows('profiles', `id=eq.${id}&select=user_type`)
    expect(rows[0]?.user_type).toBe('visitor')
  })
})
