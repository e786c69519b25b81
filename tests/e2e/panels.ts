/** Signing in through /entrar and reaching the panels, shared by the dashboard and account specs. */
import { readFile } from 'node:fs/promises'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts'
import { PASSWORD, serverRows } from './accounts'
import { MOBILE, button, field, openPage, waitForScreen, type TrackedPage } from './browser'

type Viewport = { width: number; height: number }

/** A new page signed in as `email` through the real form, on its panel (/dashboard or /admin). */
export async function signIn(
  browser: Browser,
  email: string,
  viewport: Viewport = MOBILE,
  password = PASSWORD,
): Promise<TrackedPage> {
  const tracked = await openPage(browser, viewport)
  const { page } = tracked
  await page.goto('/entrar')
  await waitForScreen(page)
  await field(page, 'Email').fill(email)
  await field(page, 'Senha').fill(password)
  await button(page, 'Entrar').click()
  await page.waitForURL(/\/(dashboard|admin)$/, { timeout: 15_000 })
  await page.locator('[data-interactive="true"]').first().waitFor({ timeout: 15_000 })
  return tracked
}

/**
 * A context signed in through /entrar, left on the dashboard. The worker stays out, so a second
 * tab's scripts come from the network, as on a first visit.
 */
export async function signedInBesideTheDashboard(
  browser: Browser,
  email: string,
): Promise<BrowserContext> {
  const { context, page } = await openPage(browser, MOBILE, { serviceWorkers: 'block' })
  await page.goto('/entrar')
  await waitForScreen(page)
  await field(page, 'Email').fill(email)
  await field(page, 'Senha').fill(PASSWORD)
  await button(page, 'Entrar').click()
  await page.waitForURL(/\/dashboard$/, { timeout: 15_000 })
  return context
}

export async function openDashboard(page: Page): Promise<void> {
  if (!page.url().endsWith('/dashboard')) {
    await page.goto('/dashboard')
  }
  await page.getByRole('tablist', { name: 'Seções da dashboard' }).waitFor({ timeout: 15_000 })
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.locator('[data-sonner-toast]').filter({ hasText: text }).count(), {
      message: text,
      timeout: 10_000,
    })
    .toBeGreaterThan(0)
}

/** The status of a password sign-in through the REST API (200 signs in, 400 refuses). */
export async function passwordSignInStatus(email: string, password = PASSWORD): Promise<number> {
  const response = await fetch(`${inject('backendURL')}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  return response.status
}

export async function profileId(email: string): Promise<string> {
  const rows = await serverRows('profiles', `email=eq.${encodeURIComponent(email)}&select=id`)
  return String(rows[0]?.id)
}

/** The dashboard's 'Meu Perfil' tab, where the rider's rights are. */
export async function openProfileTab(page: Page): Promise<void> {
  await openDashboard(page)
  await page.getByRole('tab', { name: 'Meu Perfil' }).click()
  await page.getByRole('heading', { name: 'Seus dados' }).waitFor()
}

/** The JSON file 'Exportar meus dados' downloads when `click` runs. */
export async function downloadedJson(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download')
  await click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^bora-pedalar-meus-dados-\d{4}-\d{2}-\d{2}\.json$/)
  return JSON.parse(await readFile(await file.path(), 'utf8')) as {
    exportedAt: string
    note?: string
    profile: { email: string } | null
    athleteProfile: unknown
    organizerRequests: unknown[] | null
    events: { registrations: unknown[]; organized: unknown[] } | null
    results: {
      server: Record<string, { id: string; ftp?: number }[]> | null
      device: { id: string; kind: string; syncState: string; unsynced: boolean }[]
    }
  }
}
