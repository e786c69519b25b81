/**
 * Helpers of the workout specs (issue 34): the rider's FTP and FTHR saved through the calculators'
 * own screens, the editor's fields, and the files the download buttons hand the browser.
 */
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { button, field, waitForScreen } from './browser'
import { waitForSave } from './early'

export const FTP_CALCULATOR = '/calculadoras/calcular-FTP'
export const HEART_RATE_CALCULATOR = '/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento'
export const EDITOR = '/treinos/editor'

/** The FTP calculator, as a rider fills it: the FTP, 'Calcular Zonas', kept on the device. */
export async function saveFtp(page: Page, ftp: number): Promise<void> {
  if (new URL(page.url()).pathname !== FTP_CALCULATOR) await page.goto(FTP_CALCULATOR)
  await waitForScreen(page)
  await field(page, 'FTP (watts)').fill(String(ftp))
  await button(page, 'Calcular Zonas').click()
  await waitForSave(page, 'Calcular Zonas', 'ftp', { ftp })
}

/**
 * The heart-rate calculator with an age and an FTHR ('Calcular FTHR', then 'Salvar FTHR'): with
 * the age typed, the FTHR is saved with the record at once.
 */
export async function saveFthr(page: Page, fthr: number, age = 40): Promise<void> {
  if (new URL(page.url()).pathname !== HEART_RATE_CALCULATOR) await page.goto(HEART_RATE_CALCULATOR)
  await waitForScreen(page)
  await field(page, 'Idade').fill(String(age))
  await button(page, 'Calcular FTHR').click()
  await field(page, 'FTHR (bpm)').fill(String(fthr))
  await button(page, 'Salvar FTHR').click()
  await waitForSave(page, 'Calcular', 'heart_rate', { age, fthr })
}

export const nameField = (page: Page) => field(page, 'Nome do treino')
export const stepsField = (page: Page) => field(page, 'Passos')

/** The editor's 'Tempo total: 56:00'. */
export const totalTime = (page: Page) => page.getByTestId('tempo-total').textContent()

/** The messages of the lines the editor cannot read, in order (none: an empty list). */
export const lineErrors = (page: Page) =>
  page.getByRole('list', { name: 'Linhas com erro' }).getByRole('listitem').allTextContents()

/** The editor's live profile: its label and how many bars (steps, each round of a repeat) it draws. */
export async function preview(page: Page): Promise<{ label: string | null; bars: number }> {
  const chart = page.getByRole('img', { name: /^Prévia do treino/ })
  if ((await chart.count()) === 0) return { label: null, bars: 0 }
  return {
    label: await chart.getAttribute('aria-label'),
    bars: await chart.locator(':scope > polygon, :scope > g').count(),
  }
}

/** The steps as the page lists them, each row's text (the repeat's rows inside its block). */
export const stepRows = (page: Page) =>
  page.getByRole('list', { name: 'Passos do treino' }).getByRole('listitem')

export interface Downloaded {
  name: string
  bytes: Buffer
  text: string
}

/** Taps a download button and reads the file the browser saved. */
export async function downloadFrom(page: Page, label: string): Promise<Downloaded> {
  const [download] = await Promise.all([page.waitForEvent('download'), button(page, label).click()])
  const path = await download.path()
  expect(await download.failure()).toBeNull()
  const bytes = await readFile(path)
  return { name: download.suggestedFilename(), bytes, text: bytes.toString('utf8') }
}

/** A toast with this title is on screen. */
export async function expectToast(page: Page, title: string): Promise<void> {
  await expect
    .poll(() => page.locator('[data-sonner-toast]').filter({ hasText: title }).count())
    .toBeGreaterThan(0)
}
