/**
 * Ride files (issue 23): a 4-hour, 1-second FIT ride (14,400 records with power, heart rate,
 * cadence and position) on 'Análise de Pedal' at 4× CPU.
 * - pick → figures: from the input's `change` to the analysis on screen, with a cold worker
 *   (each run a new page), and the longest main-thread task in between (Long Tasks API); then
 *   the longest in the 2 s after, the rider reading the figures without scrolling (the charts
 *   mount as the rider nears them), and the longest while the rider scrolls down through them;
 * - the worker's own work: the app's worker chunk, already started, from the file posted to the
 *   figures answered (CDP's CPU throttling slows the page's main thread, not workers).
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CLIENT_OUT_DIR } from '../scripts/build-paths.ts'
import { encodeFitRide } from '../tests/fixtures/fit-ride.ts'
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  CPU_SLOWDOWN,
  MOBILE_VIEWPORT,
  pageScript,
  waitForHydration,
} from './browser.ts'
import { atMost, reference, type Section } from './report.ts'

const PATH = '/calculadoras/analise-de-pedal'
const RUNS = 5
/** How long after the figures the page is watched, as a rider reads them. */
const AFTER_MS = 2000
const HOURS = 4
const SEMICIRCLES_PER_DEGREE = 2 ** 31 / 180

/** A 4-hour ride at 1 s: power and heart rate that vary, cadence, a route heading north. */
function fourHourRide(): Uint8Array {
  return encodeFitRide(new Date('2026-10-04T09:00:00Z'), HOURS * 3600, (s) => ({
    power: 180 + Math.round(60 * Math.sin(s / 90)) + (s % 7),
    heartRate: 135 + Math.round(15 * Math.sin(s / 300)),
    cadence: 85 + (s % 5),
    distance: s * 8.3,
    enhancedAltitude: 700 + 50 * Math.sin(s / 600),
    positionLat: Math.round((-23.55 + s * 0.00007) * SEMICIRCLES_PER_DEGREE),
    positionLong: Math.round(-46.63 * SEMICIRCLES_PER_DEGREE),
  }))
}

interface PageTimes {
  picked: number
  shown: number
  longTasks: { start: number; duration: number }[]
}

/** Runs in the page before its scripts: keeps long tasks, and the moments of pick and figures. */
function observe() {
  const times: PageTimes = { picked: NaN, shown: NaN, longTasks: [] }
  ;(window as unknown as { __ride: PageTimes }).__ride = times
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      times.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  document.addEventListener(
    'change',
    (event) => {
      if ((event.target as Element).id === 'arquivo-pedal') times.picked = event.timeStamp
    },
    true,
  )
  new MutationObserver(() => {
    if (!Number.isNaN(times.shown)) return
    const region = document.getElementById('resultado')?.parentElement
    // The last of the result's parts (route, power, heart rate: a frame apart).
    if (region?.textContent?.includes('FC média')) times.shown = performance.now()
  }).observe(document, { subtree: true, childList: true, characterData: true })
}

export async function measureRideFile(
  baseURL: string,
  log: (line: string) => void,
): Promise<Section> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-ride-'))
  const file = join(dir, 'quatro-horas.fit')
  const bytes = fourHourRide()
  await writeFile(file, bytes)
  const workerChunk = (await readdir(join(CLIENT_OUT_DIR, 'assets'))).find((name) =>
    name.startsWith('file-worker-'),
  )
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const toFigures: number[] = []
  const longest: number[] = []
  const longestAfter: number[] = []
  const longestScrolling: number[] = []
  const worker: number[] = []
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, locale: 'pt-BR' })
      await context.addInitScript(pageScript(observe, null))
      const page = await context.newPage()
      await page.goto(`${baseURL}${PATH}`)
      await waitForHydration(page)
      await page.locator('[data-interactive="true"]').waitFor({ timeout: 30_000 })
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
      await page.locator('#arquivo-pedal').setInputFiles(file)
      await page.waitForFunction(
        () => !Number.isNaN((window as unknown as { __ride: PageTimes }).__ride.shown),
        null,
        {
          timeout: 60_000,
        },
      )
      await page.waitForTimeout(AFTER_MS)
      const times = await page.evaluate(() => (window as unknown as { __ride: PageTimes }).__ride)
      const longestBetween = (from: number, to: number) =>
        Math.round(
          Math.max(
            0,
            ...times.longTasks
              .filter((task) => task.start + task.duration > from && task.start < to)
              .map((task) => task.duration),
          ),
        )
      toFigures.push(Math.round(times.shown - times.picked))
      longest.push(longestBetween(times.picked, times.shown))
      longestAfter.push(longestBetween(times.shown, times.shown + AFTER_MS))

      // Down through the result a screen at a time, as a rider reads it: the charts mount.
      const scrollFrom = await page.evaluate(() => performance.now())
      const charts = page.getByRole('figure')
      for (let step = 0; step < 12 && (await charts.count()) < 3; step += 1) {
        await page.mouse.wheel(0, MOBILE_VIEWPORT.height * 0.8)
        await page.waitForTimeout(400)
      }
      await charts.nth(2).locator('svg').first().waitFor({ timeout: 30_000 })
      const scrolled = await page.evaluate(
        () => (window as unknown as { __ride: PageTimes }).__ride,
      )
      longestScrolling.push(
        Math.round(
          Math.max(
            0,
            ...scrolled.longTasks
              .filter((task) => task.start + task.duration > scrollFrom)
              .map((task) => task.duration),
          ),
        ),
      )

      if (workerChunk) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
        const ms = await page.evaluate(
          async ({ url, data }) => {
            // No named inner functions: tsx's keepNames would wrap them in a helper the page lacks.
            const w = new Worker(url, { type: 'module' })
            const waiting: ((type: string) => void)[] = []
            w.onmessage = (event: MessageEvent<{ type: string }>) => {
              if (event.data.type !== 'stage') waiting.shift()?.(event.data.type)
            }
            // Started and warm: an empty file answers at once.
            await new Promise((resolve) => {
              waiting.push(resolve)
              w.postMessage({ file: new Blob([]), weightKg: null })
            })
            const file = new Blob([new Uint8Array(data)])
            const start = performance.now()
            const type = await new Promise((resolve) => {
              waiting.push(resolve)
              w.postMessage({ file, weightKg: 75 })
            })
            const elapsed = performance.now() - start
            w.terminate()
            return type === 'done' ? elapsed : NaN
          },
          { url: `/assets/${workerChunk}`, data: [...bytes] },
        )
        worker.push(Math.round(ms))
      }
      log(
        `  ride file run ${run}: pick → figures ${toFigures.at(-1)} ms, longest main-thread task ${longest.at(-1)} ms (${longestAfter.at(-1)} ms in the ${AFTER_MS / 1000} s after, ${longestScrolling.at(-1)} ms scrolling through the charts), worker ${worker.at(-1) ?? '—'} ms`,
      )
      await context.close()
    }
  } finally {
    await browser.close()
    await rm(dir, { recursive: true, force: true })
  }
  return {
    title: `Ride file: a ${HOURS}-hour, 1 s FIT (${HOURS * 3600} records) on ${PATH} (4× CPU, median of ${RUNS})`,
    status: 'measured',
    note: 'a new page (cold worker) per run; the worker runs unthrottled, as CDP leaves workers alone',
    figures: [
      atMost('pick → figures on screen', 'ms', toFigures, 1000),
      atMost('longest main-thread task meanwhile', 'ms', longest, 50),
      atMost(`longest main-thread task in the ${AFTER_MS / 1000} s after`, 'ms', longestAfter, 50),
      reference('longest main-thread task scrolling through the charts', 'ms', longestScrolling),
      atMost("worker's read + analysis", 'ms', worker, 300),
    ],
  }
}
