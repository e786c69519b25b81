/**
 * Issue 30, item 5: no screen is wider than the phone, at 390 and 320 px, before its result and
 * after it (the six calculators' results, a ride's figures on 'Análise de Pedal'). A page wider
 * than the viewport pans sideways under the rider's thumb.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeFitRide } from '../fixtures/fit-ride'
import { button, launchBrowser, openPage, waitForScreen } from './browser'
import { CALCULATORS, doSteps, resultText } from './early'
import { SCREENS } from './route-map'

const WIDTHS = [390, 320] as const

/** A real ride: a Garmin Edge 810 with a Vector power meter (tests/fixtures/devices). */
const EDGE_810 = fileURLToPath(
  new URL('../fixtures/devices/Edge810-Vector-2013-08-16-15-35-10.fit', import.meta.url),
)

let browser: Browser
let dir: string
let ride: string

beforeAll(async () => {
  browser = await launchBrowser()
  dir = await mkdtemp(join(tmpdir(), 'larguras-'))
  ride = join(dir, 'pedal-com-sensores.fit')
  // Two hours with power, cadence, heart rate, speed and altitude, as a head unit with a power
  // meter records them: every panel of the result has something to show.
  await writeFile(
    ride,
    encodeFitRide(new Date('2026-10-04T09:00:00Z'), 7200, (s) => ({
      power: 150 + ((s * 7) % 260),
      heartRate: 120 + ((s * 3) % 65),
      cadence: 70 + (s % 30),
      distance: s * 7.5,
      speed: 7.5,
      altitude: 700 + ((s % 600) - 300) / 3,
    })),
  )
})

afterAll(async () => {
  await browser.close()
  await rm(dir, { recursive: true, force: true })
})

/** How far the page reaches past the viewport's right edge, and what reaches furthest. */
async function overflow(page: Page): Promise<{ by: number; widest: string }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth
    let widest = ''
    let right = viewport
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.width > 0 && box.right > right + 0.5) {
        right = box.right
        widest = `${element.tagName}.${String(element.getAttribute('class') ?? '').slice(0, 80)}`
      }
    }
    return { by: document.documentElement.scrollWidth - viewport, widest }
  })
}

async function expectFits(page: Page, what: string): Promise<void> {
  const { by, widest } = await overflow(page)
  expect(by, `${what} is ${by} px wider than the screen (${widest})`).toBeLessThanOrEqual(0)
}

describe.each(WIDTHS)('at %i px wide', (width) => {
  it('every screen of the route map fits', async () => {
    const { context, page } = await openPage(browser, { width, height: 800 })
    for (const [path] of SCREENS) {
      await page.goto(path)
      await waitForScreen(page)
      await expectFits(page, path)
    }
    await context.close()
  })

  it('every calculator fits with its result on screen', async () => {
    const { context, page } = await openPage(browser, { width, height: 800 })
    for (const { path, steps, submit, expected } of CALCULATORS) {
      await page.goto(path)
      await waitForScreen(page)
      await doSteps(page, steps)
      await button(page, submit).click()
      await expect.poll(() => resultText(page)).toContain(expected)
      await expectFits(page, `${path} with its result`)
    }
    await context.close()
  })

  it('the workout editor fits with long words quoted in its line errors', async () => {
    const { context, page } = await openPage(browser, { width, height: 800 })
    await page.goto('/treinos/editor')
    await waitForScreen(page)
    await page
      .locator('#treino-passos')
      .fill(`- 5m ${'A'.repeat(60)}%\n${'9'.repeat(60)}x\n- 10m 55%`)
    await expect.poll(() => page.locator('#treino-erros li').count()).toBe(2)
    await expectFits(page, 'the editor with its line errors')
    await context.close()
  })

  it.each(['written', 'Edge 810'])(
    "'Análise de Pedal' fits with a ride's figures and charts on screen (%s)",
    async (which) => {
      const { context, page } = await openPage(browser, { width, height: 800 })
      await page.goto('/calculadoras/analise-de-pedal')
      await waitForScreen(page)
      await page.locator('#arquivo-pedal').setInputFiles(which === 'written' ? ride : EDGE_810)
      const result = page.getByRole('region', { name: 'Resultado' })
      await expect.poll(() => result.textContent(), { timeout: 20_000 }).toContain('FC média')
      await expectFits(page, 'the ride result')
      // The charts mount as the rider scrolls near them: scroll down through all of them.
      await page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
        for (let y = 0; y < document.body.scrollHeight; y += 300) {
          window.scrollTo(0, y)
          await frame()
          await frame()
        }
      })
      await expect.poll(() => page.locator('figure').count()).toBeGreaterThan(0)
      await expect.poll(() => page.locator('figure:not(:has(svg))').count()).toBe(0)
      await expectFits(page, 'the ride result with its charts')
      await context.close()
    },
  )
})
