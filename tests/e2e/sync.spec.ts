/**
 * The offline-first heart end to end (issue 5): signed in, the rider goes offline, calculates in
 * each calculator that keeps results, reloads offline (the values are still there and the header
 * says they are pending), goes online, and the rows reach the server — once each.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD, createAccount, serverRows } from './accounts'
import { button, field, launchBrowser, openPage, waitForScreen, waitForWorker } from './browser'
import { signIn } from './panels'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser.close()
})

const CALCULATIONS: readonly { path: string; values: Record<string, string>; submit: string }[] = [
  {
    path: '/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento',
    values: { Idade: '30' },
    submit: 'Calcular',
  },
  {
    path: '/calculadoras/calcular-FTP',
    values: { 'FTP (watts)': '250' },
    submit: 'Calcular Zonas',
  },
  {
    path: '/calculadoras/imc',
    values: { 'Altura (cm)': '180', 'Peso (kg)': '75' },
    submit: 'Calcular IMC',
  },
  {
    path: '/calculadoras/harris-benedict',
    values: { 'Altura (cm)': '180', 'Peso (kg)': '75', Idade: '30' },
    submit: 'Calcular TMB',
  },
]

/** Waits for the header's sync status to read `text` (the failure shows what it read). */
async function expectSyncStatus(page: Page, text: string, timeout = 10_000): Promise<void> {
  const status = page.locator('header').getByRole('status')
  await expect
    .poll(async () => ((await status.count()) > 0 ? await status.first().textContent() : ''), {
      timeout,
    })
    .toContain(text)
}

async function calculate(page: Page, calculation: (typeof CALCULATIONS)[number]): Promise<void> {
  await page.goto(calculation.path)
  await waitForScreen(page)
  for (const [label, value] of Object.entries(calculation.values)) {
    await field(page, label).fill(value)
  }
  await button(page, calculation.submit).click()
}

describe('offline, then online', () => {
  it('results calculated offline survive a reload and reach the server once', async () => {
    const email = await createAccount('sync')
    const { page, context, errors } = await openPage(browser)
    await page.goto('/entrar')
    await waitForScreen(page)
    await field(page, 'Email').fill(email)
    await field(page, 'Senha').fill(PASSWORD)
    await button(page, 'Entrar').click()
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 })
    await waitForWorker(page)

    await context.setOffline(true)
    for (const [index, calculation] of CALCULATIONS.entries()) {
      await calculate(page, calculation)
      // Saved on the device (the save starts after the result paints): one more pending.
      await expectSyncStatus(page, index === 0 ? '1 pendente' : `${index + 1} pendentes`)
    }

    await page.reload()
    await waitForScreen(page)
    // The latest saved record fills the form from the device (a live query, right after hydration).
    await expect.poll(() => field(page, 'Altura (cm)').inputValue()).toBe('180')
    await expect.poll(() => field(page, 'Idade').inputValue()).toBe('30')
    await expectSyncStatus(page, '4 pendentes')

    await context.setOffline(false)
    await expectSyncStatus(page, 'Sincronizado', 20_000)

    const [profile] = await serverRows(
      'profiles',
      `select=id&email=eq.${encodeURIComponent(email)}`,
    )
    const owner = `user_id=eq.${String(profile?.id)}`
    expect(await serverRows('user_heart_rate_data', `select=age,max_hr&${owner}`)).toEqual([
      { age: 30, max_hr: 190 },
    ])
    expect(await serverRows('user_ftp_data', `select=ftp,method&${owner}`)).toEqual([
      { ftp: 250, method: 'coggan' },
    ])
    expect(await serverRows('user_imc_data', `select=imc&${owner}`)).toEqual([{ imc: 23.1 }])
    expect(await serverRows('user_harris_benedict_data', `select=tmb&${owner}`)).toHaveLength(1)
    expect(
      errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to (load|fetch)/.test(e)),
    ).toEqual([])
    await context.close()
  })
})

describe('two tabs, quick hands (issue 21.9)', () => {
  // Reported: signed in and offline, FTP 251 in tab A, 252 in tab B, 253 in tab A with about
  // 0.4 s between actions: 253 was neither shown nor saved, 3 tries of 3 (with 1.5 s, all three
  // reached the server). Something arriving from the other tab must never overwrite or swallow
  // what the rider just typed.
  it('what arrives from the other tab never overwrites what the rider typed; all three reach the server', async () => {
    const email = await createAccount('two-tabs')
    const { page: tabA, context, errors } = await signIn(browser, email)
    await waitForWorker(tabA)

    await context.setOffline(true)
    await tabA.goto('/calculadoras/calcular-FTP')
    await waitForScreen(tabA)
    const tabB = await context.newPage()
    // As a rider types: select what the field holds, key by key, then one tap.
    const ftpIn = async (tab: Page, watts: string) => {
      const input = field(tab, 'FTP (watts)')
      await input.selectText()
      await input.pressSequentially(watts, { delay: 60 })
      await button(tab, 'Calcular Zonas').click()
    }
    // The rider's pace is the point of this test: 0.4 s between the actions, as reported.
    const pause = () => tabA.waitForTimeout(400)
    await ftpIn(tabA, '251')
    // Tab B opens now (from the worker, offline) and the rider types as soon as the field shows,
    // while that tab's saved-result prefill and tab A's save are on their way.
    await tabB.goto('/calculadoras/calcular-FTP')
    await field(tabB, 'FTP (watts)').waitFor()
    await ftpIn(tabB, '252')
    await pause()
    await ftpIn(tabA, '253')

    const result = (tab: Page) => tab.getByRole('region', { name: 'Resultado' })
    await expect.poll(() => result(tabA).textContent()).toContain('142–190 W')
    await expectSyncStatus(tabA, '3 pendentes')
    // Whatever the other tab saved since, tab A still shows the rider's last value and result.
    expect(await field(tabA, 'FTP (watts)').inputValue()).toBe('253')
    expect(await result(tabA).textContent()).toContain('142–190 W')
    expect(await field(tabB, 'FTP (watts)').inputValue()).toBe('252')

    await context.setOffline(false)
    await expectSyncStatus(tabA, 'Sincronizado', 20_000)
    const [profile] = await serverRows(
      'profiles',
      `select=id&email=eq.${encodeURIComponent(email)}`,
    )
    const rows = await serverRows(
      'user_ftp_data',
      `select=ftp&user_id=eq.${String(profile?.id)}&order=created_at.asc`,
    )
    expect(rows.map((row) => row.ftp)).toEqual([251, 252, 253])
    expect(
      errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to (load|fetch)/.test(e)),
    ).toEqual([])
    await context.close()
  })
})
