/**
 * Offline cold start, as a rider feels it (issue 19): a new Chromium process on a profile whose
 * service worker was installed during an earlier online visit, the network offline and the CPU
 * slowed 4×. The rider types their FTP and taps 'Calcular Zonas' the moment the field and the
 * button show; the time runs from navigation start (the page's `performance.timeOrigin`, so
 * starting the worker counts) to the moment the result region (`section[aria-labelledby=
 * "resultado"]`) shows the figure for that value ('0–138 W' for 250 W, Coggan).
 *
 * The page's init script watches the DOM's changes (no polling, no frame loop): as soon as the
 * field and the button exist, long before the screen has hydrated, it types the value once (the
 * native value setter, then an `input` event, as a keystroke does) and taps the button once
 * (`button.click()`). What happens next is the early-input capture's job: keep the value, hold
 * the submit and replay it once the form is live. A value whose result never shows (10 s) is a
 * miss: the typed value or the tap was lost, and the run is reported as such, not as a crash.
 *
 * The other moments are reported beside it: the worker reached, the page's bytes in,
 * DOMContentLoaded, `html[data-ready="true"]` (the document hydrated), the form's `data-live`
 * (the screen live) and the calculator's own `data-interactive="true"`.
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
import { atMost, format, reference, tally, type Section, failedSection } from './report.ts'

export const OFFLINE_RUNS = 5
const TARGET_MS = 500
/** A value typed at first paint whose result has not shown by then was lost. */
const RESULT_DEADLINE_MS = 10_000

/** Milliseconds after navigation start, null until it happened. */
interface FirstPaintState {
  /** The field and the button were in the DOM: the value was typed and the button tapped. */
  typedAt: number | null
  /** `html[data-ready="true"]` appeared (the root's effect ran: the document hydrated). */
  readyAt: number | null
  /** The form's early-input region went live (`[data-early][data-live]`). */
  liveAt: number | null
  /** The calculator said it is interactive (`data-interactive="true"`). */
  interactiveAt: number | null
  /** The result region showed the figure for the typed value. */
  resultAt: number | null
}

export interface OfflineRun extends FirstPaintState {
  controlled: boolean
  /** Navigation Timing: when the worker was reached and when the page's bytes had arrived. */
  workerStart: number
  responseEnd: number
  domContentLoaded: number
  /** What the field held when the run ended. */
  fieldValue: string | null
}

/** Runs in the page before its own scripts: types and taps at first sight, notes what follows. */
function typeAtFirstPaint(form: CalculateForm) {
  const state: FirstPaintState = {
    typedAt: null,
    readyAt: null,
    liveAt: null,
    interactiveAt: null,
    resultAt: null,
  }
  ;(window as unknown as { __benchFirstPaint: FirstPaintState }).__benchFirstPaint = state
  const squeeze = (text: string) => text.replace(/\s+/g, '')
  const expected = squeeze(form.result)
  let placeholder: string | null = null
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
  // The readiness markers: only changes of their own attributes wake this observer.
  const markers = new MutationObserver(() => {
    const now = performance.now()
    if (state.readyAt === null && document.documentElement.dataset.ready === 'true')
      state.readyAt = now
    if (state.liveAt === null && document.querySelector('[data-early][data-live]'))
      state.liveAt = now
    if (state.interactiveAt === null && document.querySelector('[data-interactive="true"]'))
      state.interactiveAt = now
  })
  markers.observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-ready', 'data-live', 'data-interactive'],
  })
  // The content: the field and the button as soon as both are in the DOM, then the result's text.
  // Woken by changes of nodes and text only, never polled: the page being timed runs no more of
  // this than a change asks for (the first version checked every frame and every attribute
  // change, ~150 ms of script at 4× CPU before the result showed).
  const content = new MutationObserver(() => {
    if (state.typedAt === null) {
      const input = findInput()
      const button = findButton()
      if (!input || !button) return
      state.typedAt = performance.now()
      // React tracks the value it last rendered: set it through the native setter, then announce it.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        input,
        form.value,
      )
      input.dispatchEvent(new Event('input', { bubbles: true }))
      button.click()
    }
    const region = document.querySelector('section[aria-labelledby="resultado"]')
    if (!region) return
    const text = squeeze(region.textContent ?? '')
    // The prerendered region shows a placeholder; the first text seen is that one.
    if (placeholder === null) placeholder = text
    if (text !== placeholder && text.includes(expected)) {
      state.resultAt = performance.now()
      content.disconnect()
      markers.disconnect()
      // Told through the console: a poll from the bench would run in the page it is timing.
      console.info('bench:result')
    }
  })
  content.observe(document, { subtree: true, childList: true, characterData: true })
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
    await context.addInitScript(pageScript(typeAtFirstPaint, form))
    // Waited for as a console message, not polled: Playwright's polling evaluates its own
    // script in the page and runs every frame, on the main thread being measured (~50 ms of
    // script at 4× CPU during the load, then a check per frame).
    const shown = page.waitForEvent('console', {
      predicate: (message) => message.text() === 'bench:result',
      timeout: RESULT_DEADLINE_MS,
    })
    await page.goto(url, { waitUntil: 'commit', timeout: 30_000 })
    // A lost value never produces its result: that is a miss, reported, not a crash.
    await shown.catch(() => undefined)
    return await page.evaluate((field) => {
      const state = (window as unknown as { __benchFirstPaint: FirstPaintState }).__benchFirstPaint
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      const label = Array.from(document.querySelectorAll('label')).find((candidate) =>
        candidate.textContent?.trim().startsWith(field),
      )
      const input = label?.htmlFor ? document.getElementById(label.htmlFor) : null
      return {
        ...state,
        controlled: navigator.serviceWorker.controller !== null,
        workerStart: navigation?.workerStart ?? Number.NaN,
        responseEnd: navigation?.responseEnd ?? Number.NaN,
        domContentLoaded: navigation?.domContentLoadedEventEnd ?? Number.NaN,
        fieldValue: input instanceof HTMLInputElement ? input.value : null,
      }
    }, form.field)
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
  const title = `Offline cold start ${path}, typed at first paint to result (${CPU_SLOWDOWN}× CPU, median of ${OFFLINE_RUNS})`
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
        `  offline start run ${index}: typed ${ms(run.typedAt)}, data-ready ${ms(run.readyAt)}, ` +
          `live ${ms(run.liveAt)}, result ${run.resultAt === null ? 'NONE (lost)' : ms(run.resultAt)}`,
      )
    }
    const times = (pick: (run: OfflineRun) => number | null) =>
      runs.map((run) => pick(run) ?? Number.NaN).filter(Number.isFinite)
    const ready = reference(
      'document hydrated (html data-ready)',
      'ms',
      times((run) => run.readyAt),
    )
    if (!screen.hasButton || runs.every((run) => run.typedAt === null)) {
      const why = screen.placeholder
        ? `${path} is still the "em construção" placeholder`
        : `no '${form.field}' field and '${form.button}' button on ${path}`
      return {
        title,
        status: 'not measured yet',
        note: `${why}; for reference the page set data-ready offline at ${format(ready.median, 'ms')}`,
        figures: [ready],
        raw: { runs },
      }
    }
    const missed = runs.flatMap((run, index) =>
      run.resultAt === null
        ? [
            `run ${index + 1}: no '${form.result}' within ${RESULT_DEADLINE_MS / 1000} s ` +
              `(field holds '${run.fieldValue ?? '?'}', live ${run.liveAt === null ? 'never' : `at ${Math.round(run.liveAt)} ms`})`,
          ]
        : [],
    )
    return {
      title,
      status: 'measured',
      note:
        `from navigation start (worker start included) to '${form.result}' shown for ` +
        `${form.value} W typed and '${form.button}' tapped as soon as both were in the DOM` +
        (missed.length > 0
          ? `; the median is of the ${runs.length - missed.length} runs with a result`
          : ''),
      figures: [
        atMost(
          'typed at first paint → result',
          'ms',
          times((run) => run.resultAt),
          TARGET_MS,
        ),
        tally(
          'value typed at first paint gave its result',
          runs.map((run) => (run.resultAt === null ? 0 : 1)),
          missed,
        ),
        reference(
          'worker reached (workerStart)',
          'ms',
          times((run) => run.workerStart),
        ),
        reference(
          'page bytes in (responseEnd)',
          'ms',
          times((run) => run.responseEnd),
        ),
        reference(
          'field and button in the DOM (typed)',
          'ms',
          times((run) => run.typedAt),
        ),
        reference(
          'DOMContentLoaded',
          'ms',
          times((run) => run.domContentLoaded),
        ),
        ready,
        reference(
          'screen live (form data-live)',
          'ms',
          times((run) => run.liveAt),
        ),
        reference(
          'screen interactive (data-interactive)',
          'ms',
          times((run) => run.interactiveAt),
        ),
      ],
      raw: { runs },
    }
  } catch (error) {
    return failedSection(title, error)
  } finally {
    await removeProfile(profile)
  }
}
