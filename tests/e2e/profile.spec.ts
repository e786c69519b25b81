/**
 * The rider's profile end to end (issue 13): edited in 'Meu Perfil', saved on the device and
 * synced, prefilling the calculators with no result of their own (offline too), and the
 * one-tap 'Atualizar perfil' after a calculation that differs.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ridersYear } from '../../src/lib/format'
import { PASSWORD, createAccount, serverRows } from './accounts'
import {
  button,
  expectAccessible,
  field,
  launchBrowser,
  openPage,
  waitForScreen,
  waitForWorker,
} from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser.close()
})

// The app counts ages in the riders' calendar year (Brasília), whatever the machine's zone.
const YEAR = ridersYear()
const SHOTS = process.env.DASHBOARD_SHOTS_DIR

/** Screenshots at 390 and 1280 px for a look, when DASHBOARD_SHOTS_DIR is set. */
async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS) return
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 390, height: 844 })
}

async function serverProfile(email: string): Promise<Record<string, unknown> | undefined> {
  const [profile] = await serverRows('profiles', `select=id&email=eq.${encodeURIComponent(email)}`)
  const [row] = await serverRows(
    'athlete_profiles',
    `select=birth_year,sex,weight_kg,height_cm&user_id=eq.${String(profile?.id)}`,
  )
  return row
}

async function openCalculator(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForScreen(page)
}

describe('athlete profile', () => {
  it('is edited in Meu Perfil, synced, and prefills the calculators online and offline', async () => {
    const email = await createAccount('perfil')
    const { page, context, errors } = await openPage(browser)
    await page.goto('/entrar')
    await waitForScreen(page)
    await field(page, 'Email').fill(email)
    await field(page, 'Senha').fill(PASSWORD)
    await button(page, 'Entrar').click()
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 })
    await waitForWorker(page)
    await page.locator('[data-interactive="true"]').first().waitFor({ timeout: 15_000 })

    await page.getByRole('tab', { name: 'Meu Perfil' }).click()
    await button(page, 'Salvar perfil').click()
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Preencha ao menos' }).count())
      .toBe(1)
    await field(page, 'Ano de nascimento').fill(String(YEAR))
    await button(page, 'Salvar perfil').click()
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'ano de nascimento válido' }).count())
      .toBe(1)
    await field(page, 'Ano de nascimento').fill('1990')
    await page.getByLabel('Sexo').selectOption('feminino')
    await field(page, 'Peso (kg)').fill('62,5')
    await field(page, 'Altura (cm)').fill('168')
    await button(page, 'Salvar perfil').click()
    await page.getByRole('status').filter({ hasText: 'Perfil salvo.' }).waitFor()
    await expectAccessible(page)
    await shots(page, 'profile-card')
    await expect
      .poll(() => serverProfile(email), { timeout: 20_000 })
      .toEqual({ birth_year: 1990, sex: 'feminino', weight_kg: 62.5, height_cm: 168 })

    // No IMC of their own: the profile fills the form.
    await openCalculator(page, '/calculadoras/imc')
    await expect.poll(() => field(page, 'Altura (cm)').inputValue()).toBe('168')
    await expect.poll(() => field(page, 'Peso (kg)').inputValue()).toBe('62,5')

    // Offline, a calculator never opened before prefills from the device.
    await context.setOffline(true)
    await openCalculator(page, '/calculadoras/harris-benedict')
    await expect.poll(() => field(page, 'Idade').inputValue()).toBe(String(YEAR - 1990))
    expect(await field(page, 'Altura (cm)').inputValue()).toBe('168')
    expect(await field(page, 'Peso (kg)').inputValue()).toBe('62,5')
    expect(await page.getByLabel('Sexo').inputValue()).toBe('female')
    await openCalculator(page, '/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento')
    await expect.poll(() => field(page, 'Idade').inputValue()).toBe(String(YEAR - 1990))
    expect(await page.getByLabel('Sexo').inputValue()).toBe('feminino')

    // A calculation with another weight offers to update the profile, offline too.
    await openCalculator(page, '/calculadoras/imc')
    await expect.poll(() => field(page, 'Peso (kg)').inputValue()).toBe('62,5')
    await field(page, 'Peso (kg)').fill('64')
    await button(page, 'Calcular IMC').click()
    await button(page, 'Atualizar perfil').waitFor()
    await shots(page, 'imc-profile-offer')
    await button(page, 'Atualizar perfil').click()
    await page.getByRole('status').filter({ hasText: 'Perfil atualizado.' }).waitFor()
    await expectAccessible(page)
    await context.setOffline(false)
    await expect
      .poll(async () => (await serverProfile(email))?.weight_kg, { timeout: 20_000 })
      .toBe(64)

    // The same values again: nothing to offer.
    await button(page, 'Calcular IMC').click()
    await expect.poll(() => button(page, 'Calcular IMC').count()).toBe(1)
    expect(await button(page, 'Atualizar perfil').count()).toBe(0)
    expect(
      errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to (load|fetch)/.test(e)),
    ).toEqual([])
    await context.close()
  })
})
