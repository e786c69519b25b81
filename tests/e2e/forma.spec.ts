/**
 * 'Forma' and a ride's page (issue 42): the dashboard's fitness, fatigue and form from the rider's
 * ride summaries, the page each ride opens, deleting one with 'Desfazer' (the figures follow, the
 * server too), offline after a visit, axe and 390 px.
 *
 * The rides are a fresh account's, written on the server (service role) and pulled by the app at
 * sign-in, as another device's would be: other spec files share the backend and the demo athlete.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { createAccount, serverRows } from './accounts'
import {
  DESKTOP,
  button,
  expectAccessible,
  launchBrowser,
  waitForScreen,
  waitForWorker,
} from './browser'
import { expectToast, openDashboard, profileId, signIn } from './panels'

const DAY = 86_400_000
/** Set to a folder to keep screenshots of the panel and the ride's page (to look at them). */
const SHOTS = process.env.FORMA_SHOTS_DIR

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** A ride `daysAgo` days back, at 07:00 in Brasília (10:00 UTC). */
function ride(userId: string, daysAgo: number, figures: Record<string, unknown>) {
  const start = new Date(Date.now() - daysAgo * DAY)
  start.setUTCHours(10, 0, 0, 0)
  return {
    user_id: userId,
    ride_started_at: start.toISOString(),
    file_format: 'fit',
    elapsed_seconds: 4000,
    moving_seconds: 3600,
    distance_m: 30_000,
    elevation_gain_m: 400,
    // PostgREST takes an array whose objects all have the same keys.
    avg_power: null,
    max_power: null,
    tss: null,
    avg_hr: null,
    max_hr: null,
    indoor: false,
    session_name: null,
    ...figures,
  }
}

async function insertRides(rows: Record<string, unknown>[]): Promise<void> {
  const response = await fetch(`${inject('backendURL')}/rest/v1/user_ride_summaries`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify(rows),
  })
  if (!response.ok) throw new Error(`rides: ${response.status} ${await response.text()}`)
}

/** A rider with twelve days of rides with power, one with heart rate only, one with neither, and
 * yesterday's ramp test (indoor, TSS 90). */
async function riderWithRides(tag: string): Promise<{ email: string; userId: string }> {
  const email = await createAccount(tag)
  const userId = await profileId(email)
  await insertRides([
    ...Array.from({ length: 12 }, (_, index) =>
      ride(userId, index + 2, { avg_power: 180, max_power: 520, tss: 60 + index * 5, avg_hr: 140 }),
    ),
    ride(userId, 15, { avg_hr: 150, max_hr: 171 }),
    ride(userId, 16, { distance_m: 12_000 }),
    ride(userId, 1, {
      avg_power: 210,
      max_power: 402,
      tss: 90,
      avg_hr: 158,
      max_hr: 181,
      indoor: true,
      session_name: 'Teste de Rampa',
      distance_m: 0,
      elevation_gain_m: 0,
    }),
  ])
  return { email, userId }
}

const forma = (page: Page) => page.getByRole('region', { name: 'Forma' })

/** Today's figure under `label` in the panel ('Condicionamento', 'Fadiga', 'Forma'). */
const figure = (page: Page, label: string) =>
  page
    .locator('dl[aria-label="Forma hoje"] > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .locator('dd')
    .first()
    .textContent()

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

const chart = (page: Page) =>
  page.getByRole('figure', { name: 'Gráfico de condicionamento, fadiga e forma' })

const offlineNoise = (errors: string[]) =>
  errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to (load|fetch)/.test(e))

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

describe('Forma', () => {
  it('shows today’s figures, the chart and the rides left out; a ride opens its page; delete, Desfazer, delete for good', async () => {
    const { email, userId } = await riderWithRides('forma')
    const { page, context, errors } = await signIn(browser, email)
    await openDashboard(page)
    await forma(page).getByRole('list', { name: 'Últimos pedais' }).waitFor({ timeout: 15_000 })
    await expect
      .poll(() => page.getByRole('link', { name: /de \d\d\/\d\d\/\d{4}/ }).count())
      .toBe(5)
    await chart(page).waitFor({ timeout: 15_000 })
    const before = {
      fitness: await figure(page, 'Condicionamento'),
      fatigue: await figure(page, 'Fadiga'),
    }
    expect(Number(before.fitness?.replace(',', '.'))).toBeGreaterThan(5)
    expect(Number(before.fatigue?.replace(',', '.'))).toBeGreaterThan(
      Number(before.fitness?.replace(',', '.')),
    )
    const panel = (await forma(page).textContent()) ?? ''
    expect(panel).toContain('1 pedal sem potência nem FC não entra na carga.')
    expect(panel).toContain('Sem FTHR salva: 1 pedal só com FC não entra na carga.')
    expect(panel).toContain('Rampa semanal:')
    expect(await horizontalOverflow(page)).toBe(0)
    await expectAccessible(page)

    await forma(page)
      .getByRole('link', { name: /^Teste de Rampa de / })
      .click()
    await page.waitForURL(/\/dashboard\/pedais\/[0-9a-f-]{36}$/)
    await waitForScreen(page)
    expect(await page.locator('h1').textContent()).toMatch(/^Teste de Rampa de \d\d\/\d\d\/\d{4}$/)
    const text = (await page.locator('dl[aria-label="Números do pedal"]').textContent()) ?? ''
    for (const part of [
      '07:00',
      'Potência média210 W',
      'FC máxima181 bpm',
      'TSS90',
      'IndoorSim',
      'SessãoTeste de Rampa',
    ])
      expect(text).toContain(part)
    expect(await horizontalOverflow(page)).toBe(0)
    await expectAccessible(page)
    await shot(page, 'ride-390')

    await button(page, 'Excluir pedal').click()
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await expectToast(page, 'Pedal excluído')
    await expect.poll(() => figure(page, 'Fadiga')).not.toBe(before.fatigue)
    await page.locator('[data-sonner-toast]').getByRole('button', { name: 'Desfazer' }).click()
    await expect.poll(() => figure(page, 'Fadiga')).toBe(before.fatigue)
    expect(await figure(page, 'Condicionamento')).toBe(before.fitness)
    await forma(page)
      .getByRole('link', { name: /^Teste de Rampa de / })
      .waitFor()

    await forma(page)
      .getByRole('link', { name: /^Teste de Rampa de / })
      .click()
    await waitForScreen(page)
    await button(page, 'Excluir pedal').click()
    await expectToast(page, 'Pedal excluído')
    await expect.poll(() => figure(page, 'Fadiga')).not.toBe(before.fatigue)
    // Gone for good once the toast's time is up: the deletion reaches the server.
    await expect
      .poll(
        async () =>
          (await serverRows('user_ride_summaries', `user_id=eq.${userId}&select=session_name`))
            .length,
        { timeout: 20_000 },
      )
      .toBe(14)
    expect(
      await forma(page)
        .getByRole('link', { name: /^Teste de Rampa de / })
        .count(),
    ).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('works offline after a visit: the figures, and a ride’s page through the app shell', async () => {
    const { email } = await riderWithRides('forma-off')
    const { page, context, errors } = await signIn(browser, email, DESKTOP)
    await waitForWorker(page)
    await openDashboard(page)
    await chart(page).waitFor({ timeout: 15_000 })
    await shot(page, 'forma-1280')
    const fitness = await figure(page, 'Condicionamento')
    await forma(page)
      .getByRole('link', { name: /^Teste de Rampa de / })
      .click()
    await page.waitForURL(/\/dashboard\/pedais\//)
    const address = page.url()

    await context.setOffline(true)
    await page.goto('/dashboard')
    await openDashboard(page)
    await expect.poll(() => figure(page, 'Condicionamento'), { timeout: 15_000 }).toBe(fitness)
    await page.goto(address)
    await waitForScreen(page)
    expect(await page.locator('h1').textContent()).toMatch(/^Teste de Rampa de /)
    await expectAccessible(page)
    await shot(page, 'ride-1280-offline')
    await context.setOffline(false)
    expect(offlineNoise(errors)).toEqual([])
    await context.close()
  })
})
