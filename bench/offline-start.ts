/**
 * Offline cold start: a new Chromium process on a profile whose service worker was installed
 * during an earlier online visit, the network offline and the CPU slowed 4×. The time runs from
 * navigation start (the page's `performance.timeOrigin`, so starting the worker counts) to the
 * moment the screen is usable: its form hydrated and its calculate button enabled.
 *
 * Two things shape how "usable" is detected:
 * - `html[data-ready="true"]` is set by the root's effect, which runs before a lazily loaded
 *   screen inside a Suspense boundary has hydrated (measured: ~100 ms earlier, unthrottled); an
 *   input event sent then is lost. So the script waits for the screen's own readiness flag,
 *   `data-interactive="true"` (set once the calculator has hydrated; "false" in the prerendered
 *   page), checked every frame and on every DOM mutation. A page without the flag falls back to
 *   React's tell on the field (its `__reactProps$…` key, a React internal).
 * - The calculators disable the button while the form is empty, so the script then types the
 *   value into the field, in the page, and the clock stops when React enables the button.
 */
import { chromium, type BrowserContext } from 'playwright-core'
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  CPU_SLOWDOWN,
  FTP_FORM,
  MOBILE_VIEWPORT,
  type CalculateForm,
  isPlaceholder,
  pageScript,
  removeProfile,
  temporaryProfile,
  waitForHydration,
  withTimeout,
} from './browser.ts'
import { atMost, format, median, reference, type Section } from './report.ts'

export const OFFLINE_RUNS = 5
const TARGET_MS = 500

/** Milliseconds after navigation start, null until it happened. */
interface UsableState {
  /** `html[data-ready="true"]` appeared (the root's effect ran). */
  readyAt: number | null
  /** The screen said it is interactive (`data-interactive="true"`): React has hydrated it. */
  hydratedAt: number | null
  /** The button was enabled after the value was typed: the screen is usable. */
  usableAt: number | null
}

export interface OfflineRun extends UsableState {
  controlled: boolean
  /** Navigation Timing: when the worker was reached and when the page's bytes had arrived. */
  workerStart: number
  responseEnd: number
  domContentLoaded: number
}

/** Runs in the page before its own scripts: notes when it became ready, hydrated and usable. */
function watchUsable(form: CalculateForm) {
  const state: UsableState = { readyAt: null, hydratedAt: null, usableAt: null }
  ;(window as unknown as { __benchUsable: UsableState }).__benchUsable = state
  const findInput = () => {
    const label = Array.from(document.querySelectorAll('label')).find((candidate) =>
      candidate.textContent?.trim().startsWith(form.field),
    )
    const input = label?.htmlFor ? document.getElementById(label.htmlFor) : null
    return input instanceof HTMLInputElement ? input : undefined
  }
  const findButton = () =>
    Array.from(document.querySelectorAll('button')).find(
      (candidate) => candidate.textContent?.trim() === form.button,
    )
  const typeValue = (input: HTMLInputElement) => {
    // React tracks the value it last rendered: set it through the native setter, then announce it.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      input,
      form.value,
    )
    input.dispatchEvent(new Event('input', { bubbles: true }))
  }
  const check = () => {
    if (state.usableAt !== null) return
    const now = performance.now()
    if (state.readyAt === null && document.documentElement.dataset.ready === 'true')
      state.readyAt = now
    if (state.hydratedAt === null) {
      const input = findInput()
      if (!input) return
      const flag = document.querySelector('[data-interactive]')
      const hydrated = flag
        ? flag.getAttribute('data-interactive') === 'true'
        : Object.keys(input).some((key) => key.startsWith('__reactProps$'))
      if (!hydrated) return
      state.hydratedAt = now
      typeValue(input)
    }
    const button = findButton()
    if (state.readyAt !== null && button && !button.disabled) {
      state.usableAt = performance.now()
      observer.disconnect()
    }
  }
  const onFrame = () => {
    check()
    if (state.usableAt === null) requestAnimationFrame(onFrame)
  }
  const observer = new MutationObserver(check)
  observer.observe(document, { subtree: true, childList: true, attributes: true })
  requestAnimationFrame(onFrame)
}

function launch(profile: string, offline: boolean): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: MOBILE_VIEWPORT,
    locale: 'pt-BR',
    offline,
    timeout: 30_000,
  })
}

async function firstPage(context: BrowserContext) {
  return context.pages()[0] ?? (await context.newPage())
}

/** The online visit: the worker installs, precaches, and controls the page. */
async function installWorker(profile: string, url: string, form: CalculateForm) {
  const context = await launch(profile, false)
  try {
    const page = await firstPage(context)
    await page.goto(url)
    await waitForHydration(page)
    const hasButton =
      (await page.getByRole('button', { name: form.button, exact: true }).count()) > 0
    const placeholder = await isPlaceholder(page)
    await withTimeout(
      page.evaluate(async () => {
        await navigator.serviceWorker.ready
      }),
      60_000,
      'service worker install',
    )
    // A worker that does not claim open pages controls only the next navigation.
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
      await page.reload()
      await waitForHydration(page)
    }
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
      throw new Error('the service worker never controlled the page')
    return { hasButton, placeholder }
  } finally {
    await context.close()
  }
}

async function coldStart(profile: string, url: string, form: CalculateForm): Promise<OfflineRun> {
  const context = await launch(profile, true)
  try {
    const page = await firstPage(context)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await context.addInitScript(pageScript(watchUsable, form))
    await page.goto(url, { waitUntil: 'commit', timeout: 30_000 })
    await page.waitForFunction(
      () => {
        const state = (window as unknown as { __benchUsable?: UsableState }).__benchUsable
        return state?.readyAt !== null && state?.readyAt !== undefined
      },
      null,
      { timeout: 30_000 },
    )
    // A screen without the form never becomes usable; give a finished one time to get there.
    await page
      .waitForFunction(
        () => (window as unknown as { __benchUsable: UsableState }).__benchUsable.usableAt !== null,
        null,
        { timeout: 5_000 },
      )
      .catch(() => undefined)
    return await page.evaluate(() => {
      const state = (window as unknown as { __benchUsable: UsableState }).__benchUsable
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      return {
        ...state,
        controlled: navigator.serviceWorker.controller !== null,
        workerStart: navigation?.workerStart ?? Number.NaN,
        responseEnd: navigation?.responseEnd ?? Number.NaN,
        domContentLoaded: navigation?.domContentLoadedEventEnd ?? Number.NaN,
      }
    })
  } finally {
    await context.close()
  }
}

export async function measureOfflineStart(
  baseURL: string,
  log: (line: string) => void,
  form: CalculateForm = FTP_FORM,
): Promise<Section> {
  const { path } = form
  const title = `Offline cold start ${path} (${CPU_SLOWDOWN}× CPU, median of ${OFFLINE_RUNS})`
  const url = new URL(path, baseURL).href
  const profile = await temporaryProfile('offline')
  try {
    const screen = await installWorker(profile, url, form)
    const runs: OfflineRun[] = []
    for (let index = 1; index <= OFFLINE_RUNS; index++) {
      const run = await withTimeout(coldStart(profile, url, form), 90_000, 'offline run')
      if (!run.controlled) throw new Error('offline run was not served by the service worker')
      runs.push(run)
      const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`)
      log(
        `  offline start run ${index}: data-ready ${ms(run.readyAt)}, ` +
          `interactive ${ms(run.hydratedAt)}, usable ${ms(run.usableAt)}`,
      )
    }
    const times = (pick: (run: OfflineRun) => number | null) =>
      runs.map((run) => pick(run) ?? Number.NaN)
    const ready = reference(
      'html data-ready',
      'ms',
      times((run) => run.readyAt),
    )
    if (!screen.hasButton || runs.some((run) => run.usableAt === null)) {
      const why = screen.placeholder
        ? `${path} is still the "em construção" placeholder`
        : `no '${form.field}' field whose typing enables '${form.button}' on ${path}`
      return {
        title,
        status: 'not measured yet',
        note: `${why}; for reference the page set data-ready offline at ${format(ready.median, 'ms')}`,
        figures: [ready],
        raw: { runs },
      }
    }
    return {
      title,
      status: 'measured',
      note:
        'from navigation start (worker start included) to the button enabled after typing; ' +
        `worker reached at ${format(median(times((run) => run.workerStart)), 'ms')}, ` +
        `page bytes at ${format(median(times((run) => run.responseEnd)), 'ms')}`,
      figures: [
        atMost(
          'time to usable',
          'ms',
          times((run) => run.usableAt),
          TARGET_MS,
        ),
        reference(
          'screen interactive',
          'ms',
          times((run) => run.hydratedAt),
        ),
        ready,
      ],
      raw: { runs },
    }
  } catch (error) {
    return {
      title,
      status: 'failed',
      note: error instanceof Error ? error.message : String(error),
      figures: [],
    }
  } finally {
    await removeProfile(profile)
  }
}
