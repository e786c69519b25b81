/**
 * Issue 19 on /entrar: sign-in typed and sent before the page is live happens once, with what was
 * typed; a tap on 'Cadastre-se' or 'Esqueceu sua senha?' at first paint is carried out once live.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAccount, PASSWORD, serverRows } from './accounts'
import { button, field, launchBrowser, throttleSlow4G } from './browser'
import {
  expectNotLive,
  firstVisit as visitWith,
  swipeAboveTheKeyboard,
  tapWhereSeen,
  typeLikeARider,
  type VisitOptions,
} from './early'
import { profileId, signIn } from './panels'

let browser: Browser
const firstVisit = (path: string, options?: VisitOptions) => visitWith(browser, path, options)

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser.close()
})

const PASSWORD_GRANT = /\/auth\/v1\/token\?grant_type=password/

describe('/entrar before it is live', () => {
  it.each([['a tap on Entrar'], ['Enter']])(
    'signs in once with what was typed, by %s',
    async (how) => {
      const email = await createAccount('early-login')
      const visit = await firstVisit('/entrar')
      const { page } = visit
      await typeLikeARider(page, 'Email', email)
      await typeLikeARider(page, 'Senha', PASSWORD)
      if (how === 'Enter') await field(page, 'Senha').press('Enter')
      else await button(page, 'Entrar').click()
      await expectNotLive(page)

      visit.release()
      await page.waitForURL('**/dashboard', { timeout: 30_000 })
      const grants = visit.requests(PASSWORD_GRANT)
      expect(grants).toHaveLength(1)
      expect(grants[0]!.postDataJSON()).toMatchObject({ email, password: PASSWORD })
      expect(visit.errors).toEqual([])
      await visit.context.close()
    },
  )

  it('typed as soon as the form shows, one tap on Entrar where the rider sees it signs in once (issue 43)', async () => {
    const email = await createAccount('early-tap-login')
    const visit = await firstVisit('/entrar', { holdScripts: false })
    const { page } = visit
    await typeLikeARider(page, 'Email', email)
    await typeLikeARider(page, 'Senha', PASSWORD)
    await swipeAboveTheKeyboard(page, 'Entrar')
    await tapWhereSeen(page, 'Entrar')
    await page.waitForURL('**/dashboard', { timeout: 30_000 })
    expect(visit.requests(PASSWORD_GRANT)).toHaveLength(1)
    expect(visit.errors).toEqual([])
    await visit.context.close()
  })

  it("a tap on 'Cadastre-se' at first paint opens the sign-up form, which creates the account once", async () => {
    const visit = await firstVisit('/entrar', { holdScripts: false })
    const { page } = visit
    await page.getByRole('button', { name: 'Cadastre-se' }).click()
    const email = `early-signup-${Date.now().toString(36)}@borapedalar.test`
    await typeLikeARider(page, 'Nome completo', 'Rider Apressado')
    await typeLikeARider(page, 'Email', email)
    await typeLikeARider(page, 'Senha', PASSWORD)
    await typeLikeARider(page, 'Confirmar senha', PASSWORD)
    await button(page, 'Criar conta').click()
    await page.waitForURL('**/dashboard', { timeout: 30_000 })
    expect(visit.requests(/\/auth\/v1\/signup/)).toHaveLength(1)
    expect(await serverRows('profiles', `email=eq.${encodeURIComponent(email)}`)).toHaveLength(1)
    expect(visit.errors).toEqual([])
    await visit.context.close()
  })

  it("a tap on 'Esqueceu sua senha?' at first paint opens the recovery dialog, which asks once", async () => {
    const email = await createAccount('early-recovery')
    const visit = await firstVisit('/entrar')
    const { page } = visit
    await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click()
    visit.release()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor({ timeout: 30_000 })
    await dialog.getByLabel('Email', { exact: true }).pressSequentially(email, { delay: 40 })
    await dialog.getByLabel('Email', { exact: true }).press('Enter')
    await expect.poll(() => visit.requests(/\/auth\/v1\/recover/).length).toBe(1)
    await expect
      .poll(() => page.getByText('Email de recuperação enviado com sucesso!').count())
      .toBeGreaterThan(0)
    expect(visit.requests(/\/auth\/v1\/recover/)).toHaveLength(1)
    expect(visit.errors).toEqual([])
    await visit.context.close()
  })
})

describe('Meu Perfil on a slow phone', () => {
  it("the rider's data typed as soon as the form shows is saved once, as typed", async () => {
    const email = await createAccount('early-profile')
    const { context, page, errors } = await signIn(browser, email)
    await throttleSlow4G(context, page)
    await page.goto('/dashboard', { waitUntil: 'commit' })
    await page.getByRole('tab', { name: 'Meu Perfil' }).click({ timeout: 30_000 })
    await typeLikeARider(page, 'Ano de nascimento', '1985')
    await field(page, 'Sexo').selectOption('feminino')
    await typeLikeARider(page, 'Peso (kg)', '61,5')
    await typeLikeARider(page, 'Altura (cm)', '168')
    await button(page, 'Salvar perfil').click()
    await page.getByText('Perfil salvo.').waitFor({ timeout: 30_000 })
    const id = await profileId(email)
    await expect
      .poll(() => serverRows('athlete_profiles', `user_id=eq.${id}`), { timeout: 30_000 })
      .toEqual([
        expect.objectContaining({
          birth_year: 1985,
          sex: 'feminino',
          weight_kg: 61.5,
          height_cm: 168,
        }),
      ])
    expect(errors).toEqual([])
    await context.close()
  })
})
