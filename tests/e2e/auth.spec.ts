/**
 * Accounts end to end (issue 6) in Chromium against the production build and the local backend:
 * /entrar (login, sign-up, validation, the recovery dialog), the recovery link from the dev
 * outbox, /reset-password states, role redirects and guards, the header menu and sign-out, the
 * sync status, the anonymous-results prompt and the offline cases.
 *
 * Other spec files share the backend in parallel: every test that changes data uses a fresh
 * account, seed accounts only sign in (a global sign-out would end their other sessions), and
 * the one dev setting changed here (recovery limits and link lifetime) is restored afterwards.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  DESKTOP,
  MOBILE,
  expectAccessible,
  launchBrowser,
  openPage,
  button,
  field,
  waitForHydration,
  waitForWorker,
  type TrackedPage,
} from './browser'
import {
  PASSWORD,
  createAccount,
  devFetch,
  serverRows,
  mailLink,
  requestRecovery,
  uniqueEmail,
} from './accounts'
import { firstVisit, resultsOnDevice, typeLikeARider, waitForSave } from './early'
import { expectToast, passwordSignInStatus, profileId } from './panels'
import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts'

const SEED = {
  admin: 'admin@borapedalar.test',
  organizer: 'organizador@borapedalar.test',
  athlete: 'atleta@borapedalar.test',
} as const

const backend = () => inject('backendURL')
let browser: Browser
let savedSettings: Record<string, number>

async function devSettings(patch?: Record<string, number>): Promise<Record<string, number>> {
  const response = await devFetch('settings', {
    method: patch ? 'POST' : 'GET',
    body: patch ? JSON.stringify(patch) : undefined,
  })
  if (!response.ok) throw new Error(`/_dev/settings: ${response.status}`)
  return (await response.json()) as Record<string, number>
}

beforeAll(async () => {
  browser = await launchBrowser()
  savedSettings = await devSettings()
  // All browsers share one client address: the hourly recovery limit must not end this file early.
  await devSettings({ recoveryRequestsPerHour: 1000 })
})

afterAll(async () => {
  await devSettings({
    recoveryRequestsPerHour: savedSettings.recoveryRequestsPerHour ?? 5,
    recoveryLinkLifetimeSeconds: savedSettings.recoveryLinkLifetimeSeconds ?? 3600,
  })
  await browser.close()
})

const heading = (page: Page) => page.locator('h1').first()

async function waitForScreen(page: Page): Promise<void> {
  await waitForHydration(page)
  await page.locator('[data-interactive="true"]').waitFor({ timeout: 15_000 })
}

type Viewport = { width: number; height: number }

async function openEntrar(viewport: Viewport = MOBILE): Promise<TrackedPage> {
  const tracked = await openPage(browser, viewport)
  await tracked.page.goto('/entrar')
  await waitForScreen(tracked.page)
  return tracked
}

async function expectAlert(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.getByRole('alert').filter({ hasText: text }).count(), { message: text })
    .toBeGreaterThan(0)
}

async function expectPath(page: Page, path: string): Promise<void> {
  await expect
    .poll(() => new URL(page.url()).pathname, { message: path, timeout: 15_000 })
    .toBe(path)
}

async function expectHeading(page: Page, text: string | RegExp): Promise<void> {
  await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toMatch(text)
}

async function login(page: Page, email: string, password = PASSWORD): Promise<void> {
  await field(page, 'Email').fill(email)
  await field(page, 'Senha').fill(password)
  await button(page, 'Entrar').click()
}

/** Signs in through /entrar and waits for the panel. */
async function signIn(email: string, viewport: Viewport = MOBILE): Promise<TrackedPage> {
  const tracked = await openEntrar(viewport)
  await login(tracked.page, email)
  await expectPath(tracked.page, '/dashboard')
  await expectHeading(tracked.page, 'Minha Dashboard')
  return tracked
}

const accountMenu = (page: Page) => page.getByRole('button', { name: /^Menu da conta/ })
const syncStatus = (page: Page, text: string) =>
  page.locator('header').getByRole('status').filter({ hasText: text })

async function calculateImc(page: Page): Promise<void> {
  await field(page, 'Altura (cm)').fill('180')
  await field(page, 'Peso (kg)').fill('75')
  await button(page, 'Calcular IMC').click()
  await waitForSave(page, 'Calcular IMC', 'imc', { height: 180, weight: 75 })
}

interface ApiSession {
  access_token: string
  refresh_token: string
}

/** A session of `email` made through the API: another device of the same rider. */
async function otherDevice(email: string): Promise<ApiSession> {
  const response = await fetch(`${backend()}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status}`)
  return (await response.json()) as ApiSession
}

/** Whether the server still takes a session's access token (an ended one: 403 session_not_found). */
async function sessionAlive(session: ApiSession): Promise<boolean> {
  const response = await fetch(`${backend()}/auth/v1/user`, {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${session.access_token}` },
  })
  return response.status === 200
}

/** The session supabase-js keeps on this device (null when signed out). */
async function storedSession(
  page: Page,
): Promise<(ApiSession & { user: { email: string } }) | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k))
    const value = key ? localStorage.getItem(key) : null
    return value ? (JSON.parse(value) as ApiSession & { user: { email: string } }) : null
  })
}

/** Every address the page's caches (the service worker's) hold. */
async function cachedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    }
    return urls
  })
}

async function openImc(page: Page): Promise<void> {
  await page.goto('/calculadoras/imc')
  await waitForHydration(page)
  await page.locator('[data-interactive="true"]').waitFor({ timeout: 15_000 })
}

describe('/entrar', () => {
  it('login mode, validation, the toggle that clears everything, and axe in both modes', async () => {
    const { page, context, errors } = await openEntrar()
    await expectHeading(page, 'Bem-vindo de Volta')
    await expectAccessible(page)

    await button(page, 'Entrar').click()
    await expectAlert(page, 'Preencha todos os campos obrigatórios')

    await field(page, 'Email').fill('ana@exemplo.com')
    await button(page, 'Cadastre-se').click()
    await expectHeading(page, 'Criar uma Conta')
    expect(await field(page, 'Email').inputValue()).toBe('')
    expect(await page.getByRole('alert').count()).toBe(0)
    for (const label of ['Nome completo', 'Email', 'Senha', 'Confirmar senha']) {
      expect(await field(page, label).count(), label).toBe(1)
    }

    await field(page, 'Email').fill('ana@exemplo.com')
    await field(page, 'Senha').fill('pedalar')
    await field(page, 'Confirmar senha').fill('pedalar')
    await button(page, 'Criar conta').click()
    await expectAlert(page, 'Nome completo é obrigatório')
    await field(page, 'Nome completo').fill('Ana Souza')
    await field(page, 'Senha').fill('12345')
    await field(page, 'Confirmar senha').fill('12345')
    await button(page, 'Criar conta').click()
    await expectAlert(page, 'A senha deve ter pelo menos 6 caracteres')
    await field(page, 'Senha').fill('pedalar')
    await field(page, 'Confirmar senha').fill('pedalas')
    await button(page, 'Criar conta').click()
    await expectAlert(page, 'As senhas não coincidem')
    await expectAccessible(page)

    await button(page, 'Faça login').click()
    await expectHeading(page, 'Bem-vindo de Volta')
    expect(await field(page, 'Email').inputValue()).toBe('')
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(await page.getByText('Depuração do backend').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it.each<[keyof typeof SEED, string, string, string]>([
    ['admin', '/admin', 'Painel Administrativo', 'painel de administrador'],
    ['organizer', '/dashboard', 'Dashboard do Organizador', 'painel de usuário'],
    ['athlete', '/dashboard', 'Minha Dashboard', 'painel de usuário'],
  ])('signs in the %s and opens %s after the welcome', async (role, path, title, panel) => {
    const { page, context, errors } = await openEntrar(DESKTOP)
    await login(page, SEED[role])
    await expectToast(page, `Bem-vindo! Redirecionando para o ${panel}...`)
    await page.getByText('Preparando seu painel...').waitFor({ timeout: 5_000 })
    await expectPath(page, path)
    await expectHeading(page, title)
    await accountMenu(page).waitFor()
    // Coming back to /entrar signed in goes straight to the panel, replacing history.
    await page.goto('/entrar')
    await expectPath(page, path)
    expect(errors).toEqual([])
    await context.close()
  })

  it('says "Credenciais inválidas" for a wrong password', async () => {
    const { page, context } = await openEntrar()
    await login(page, SEED.athlete, 'senha-errada')
    await expectAlert(page, 'Credenciais inválidas')
    expect(new URL(page.url()).pathname).toBe('/entrar')
    await context.close()
  })

  it('signs up a new rider and opens the dashboard', async () => {
    const { page, context, errors } = await openEntrar()
    await button(page, 'Cadastre-se').click()
    const email = uniqueEmail('signup')
    await field(page, 'Nome completo').fill('Nova Ciclista')
    await field(page, 'Email').fill(email)
    await field(page, 'Senha').fill(PASSWORD)
    await field(page, 'Confirmar senha').fill(PASSWORD)
    await button(page, 'Criar conta').click()
    await expectToast(page, 'Cadastro realizado com sucesso!')
    await expectPath(page, '/dashboard')
    await expectHeading(page, 'Minha Dashboard')
    await expect
      .poll(() => accountMenu(page).getAttribute('aria-label'))
      .toBe('Menu da conta: Nova Ciclista')
    expect(errors).toEqual([])
    await context.close()
  })

  it.each([
    ['the right password signs in', PASSWORD, true],
    ['another password is refused', 'outra-senha', false],
  ])('sign-up with a registered e-mail: %s', async (_, password, succeeds) => {
    const email = await createAccount('dup')
    const { page, context } = await openEntrar()
    await button(page, 'Cadastre-se').click()
    await field(page, 'Nome completo').fill('Alguém')
    await field(page, 'Email').fill(email)
    await field(page, 'Senha').fill(password)
    await field(page, 'Confirmar senha').fill(password)
    await button(page, 'Criar conta').click()
    if (succeeds) {
      await expectToast(page, 'Cadastro realizado com sucesso!')
      await expectPath(page, '/dashboard')
    } else {
      await expectAlert(
        page,
        'Este email já está cadastrado. Verifique sua senha ou use outro email.',
      )
    }
    await context.close()
  })

  it('says "Sem conexão…" at once when signing in offline', async () => {
    const { page, context } = await openEntrar()
    await context.setOffline(true)
    await login(page, SEED.athlete)
    await expectAlert(page, 'Sem conexão. Verifique sua internet e tente novamente.')
    await context.setOffline(false)
    await context.close()
  })
})

describe('password recovery', () => {
  it('on a slow phone, the new password typed as soon as the form shows is saved once (issue 19)', async () => {
    const email = await createAccount('early-reset')
    await requestRecovery(email)
    const link = new URL(await mailLink(email))
    const visit = await firstVisit(browser, `${link.pathname}${link.search}`, {
      holdScripts: false,
    })
    const { page } = visit
    const NEW_PASSWORD = 'trilha-nova-456'
    await typeLikeARider(page, 'Nova senha', NEW_PASSWORD)
    await typeLikeARider(page, 'Confirmar senha', NEW_PASSWORD)
    await button(page, 'Redefinir senha').click()
    await page.getByText('Senha redefinida com sucesso!').waitFor({ timeout: 30_000 })
    const updates = visit.requests(/\/auth\/v1\/user/).filter((r) => r.method() === 'PUT')
    expect(updates).toHaveLength(1)
    expect(updates[0]!.postDataJSON()).toMatchObject({ password: NEW_PASSWORD })
    expect(await passwordSignInStatus(email, NEW_PASSWORD)).toBe(200)
    expect(visit.errors).toEqual([])
    await visit.context.close()
  })

  it('dialog: validation, sending, confirmation that closes itself, and axe', async () => {
    const email = await createAccount('dialog')
    const { page, context, errors } = await openEntrar()
    await button(page, 'Esqueceu sua senha?').click()
    const dialog = page.getByRole('dialog', { name: 'Recuperar Senha' })
    await dialog.waitFor()
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Enviar link' }).click()
    await expectAlert(page, 'Por favor, digite seu email')
    await dialog.getByLabel('Email').fill('ana@exemplo')
    await dialog.getByRole('button', { name: 'Enviar link' }).click()
    await expectAlert(page, 'Por favor, digite um email válido')
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByRole('button', { name: 'Enviar link' }).click()
    await expectToast(page, 'Email de recuperação enviado com sucesso!')
    await dialog.getByText('Email enviado!').waitFor()
    await dialog.waitFor({ state: 'detached', timeout: 8_000 })
    expect(await mailLink(email)).toContain('/reset-password?')
    expect(errors).toEqual([])
    await context.close()
  })

  it('end to end: the outbox link, a new password, and a login with it', async () => {
    const email = await createAccount('recover')
    const { page, context, errors } = await openEntrar()
    await button(page, 'Esqueceu sua senha?').click()
    const dialog = page.getByRole('dialog', { name: 'Recuperar Senha' })
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByRole('button', { name: 'Enviar link' }).click()
    await dialog.getByText('Email enviado!').waitFor()

    const link = new URL(await mailLink(email))
    await page.goto(`${link.pathname}${link.search}`)
    await waitForScreen(page)
    await expectToast(page, 'Link válido! Digite sua nova senha.')
    await field(page, 'Nova senha').waitFor({ timeout: 10_000 })
    await expectAccessible(page)

    await button(page, 'Redefinir senha').click()
    await expectAlert(page, 'Preencha todos os campos')
    await field(page, 'Nova senha').fill('12345')
    await field(page, 'Confirmar senha').fill('12345')
    await button(page, 'Redefinir senha').click()
    await expectAlert(page, 'A senha deve ter pelo menos 6 caracteres')
    await field(page, 'Nova senha').fill('nova-senha-1')
    await field(page, 'Confirmar senha').fill('nova-senha-2')
    await button(page, 'Redefinir senha').click()
    await expectAlert(page, 'As senhas não coincidem')
    await field(page, 'Confirmar senha').fill('nova-senha-1')
    await button(page, 'Redefinir senha').click()
    await expectToast(page, 'Senha redefinida com sucesso!')
    await page.getByText('Senha redefinida!').waitFor()
    await expectAccessible(page)
    await expectPath(page, '/entrar')
    await waitForScreen(page)

    await login(page, email, PASSWORD)
    await expectAlert(page, 'Credenciais inválidas')
    await login(page, email, 'nova-senha-1')
    await expectPath(page, '/dashboard')
    // A link works once.
    await page.goto(`${link.pathname}${link.search}`)
    await expectAlert(page, 'Link inválido ou expirado. Solicite um novo link de recuperação.')
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([])
    await context.close()
  })

  it.each([
    ['/reset-password?token_hash=nao-existe&type=recovery'],
    ['/reset-password'],
    ['/test-reset?token_hash=nao-existe&type=recovery'],
  ])('%s shows the invalid-link state', async (path) => {
    const { page, context } = await openPage(browser, MOBILE)
    await page.goto(path)
    await waitForScreen(page)
    await expectHeading(page, 'Redefinir Senha')
    await expectAlert(page, 'Link inválido ou expirado. Solicite um novo link de recuperação.')
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Voltar para o login' }).waitFor()
    await context.close()
  })

  it('an expired link is refused', async () => {
    const email = await createAccount('expired')
    const base = inject('baseURL')
    const response = await fetch(
      `${backend()}/auth/v1/recover?redirect_to=${encodeURIComponent(`${base}/reset-password`)}`,
      {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      },
    )
    expect(response.status).toBe(200)
    const link = new URL(await mailLink(email))
    await devSettings({ recoveryLinkLifetimeSeconds: 0 })
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100))
      const { page, context } = await openPage(browser, MOBILE)
      await page.goto(`${link.pathname}${link.search}`)
      await waitForScreen(page)
      await expectAlert(page, 'Link inválido ou expirado. Solicite um novo link de recuperação.')
      await context.close()
    } finally {
      await devSettings({
        recoveryLinkLifetimeSeconds: savedSettings.recoveryLinkLifetimeSeconds ?? 3600,
      })
    }
  })
})

describe('a recovery link while someone else is signed in (issue 21.4)', () => {
  /** Records, from the very first script, the address as scripts see it when the page is parsed. */
  async function watchAddress(page: Page): Promise<() => Promise<string>> {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as unknown as { addressAtReady: string }).addressAtReady = location.href
      })
    })
    return () =>
      page.evaluate(() => (window as unknown as { addressAtReady: string }).addressAtReady)
  }

  const question = (page: Page, current: string, next: string) =>
    page.getByText(`Você está conectado como ${current}. Continuar como ${next}?`)

  it('asks first and does nothing until answered; Cancelar keeps the session and the link unused; the token leaves the address before any script or cache reads it', async () => {
    const [rider, other] = [await createAccount('link-a'), await createAccount('link-b')]
    const { page, context, errors } = await signIn(rider)
    await waitForWorker(page)
    const verifies: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/verify')) verifies.push(request.url())
    })
    const addressAtReady = await watchAddress(page)
    await requestRecovery(other)
    const link = new URL(await mailLink(other))
    const token = link.searchParams.get('token_hash') ?? ''
    expect(token).not.toBe('')

    await page.goto(`${link.pathname}${link.search}`)
    await waitForScreen(page)
    await question(page, rider, other).waitFor({ timeout: 15_000 })
    await expectAccessible(page)
    // Gone from the address before the page's own scripts ran to the end of parsing, so before
    // analytics (loaded after consent, later still) or a next page's referrer could read it.
    for (const address of [await addressAtReady(), page.url()]) {
      expect(address).toContain('/reset-password')
      expect(address).not.toContain(token)
      expect(address).not.toContain('email=')
    }
    // The worker served this navigation (network first): no cache holds the token's address.
    await expect.poll(() => cachedAddresses(page)).toContain(`${inject('baseURL')}/reset-password`)
    expect((await cachedAddresses(page)).filter((url) => url.includes(token))).toEqual([])
    expect(verifies).toEqual([])
    expect((await storedSession(page))?.user.email).toBe(rider)

    await button(page, 'Cancelar').click()
    await page
      .getByRole('status')
      .filter({
        hasText: `Você continua conectado como ${rider}. O link de recuperação não foi usado.`,
      })
      .waitFor()
    expect(verifies).toEqual([])
    expect((await storedSession(page))?.user.email).toBe(rider)
    await page.getByRole('link', { name: 'Ir para o painel' }).click()
    await expectHeading(page, 'Minha Dashboard')
    expect(errors).toEqual([])
    await context.close()

    // The link was left unused: signed out, it still opens.
    const fresh = await openPage(browser, MOBILE)
    await fresh.page.goto(`${link.pathname}${link.search}`)
    await waitForScreen(fresh.page)
    await expectToast(fresh.page, 'Link válido! Digite sua nova senha.')
    await fresh.context.close()
  })

  it('Continuar signs the current rider out of this device and opens the link as its account', async () => {
    const [rider, other] = [await createAccount('link-c'), await createAccount('link-d')]
    const { page, context, errors } = await signIn(rider)
    const before = await storedSession(page)
    await requestRecovery(other)
    const link = new URL(await mailLink(other))
    await page.goto(`${link.pathname}${link.search}`)
    await waitForScreen(page)
    await question(page, rider, other).waitFor({ timeout: 15_000 })
    await button(page, 'Continuar').click()
    await expectToast(page, 'Link válido! Digite sua nova senha.')
    await field(page, 'Nova senha').fill('trilha-nova-789')
    await field(page, 'Confirmar senha').fill('trilha-nova-789')
    await button(page, 'Redefinir senha').click()
    await expectToast(page, 'Senha redefinida com sucesso!')
    expect(await passwordSignInStatus(other, 'trilha-nova-789')).toBe(200)
    expect(await passwordSignInStatus(rider, PASSWORD)).toBe(200)
    // The first rider's session on this device ended on the server too.
    await expect.poll(() => sessionAlive(before!), { timeout: 15_000 }).toBe(false)
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([])
    await context.close()
  })

  it('a link naming the signed-in rider but made for another account changes nothing', async () => {
    const [rider, other] = [await createAccount('link-e'), await createAccount('link-f')]
    const { page, context } = await signIn(rider)
    await requestRecovery(other)
    const link = new URL(await mailLink(other))
    link.searchParams.set('email', rider)
    await page.goto(`${link.pathname}${link.search}`)
    await waitForScreen(page)
    await expectAlert(page, `Este link de recuperação não é da conta ${rider}. Nada foi alterado.`)
    expect((await storedSession(page))?.user.email).toBe(rider)
    await page.goto('/dashboard')
    await expectHeading(page, 'Minha Dashboard')
    await context.close()
  })
})

describe("a recovery link carrying another account's session (issue 31.5)", () => {
  /** A link as GoTrue's implicit redirect writes it, with `email`'s own tokens in the hash. */
  async function tokensLink(email: string): Promise<string> {
    const session = await otherDevice(email)
    const hash = new URLSearchParams({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      expires_in: '3600',
      token_type: 'bearer',
      type: 'recovery',
    })
    return `/reset-password#${hash.toString()}`
  }

  it('a signed-out visitor who opens it is never signed in as that account: what they save stays on the device, anonymous', async () => {
    const attacker = await createAccount('link-owner')
    const { page, context, errors } = await openPage(browser, MOBILE)
    await page.goto(await tokensLink(attacker))
    await waitForScreen(page)
    await expectToast(page, 'Link válido! Digite sua nova senha.')
    await field(page, 'Nova senha').waitFor()
    // The form is there, but the app's own session (supabase-js' key) is nobody's.
    expect(await storedSession(page)).toBeNull()
    await page.locator('header').getByRole('link', { name: 'Entrar' }).waitFor()

    // The visitor walks off to another screen in the app, then to a calculator (a new page load).
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Vídeos' })
      .click()
    await expectHeading(page, 'Vídeos')
    expect(await storedSession(page)).toBeNull()
    await openImc(page)
    await calculateImc(page)
    expect(await storedSession(page)).toBeNull()
    const owners = (await resultsOnDevice(page)).map((row) => row.owner)
    expect(owners).toEqual(['anon'])
    // Nothing reaches the link's account, now or after a while.
    await new Promise((resolve) => setTimeout(resolve, 2000))
    expect(
      await serverRows('user_imc_data', `select=id&user_id=eq.${await profileId(attacker)}`),
    ).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it('the link still only sets its account a new password, then sends the visitor to /entrar after 2 s, signed out', async () => {
    const owner = await createAccount('link-tokens')
    const { page, context, errors } = await openPage(browser, MOBILE)
    await page.goto(await tokensLink(owner))
    await waitForScreen(page)
    await field(page, 'Nova senha').fill('trilha-nova-321')
    await field(page, 'Confirmar senha').fill('trilha-nova-321')
    await button(page, 'Redefinir senha').click()
    await expectToast(page, 'Senha redefinida com sucesso!')
    const redirected = Date.now()
    await page.getByText('Senha redefinida!').waitFor()
    expect(await storedSession(page)).toBeNull()
    await expectPath(page, '/entrar')
    expect(Date.now() - redirected).toBeGreaterThan(1500)
    await expectHeading(page, 'Bem-vindo de Volta')
    expect(await storedSession(page)).toBeNull()
    expect(await passwordSignInStatus(owner, 'trilha-nova-321')).toBe(200)
    expect(await passwordSignInStatus(owner, PASSWORD)).toBe(400)
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([])
    await context.close()
  })

  it("a token_hash link from the mail also keeps the app's session apart until the password is set", async () => {
    const email = await createAccount('link-hash')
    await requestRecovery(email)
    const link = new URL(await mailLink(email))
    const { page, context } = await openPage(browser, MOBILE)
    await page.goto(`${link.pathname}${link.search}`)
    await waitForScreen(page)
    await expectToast(page, 'Link válido! Digite sua nova senha.')
    await field(page, 'Nova senha').waitFor()
    expect(await storedSession(page)).toBeNull()
    await context.close()
  })
})

describe('guards', () => {
  it('/dashboard and /admin send a signed-out visitor to /entrar', async () => {
    const { page, context, errors } = await openPage(browser, MOBILE)
    for (const path of ['/dashboard', '/admin']) {
      await page.goto(path)
      await expectPath(page, '/entrar')
      await expectHeading(page, 'Bem-vindo de Volta')
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it('/admin sends an athlete through /entrar to /dashboard', async () => {
    const { page, context } = await signIn(SEED.athlete)
    await page.goto('/admin')
    await expectPath(page, '/dashboard')
    await expectHeading(page, 'Minha Dashboard')
    // Client-side too: the menu's panel link and a typed URL agree.
    await page.goto('/')
    await waitForHydration(page)
    await page.goto('/dashboard')
    await expectHeading(page, 'Minha Dashboard')
    await context.close()
  })
})

describe('header, sync and sign-out', () => {
  it('menu shows the name, the panel and Sair; signing out toasts and goes home', async () => {
    const email = await createAccount('signout', 'Carla Pedal')
    const { page, context, errors } = await signIn(email, DESKTOP)
    await syncStatus(page, 'Sincronizado').waitFor({ timeout: 15_000 })
    await accountMenu(page).click()
    const menu = page.getByRole('menu')
    await menu.waitFor()
    expect(await menu.textContent()).toContain('Carla Pedal')
    expect(await menu.getByRole('menuitem', { name: 'Meu painel' }).count()).toBe(1)
    await expectAccessible(page)
    await menu.getByRole('menuitem', { name: 'Sair' }).click()
    await expectToast(page, 'Logout realizado com sucesso!')
    await expectPath(page, '/')
    await page.getByRole('link', { name: 'Entrar' }).waitFor()
    expect(await syncStatus(page, 'Sincronizado').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('offers the anonymous results of this device after sign-in', async () => {
    const email = await createAccount('anon')
    const { page, context } = await openPage(browser, MOBILE)
    await openImc(page)
    await calculateImc(page)
    await page.goto('/entrar')
    await waitForScreen(page)
    await login(page, email)
    const prompt = page.getByRole('region', { name: '1 resultado deste aparelho' })
    await prompt.waitFor({ timeout: 15_000 })
    expect(await prompt.textContent()).toContain(email)
    await expectAccessible(page)
    await prompt.getByRole('button', { name: 'Salvar na conta' }).click()
    await expectToast(page, '1 resultado salvo na sua conta')
    await prompt.waitFor({ state: 'detached' })
    await syncStatus(page, 'Sincronizado').waitFor({ timeout: 15_000 })
    await context.close()
  })

  it('offline: stays signed in after a reload, saves, asks before signing out', async () => {
    const email = await createAccount('offline')
    const { page, context } = await signIn(email)
    await openImc(page)
    await waitForWorker(page)
    await syncStatus(page, 'Sincronizado').waitFor({ timeout: 15_000 })

    await context.setOffline(true)
    await page.reload()
    await waitForHydration(page)
    await page.locator('[data-interactive="true"]').waitFor({ timeout: 15_000 })
    await accountMenu(page).waitFor({ timeout: 10_000 })
    await syncStatus(page, 'Offline').waitFor({ timeout: 10_000 })
    await calculateImc(page)
    await expectToast(page, 'Dados salvos com sucesso no seu dashboard.')

    // An unsynced result: the menu asks first; then 'Sair' works offline (issue 21.6): this
    // device's session ends at once, the account's other sessions go on.
    const thisDevice = await storedSession(page)
    const laptop = await otherDevice(email)
    await accountMenu(page).click()
    await page.getByRole('menuitem', { name: 'Sair' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sair da conta?' })
    await dialog.waitFor({ timeout: 10_000 })
    expect(await dialog.textContent()).toContain('1 resultado')
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await dialog.waitFor({ state: 'detached' })
    await accountMenu(page).click()
    await page.getByRole('menuitem', { name: 'Sair' }).click()
    await dialog.getByRole('button', { name: 'Sair mesmo assim' }).click()
    await expectToast(page, 'Logout realizado com sucesso!')
    await expectPath(page, '/')
    await page.getByRole('link', { name: 'Entrar' }).first().waitFor()
    expect(await storedSession(page)).toBeNull()
    await page.reload()
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Entrar' }).first().waitFor()
    expect(await accountMenu(page).count()).toBe(0)

    // Back online the server is told: that session ends, the laptop's does not.
    await context.setOffline(false)
    await expect.poll(() => sessionAlive(thisDevice!), { timeout: 20_000 }).toBe(false)
    expect(await sessionAlive(laptop)).toBe(true)

    // The result waited on the device, hidden, and syncs when this rider returns.
    await page.goto('/entrar')
    await waitForScreen(page)
    await login(page, email)
    await expectPath(page, '/dashboard')
    await syncStatus(page, 'Sincronizado').waitFor({ timeout: 20_000 })
    const owner = await profileId(email)
    expect(await serverRows('user_imc_data', `user_id=eq.${owner}&select=id`)).toHaveLength(1)
    await context.close()
  })

  it("'Sair de todos os aparelhos' in Meu Perfil ends every session; offline it says so and keeps this one", async () => {
    const email = await createAccount('everywhere')
    const laptop = await otherDevice(email)
    const { page, context, errors } = await signIn(email)
    const thisDevice = await storedSession(page)
    await page.getByRole('tab', { name: 'Meu Perfil' }).click()
    const everywhere = button(page, 'Sair de todos os aparelhos')
    await everywhere.waitFor()

    await context.setOffline(true)
    await everywhere.click()
    await expectToast(
      page,
      'Sem conexão. Para sair de todos os aparelhos, conecte-se à internet e tente novamente.',
    )
    expect((await storedSession(page))?.user.email).toBe(email)
    await context.setOffline(false)
    expect(await sessionAlive(laptop)).toBe(true)

    await everywhere.click()
    await expectToast(page, 'Você saiu da conta em todos os aparelhos.')
    await expectPath(page, '/')
    expect(await storedSession(page)).toBeNull()
    expect(await sessionAlive(laptop)).toBe(false)
    expect(await sessionAlive(thisDevice!)).toBe(false)
    expect(
      errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to (load|fetch)/.test(e)),
    ).toEqual([])
    await context.close()
  })
})
