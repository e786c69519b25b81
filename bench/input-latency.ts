/**
 * Input to result: the Event Timing duration of the calculate click on the FTP screen at 4× CPU.
 * The figure is the interaction's duration as INP counts it: the longest of the entries (pointer
 * down/up, click) that share the click's `interactionId`, from the input to the next paint.
 */
import { chromium, type Browser } from 'playwright-core'
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  CPU_SLOWDOWN,
  FTP_FORM,
  MOBILE_VIEWPORT,
  type CalculateForm,
  isPlaceholder,
  pageScript,
  waitForFormHydration,
  waitForHydration,
  withTimeout,
} from './browser.ts'
import { atMost, reference, type Section, failedSection } from './report.ts'

export const INPUT_RUNS = 5
const TARGET_MS = 50
/** Event Timing's smallest threshold: a faster interaction produces no 'event' entry at all. */
const THRESHOLD_MS = 16

interface TimedEvent {
  name: string
  duration: number
  interactionId: number
  startTime: number
  /** How long the page's handlers ran; the rest of `duration` is input delay and rendering. */
  processing: number
}

export interface InputRun {
  /** The interaction's duration; THRESHOLD_MS when the click stayed under the threshold. */
  duration: number
  belowThreshold: boolean
  /** How long the click's handlers ran (NaN under the threshold). */
  clickProcessing: number
  entries: TimedEvent[]
}

/** Runs in the page before its own scripts: keeps every Event Timing entry of 16 ms or more. */
function observeEventTiming(threshold: number) {
  const seen: TimedEvent[] = []
  ;(window as unknown as { __benchEvents: TimedEvent[] }).__benchEvents = seen
  // The cast: TypeScript's DOM types do not list Event Timing's `durationThreshold` yet.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      seen.push({
        name: entry.name,
        duration: entry.duration,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
      })
  }).observe({
    type: 'event',
    durationThreshold: threshold,
    buffered: true,
  } as PerformanceObserverInit)
}

async function measureOnce(browser: Browser, url: string, form: CalculateForm): Promise<InputRun> {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, locale: 'pt-BR' })
  try {
    await context.addInitScript(pageScript(observeEventTiming, THRESHOLD_MS))
    const page = await context.newPage()
    await page.goto(url)
    await waitForFormHydration(page, form)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.getByLabel(form.field, { exact: true }).fill(form.value)
    // Entries of the typing are not wanted; the observer keeps running for the click.
    await page.evaluate(() => {
      ;(window as unknown as { __benchEvents: TimedEvent[] }).__benchEvents.length = 0
    })
    await page.getByRole('button', { name: form.button, exact: true }).click()
    // Entries arrive after the next paint; a click under the threshold produces none.
    await page
      .waitForFunction(
        () =>
          (window as unknown as { __benchEvents: TimedEvent[] }).__benchEvents.some(
            (entry) => entry.name === 'click',
          ),
        null,
        { timeout: 3_000 },
      )
      .catch(() => undefined)
    const entries = await page.evaluate(
      () => (window as unknown as { __benchEvents: TimedEvent[] }).__benchEvents,
    )
    const click = entries.find((entry) => entry.name === 'click')
    if (!click)
      return { duration: THRESHOLD_MS, belowThreshold: true, clickProcessing: Number.NaN, entries }
    const interaction = entries.filter(
      (entry) =>
        entry === click || (click.interactionId > 0 && entry.interactionId === click.interactionId),
    )
    const duration = Math.max(...interaction.map((entry) => entry.duration))
    return { duration, belowThreshold: false, clickProcessing: click.processing, entries }
  } finally {
    await context.close()
  }
}

/** Checks that the form exists: the screen may still be a placeholder. */
async function missingForm(browser: Browser, url: string, form: CalculateForm) {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, locale: 'pt-BR' })
  try {
    const page = await context.newPage()
    await page.goto(url)
    await waitForHydration(page)
    if (await isPlaceholder(page)) return `${form.path} is still the "em construção" placeholder`
    if ((await page.getByLabel(form.field, { exact: true }).count()) === 0)
      return `no '${form.field}' field on ${form.path}`
    if ((await page.getByRole('button', { name: form.button, exact: true }).count()) === 0)
      return `no '${form.button}' button on ${form.path}`
    return undefined
  } finally {
    await context.close()
  }
}

export async function measureInputLatency(
  baseURL: string,
  log: (line: string) => void,
  form: CalculateForm = FTP_FORM,
): Promise<Section> {
  const title = `Input to result: '${form.button}' on ${form.path} (${CPU_SLOWDOWN}× CPU, median of ${INPUT_RUNS})`
  const url = new URL(form.path, baseURL).href
  let browser: Browser | undefined
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
    const missing = await missingForm(browser, url, form)
    if (missing) return { title, status: 'not measured yet', note: missing, figures: [] }
    const runs: InputRun[] = []
    for (let index = 1; index <= INPUT_RUNS; index++) {
      const run = await withTimeout(measureOnce(browser, url, form), 60_000, 'input latency run')
      runs.push(run)
      log(
        `  input run ${index}: ${run.belowThreshold ? `< ${THRESHOLD_MS}` : Math.round(run.duration)} ms`,
      )
    }
    const under = runs.filter((run) => run.belowThreshold).length
    return {
      title,
      status: 'measured',
      note:
        'Event Timing interaction duration (input to next paint)' +
        (under > 0
          ? `; ${under} run(s) under the ${THRESHOLD_MS} ms threshold count as ${THRESHOLD_MS} ms`
          : ''),
      figures: [
        atMost(
          'click to paint',
          'ms',
          runs.map((run) => run.duration),
          TARGET_MS,
        ),
        reference(
          'click handlers',
          'ms',
          runs.filter((run) => !run.belowThreshold).map((run) => run.clickProcessing),
        ),
      ],
      raw: { runs },
    }
  } catch (error) {
    return failedSection(title, error)
  } finally {
    await browser?.close()
  }
}
