/**
 * Helpers of the early-input tests (issue 19): a prerendered page that looks ready behaves as ready. A rider on a slow phone types
 * the moment a field shows and taps once; what they typed, picked and ticked is kept when React
 * hydrates, and the tap (or Enter) is carried out exactly once when the page is live, never as a
 * native reload.
 *
 * First visits run at 150 ms round trip, 1.6 Mbit/s and 4× CPU (CDP). Most tests also hold the
 * page's JavaScript until the rider has finished, so everything they do happens before hydration
 * whatever the machine's speed; one per form family types into the plain throttled page instead.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import { expect } from 'vitest'
import { button, field, MOBILE, openPage, throttleSlow4G, type TrackedPage } from './browser'

/** Human keystrokes: about a tenth of a second apart. */
export const KEYSTROKE_MS = 90

export interface FirstVisit extends TrackedPage {
  /** Lets the held JavaScript through (a no-op when nothing is held). */
  release: () => void
  /** The requests the page made whose URL matches, as they were sent. */
  requests: (pattern: RegExp) => Request[]
  /** The page was never reloaded since the visit began (a native form submit reloads it). */
  sameDocument: () => Promise<boolean>
}

/**
 * A first visit on a slow phone, back as soon as the HTML has arrived. With `holdScripts`, every
 * script file waits for `release()`: the page paints from its HTML and stays dead until then.
 */
export interface VisitOptions {
  /** Hold every script file until `release()` (default): the page stays the prerendered one. */
  holdScripts?: boolean
  /** Visit in this context (its service worker, its offline state) instead of a fresh one. */
  context?: BrowserContext
}

export async function firstVisit(
  browser: Browser,
  path: string,
  { holdScripts = true, context }: VisitOptions = {},
): Promise<FirstVisit> {
  const tracked = context
    ? { context, page: await context.newPage(), errors: [] as string[] }
    : await openPage(browser, MOBILE)
  const { page } = tracked
  if (context) page.on('pageerror', (error) => tracked.errors.push(error.message))
  await throttleSlow4G(tracked.context, page)
  const release = holdScripts ? await holdScriptsOf(page) : () => {}
  const sent: Request[] = []
  page.on('request', (request) => sent.push(request))
  await page.goto(path, { waitUntil: 'commit' })
  await page.evaluate(() => ((window as { visitMark?: boolean }).visitMark = true))
  return {
    ...tracked,
    release,
    requests: (pattern) => sent.filter((request) => pattern.test(request.url())),
    sameDocument: () => page.evaluate(() => (window as { visitMark?: boolean }).visitMark === true),
  }
}

/** Every script file the page asks for from now on waits for the returned release. */
export async function holdScriptsOf(page: Page): Promise<() => void> {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await gate
    await route.continue()
  })
  return release
}

export async function typeLikeARider(page: Page, label: string, text: string): Promise<void> {
  await field(page, label).pressSequentially(text, { delay: KEYSTROKE_MS })
}

/** How long a finger takes to land where the eye found the button. */
export const AIM_MS = 250

/** The share of a phone's screen left above its on-screen keyboard. */
const ABOVE_THE_KEYBOARD = 0.55

/**
 * With a field focused, a phone's keyboard covers the lower part of the screen, the submit
 * button often with it: the rider swipes the page up until the button shows above the keyboard.
 */
export async function swipeAboveTheKeyboard(page: Page, name: string): Promise<void> {
  const box = await button(page, name).boundingBox()
  const viewport = page.viewportSize()
  if (!box || !viewport) throw new Error(`'${name}' is not on screen`)
  const distance = Math.round(box.y + box.height - viewport.height * ABOVE_THE_KEYBOARD)
  if (distance <= 0) return
  const before = await page.evaluate(() => window.scrollY)
  await page.mouse.move(viewport.width / 2, viewport.height / 3)
  await page.mouse.wheel(0, distance)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before)
}

/**
 * One tap where the rider sees the button: the centre of its box as the page shows it now, the
 * finger landing a moment later. No retry and no wait for the page to be ready: Playwright's own
 * click waits until the button is enabled, still and uncovered, which hides what a thumb meets.
 */
export async function tapWhereSeen(page: Page, name: string): Promise<void> {
  const box = await button(page, name).boundingBox()
  if (!box) throw new Error(`'${name}' is not on screen`)
  await page.waitForTimeout(AIM_MS)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** The page is still the prerendered one: nothing of the app's code has run. */
export async function expectNotLive(page: Page): Promise<void> {
  expect(await page.locator('html[data-ready="true"]').count()).toBe(0)
}

/** A result as this device keeps it (the results store in IndexedDB). */
interface DeviceResult {
  /** The account's id, or 'anon' for a signed-out visitor's result. */
  owner: string
  kind: string
  updatedAt: string
  fields: Record<string, unknown>
}

/**
 * Every result this device keeps, for any owner: none before the store exists. The reader never
 * creates the database and closes it at once, so it cannot block the app's own upgrade.
 */
export async function resultsOnDevice(page: Page): Promise<DeviceResult[]> {
  return page.evaluate(async () => {
    const name = 'bora-pedalar-results'
    if (!(await indexedDB.databases()).some((db) => db.name === name)) return []
    return new Promise<DeviceResult[]>((resolve, reject) => {
      const open = indexedDB.open(name)
      open.onerror = () => reject(new Error('IndexedDB'))
      open.onsuccess = () => {
        const db = open.result
        if (!db.objectStoreNames.contains('results')) {
          db.close()
          return resolve([])
        }
        const all = db.transaction('results').objectStore('results').getAll()
        all.onsuccess = () => {
          db.close()
          resolve(all.result as DeviceResult[])
        }
        all.onerror = () => reject(new Error('getAll'))
      }
    })
  })
}

/** Results this device keeps for a calculator kind (IndexedDB, any owner). */
export async function savedOnDevice(page: Page, kind: string): Promise<number> {
  return (await resultsOnDevice(page)).filter((row) => row.kind === kind).length
}

/** The fields of the newest result this device keeps for a kind (IndexedDB, any owner), or null. */
export async function newestOnDevice(
  page: Page,
  kind: string,
): Promise<Record<string, unknown> | null> {
  const rows = (await resultsOnDevice(page)).filter((row) => row.kind === kind)
  rows.sort((a, b) => a.updatedAt.localeCompare(b.updatedAt))
  return rows.at(-1)?.fields ?? null
}

/**
 * The automatic save has finished: the device keeps what the result shows, and the button reads
 * its own label again. The save starts a frame after the result paints, so the label alone could
 * be read before 'Salvando...' ever showed, and a reload then would cut the save off.
 */
export async function waitForSave(
  page: Page,
  label: string,
  kind: string,
  fields: Record<string, unknown>,
): Promise<void> {
  await expect.poll(() => newestOnDevice(page, kind), { timeout: 10_000 }).toMatchObject(fields)
  await expect.poll(() => button(page, label).count(), { timeout: 10_000 }).toBe(1)
  await expect.poll(() => page.getByRole('button', { name: 'Salvando...' }).count()).toBe(0)
}

export const resultText = (page: Page) =>
  page.getByRole('region', { name: 'Resultado' }).innerText({ timeout: 30_000 })

/** The six calculators, each with values a rider types and what the result then shows. */
export type Step =
  [label: string, text: string] | [label: string, { select: string }] | [label: string, 'check']

export interface CalculatorCase {
  path: string
  steps: Step[]
  submit: string
  /** Text the result shows for these values. */
  expected: string
  /** The kind saved on the device, for calculators that keep results. */
  kind?: string
}

export const CALCULATORS: CalculatorCase[] = [
  {
    path: '/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento',
    steps: [
      ['Idade', '40'],
      ['Sexo', { select: 'feminino' }],
    ],
    submit: 'Calcular',
    expected: '180 bpm',
    kind: 'heart_rate',
  },
  {
    path: '/calculadoras/calcular-FTP',
    steps: [
      ['FTP (watts)', '250'],
      ['Método', { select: 'trainerroad' }],
      ['Peso (kg)', '75'],
    ],
    submit: 'Calcular Zonas',
    expected: '3,33 W/kg',
    kind: 'ftp',
  },
  {
    path: '/calculadoras/imc',
    steps: [
      ['Altura (cm)', '180'],
      ['Peso (kg)', '75'],
    ],
    submit: 'Calcular IMC',
    expected: 'Peso normal',
    kind: 'imc',
  },
  {
    path: '/calculadoras/harris-benedict',
    steps: [
      ['Altura (cm)', '165'],
      ['Peso (kg)', '60'],
      ['Idade', '30'],
      ['Sexo', { select: 'female' }],
      ['Nível de atividade', { select: 'moderate' }],
    ],
    submit: 'Calcular TMB',
    expected: '1.384',
    kind: 'harris_benedict',
  },
  {
    path: '/calculadoras/pressao-pneus',
    steps: [
      ['Peso do ciclista (kg)', '80'],
      ['Peso da bicicleta (kg)', '14'],
      ['Largura do pneu', '2,4'],
      ['Aro hookless (sem gancho)', 'check'],
    ],
    submit: 'Calcular Pressão',
    expected: 'psi',
  },
  {
    path: '/calculadoras/suspensao',
    steps: [
      ['Estilo de pilotagem', { select: 'enduro' }],
      ['Curso do garfo (mm)', '160'],
      ['Curso do amortecedor (mm)', '65'],
    ],
    submit: 'Calcular Sag',
    expected: 'mm',
  },
]

export async function doSteps(page: Page, steps: Step[]): Promise<void> {
  for (const [label, action] of steps) {
    if (action === 'check') await field(page, label).check()
    else if (typeof action === 'string') await typeLikeARider(page, label, action)
    else await field(page, label).selectOption(action.select)
  }
}

export async function expectSteps(page: Page, steps: Step[]): Promise<void> {
  for (const [label, action] of steps) {
    if (action === 'check') expect(await field(page, label).isChecked(), label).toBe(true)
    else {
      const wanted = typeof action === 'string' ? action : action.select
      expect(await field(page, label).inputValue(), label).toBe(wanted)
    }
  }
}
