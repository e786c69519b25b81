/**
 * 'Criar Desafio' (issue 42 item 1): the seed organizer creates a challenge tied to one of their
 * events through the dialog; a bad window is refused with its message first; a rider sees the new
 * challenge in /desafios.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayOnRidersCalendar } from '../../src/features/challenges/format'
import { addDays } from '../../src/domain/fitness'
import { MOBILE, button, launchBrowser, openPage, waitForScreen } from './browser'
import { expectToast, openDashboard, signIn } from './panels'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser.close()
})

describe("'Criar Desafio'", () => {
  it('an organizer creates one tied to an event; a bad window shows its message; a rider sees it', async () => {
    const { page, context, errors } = await signIn(browser, 'organizador@borapedalar.test', MOBILE)
    await openDashboard(page)
    await page.getByRole('tab', { name: 'Meus Eventos' }).click()
    await button(page, 'Criar Desafio').click()
    const dialog = page.getByRole('dialog', { name: 'Criar Desafio' })
    await dialog.waitFor()
    const input = (label: string) => dialog.getByLabel(label, { exact: true })
    const title = `Desafio serra ${Date.now()}`
    expect(await input('Título').getAttribute('maxlength')).toBe('120')
    await input('Título').fill(title)
    await input('Objetivo (km)').fill('0')
    const today = todayOnRidersCalendar()
    await input('Término').fill(addDays(today, -1))
    await dialog.getByRole('button', { name: 'Criar Desafio' }).click()
    await dialog.getByText('O objetivo precisa ser maior que zero.').waitFor()
    await dialog.getByText('O desafio precisa terminar hoje ou depois.').waitFor()
    await input('Objetivo (km)').fill('300')
    await input('Início').fill(addDays(today, 10))
    await input('Término').fill(addDays(today, 5))
    await dialog.getByRole('button', { name: 'Criar Desafio' }).click()
    await dialog.getByText('O término precisa ser no dia do início ou depois.').waitFor()
    await input('Início').fill(today)
    await input('Término').fill(addDays(today, 30))
    const events = input('Evento (opcional)')
    await events.waitFor()
    const options = await events.locator('option').allTextContents()
    expect(options.length).toBeGreaterThan(1)
    await events.selectOption({ label: options[1] ?? '' })
    await dialog.getByRole('button', { name: 'Criar Desafio' }).click()
    await expectToast(page, 'Desafio criado')
    await dialog.waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    await context.close()

    const rider = await openPage(browser, MOBILE)
    await rider.page.goto('/desafios')
    await waitForScreen(rider.page)
    await rider.page.getByRole('link', { name: title }).waitFor({ timeout: 15_000 })
    expect(rider.errors).toEqual([])
    await rider.context.close()
  })
})
