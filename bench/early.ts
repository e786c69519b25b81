/**
 * Early input on a first visit (issue 19): each form screen (the six calculators and /entrar)
 * opened in a fresh browser context (no worker, nothing cached), unthrottled and again under
 * "Slow 4G" (150 ms, 1.6 Mbit/s down, 750 kbit/s up, CPU 4×), median of 3 runs each.
 *
 * Timed from navigation start: first paint (the paint timing's `first-contentful-paint`), the
 * `load` event, and the moment the form's early-input region went live (`[data-early][data-live]`
 * appeared). Issue 19's target: unthrottled, a calculator is live within 300 ms after `load`.
 *
 * And whether early input is kept, in every run: the page's init script types the screen's values
 * the moment its fields and submit button are in the DOM (the native value setter and an `input`
 * event for a text field, `change` for a select) and taps the submit button at once
 * (`button.click()`). Once the page is live the fields must still hold the typed values, and the
 * result must have appeared exactly once: the expected text in the result region, one submit
 * reaching the live form, no reload, and for calculators that keep results one result saved on the
 * device. /entrar is not submitted (no backend here): its typed e-mail and password must be kept.
 */
import { chromium, type Browser } from 'playwright-core'
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  MOBILE_VIEWPORT,
  pageScript,
  throttleSlow4G,
  withTimeout,
} from './browser.ts'
import { format, median, tally, type Figure, type Section } from './report.ts'

export const EARLY_RUNS = 3
/** Issue 19: unthrottled, a calculator is live within this long after `load`. */
const LIVE_AFTER_LOAD_MS = 300
const LIVE_DEADLINE_MS = 60_000
/** After going live, how long a held submit has to produce its result. */
const RESULT_DEADLINE_MS = 10_000
/** After the result, how long a second submit or a reload has to show itself. */
const SETTLE_MS = 1_000

interface EarlyField {
  id: string
  value: string
  /** `input` for a text field, `change` for a select. */
  event: 'input' | 'change'
}

interface EarlyScreen {
  path: string
  short: string
  fields: EarlyField[]
  /** Text the result region shows for these values; null: the form is not submitted. */
  expected: string | null
  /** The kind of result a calculator keeps on the device (one must be saved). */
  kind?: string
}

const text = (id: string, value: string): EarlyField => ({ id, value, event: 'input' })
const select = (id: string, value: string): EarlyField => ({ id, value, event: 'change' })

export const EARLY_SCREENS: EarlyScreen[] = [
  {
    path: '/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento',
    short: 'FC e zonas',
    fields: [text('idade', '40')],
    expected: '180 bpm',
    kind: 'heart_rate',
  },
  {
    path: '/calculadoras/calcular-FTP',
    short: 'FTP',
    fields: [text('ftp', '250')],
    expected: '0–138 W',
    kind: 'ftp',
  },
  {
    path: '/calculadoras/imc',
    short: 'IMC',
    fields: [text('altura', '180'), text('peso', '75')],
    expected: '23,1',
    kind: 'imc',
  },
  {
    path: '/calculadoras/harris-benedict',
    short: 'Harris-Benedict',
    fields: [
      text('altura', '165'),
      text('peso', '60'),
      text('idade', '30'),
      select('sexo', 'female'),
      select('atividade', 'moderate'),
    ],
    expected: '1.384',
    kind: 'harris_benedict',
  },
  {
    path: '/calculadoras/pressao-pneus',
    short: 'Pressão dos pneus',
    fields: [text('peso-ciclista', '80'), text('peso-bike', '14'), text('largura', '2,4')],
    expected: 'psi',
  },
  {
    path: '/calculadoras/suspensao',
    short: 'Suspensão',
    fields: [text('curso-garfo', '160')],
    expected: 'mm',
  },
  {
    path: '/entrar',
    short: '/entrar',
    fields: [
      text('conta-email', 'ciclista@borapedalar.test'),
      text('conta-senha', 'pedal-forte-42'),
    ],
    expected: null,
  },
]

/** Milliseconds after navigation start, null until it happened. */
interface EarlyState {
  /** Documents this tab loaded in the visit: more than 1 means a (native submit) reload. */
  loads: number
  fcp: number | null
  /** The fields and the submit button were in the DOM: the values were typed, the button tapped. */
  typedAt: number | null
  typedBeforeLive: boolean | null
  liveAt: number | null
  resultAt: number | null
  /** Submits that reached the form before it was live (the capture holds them) and after. */
  heldSubmits: number
  liveSubmits: number
}

export interface EarlyRun extends EarlyState {
  path: string
  slow: boolean
  load: number
  /** Each field's value when the run ended. */
  values: Record<string, string | null>
  /** Results of this kind saved on the device (null: the screen keeps none). */
  saved: number | null
  search: string
  errors: string[]
  /** Why early input was not kept in this run; empty when it was. */
  lost: string[]
}

/** Runs in the page before its own scripts (and before the inlined capture). */
function typeAtFirstPaint(screen: EarlyScreen) {
  if (location.protocol !== 'http:' && location.protocol !== 'https:') return
  const state: EarlyState = {
    loads: 1,
    fcp: null,
    typedAt: null,
    typedBeforeLive: null,
    liveAt: null,
    resultAt: null,
    heldSubmits: 0,
    liveSubmits: 0,
  }
  ;(window as unknown as { __benchEarly: EarlyState }).__benchEarly = state
  try {
    state.loads = Number(sessionStorage.getItem('bench-early-loads') ?? '0') + 1
    sessionStorage.setItem('bench-early-loads', String(state.loads))
  } catch {
    // No storage: a reload goes unnoticed, the other checks still run.
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime
  }).observe({ type: 'paint', buffered: true })
  // On window, in the capture phase: before the early-input capture's listener on the document.
  addEventListener(
    'submit',
    (event) => {
      const target = event.target
      const region = target instanceof Element ? target.closest('[data-early]') : null
      if (region?.hasAttribute('data-live')) state.liveSubmits++
      else state.heldSubmits++
    },
    true,
  )
  const squeeze = (value: string) => value.replace(/\s+/g, '')
  const expected = screen.expected === null ? null : squeeze(screen.expected)
  let placeholder: string | null = null
  const done = () =>
    state.typedAt !== null &&
    state.liveAt !== null &&
    (expected === null || state.resultAt !== null)
  const check = () => {
    if (done()) return
    const now = performance.now()
    if (state.liveAt === null && document.querySelector('[data-early][data-live]')) {
      state.liveAt = now
      console.info('bench:live')
    }
    if (state.typedAt === null) {
      const controls = screen.fields.map((field) => document.getElementById(field.id))
      const button =
        expected === null ? null : document.querySelector('form[data-early] button[type=submit]')
      if (controls.some((control) => control === null) || (expected !== null && !button)) return
      state.typedAt = now
      state.typedBeforeLive = state.liveAt === null
      screen.fields.forEach((field, index) => {
        const control = controls[index]
        const prototype =
          control instanceof HTMLSelectElement
            ? HTMLSelectElement.prototype
            : HTMLInputElement.prototype
        Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, field.value)
        control?.dispatchEvent(new Event(field.event, { bubbles: true }))
      })
      if (button instanceof HTMLButtonElement) button.click()
    }
    const region = document.querySelector('section[aria-labelledby="resultado"]')
    if (expected === null || !region) return
    const shown = squeeze(region.textContent ?? '')
    // The prerendered region shows a placeholder; the first text seen is that one.
    if (placeholder === null) placeholder = shown
    if (state.resultAt === null && shown !== placeholder && shown.includes(expected)) {
      state.resultAt = now
      console.info('bench:result')
    }
  }
  const onFrame = () => {
    check()
    if (!done()) requestAnimationFrame(onFrame)
  }
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
  })
  requestAnimationFrame(onFrame)
  // Results of a kind this device keeps (IndexedDB, any owner), as the e2e tests count them.
  ;(window as unknown as { __benchSaved: (kind: string) => Promise<number> }).__benchSaved = (
    kind,
  ) =>
    // Never creates the database and closes it at once: an open connection blocks the app's
    // own first upgrade, and its save with it.
    indexedDB.databases().then((databases) =>
      !databases.some((db) => db.name === 'bora-pedalar-results')
        ? 0
        : new Promise<number>((resolve) => {
            const open = indexedDB.open('bora-pedalar-results')
            open.onerror = () => resolve(-1)
            open.onsuccess = () => {
              const db = open.result
              if (!db.objectStoreNames.contains('results')) {
                db.close()
                return resolve(0)
              }
              const all = db.transaction('results').objectStore('results').getAll()
              all.onsuccess = () => {
                db.close()
                resolve(
                  (all.result as { kind: string }[]).filter((row) => row.kind === kind).length,
                )
              }
              all.onerror = () => resolve(-1)
            }
          }),
    )
}

type BenchWindow = {
  __benchEarly?: EarlyState
  __benchSaved: (kind: string) => Promise<number>
}

async function visit(browser: Browser, url: string, screen: EarlyScreen, slow: boolean) {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, locale: 'pt-BR' })
  try {
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    if (slow) await throttleSlow4G(context, page)
    await context.addInitScript(pageScript(typeAtFirstPaint, screen))
    // The page says when it is live and when the result shows (console messages): polling
    // from here would run Playwright's script in the page, on the main thread being timed.
    const said = (text: string, timeout: number) =>
      page
        .waitForEvent('console', { predicate: (message) => message.text() === text, timeout })
        .catch(() => undefined)
    const live = said('bench:live', LIVE_DEADLINE_MS)
    const result =
      screen.expected === null
        ? undefined
        : said('bench:result', LIVE_DEADLINE_MS + RESULT_DEADLINE_MS)
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 })
    await live
    await result
    await page.waitForTimeout(SETTLE_MS)
    // The result is saved after it shows: give the write a moment before counting.
    for (let waited = 0; screen.kind && waited < 5_000; waited += 200) {
      const saved = await page.evaluate(
        (kind) => (window as unknown as BenchWindow).__benchSaved(kind),
        screen.kind,
      )
      if (saved !== 0) break
      await page.waitForTimeout(200)
    }
    const seen = await page.evaluate(
      async ({ fields, kind }) => {
        const bench = window as unknown as BenchWindow
        const early = bench.__benchEarly
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[]
        const values: Record<string, string | null> = {}
        for (const id of fields) {
          const control = document.getElementById(id)
          values[id] =
            control instanceof HTMLInputElement || control instanceof HTMLSelectElement
              ? control.value
              : null
        }
        return {
          early: early ?? null,
          load: navigation?.loadEventStart || Number.NaN,
          values,
          saved: kind ? await bench.__benchSaved(kind) : null,
          search: location.search,
        }
      },
      { fields: screen.fields.map((field) => field.id), kind: screen.kind ?? null },
    )
    if (!seen.early) throw new Error(`the bench's page script did not run on ${screen.path}`)
    return { ...seen.early, ...seen, errors }
  } finally {
    await context.close()
  }
}

function judge(screen: EarlyScreen, slow: boolean, seen: Awaited<ReturnType<typeof visit>>) {
  const lost: string[] = []
  if (seen.typedAt === null) lost.push('fields or button never appeared')
  if (seen.liveAt === null) lost.push(`not live within ${LIVE_DEADLINE_MS / 1000} s`)
  for (const field of screen.fields) {
    const value = seen.values[field.id]
    if (value !== field.value)
      lost.push(`#${field.id} holds '${value ?? '?'}', typed '${field.value}'`)
  }
  if (seen.loads > 1) lost.push(`page reloaded (${seen.loads} loads)`)
  if (seen.search !== '') lost.push(`URL became ?${seen.search.slice(1)}`)
  if (screen.expected !== null) {
    if (seen.resultAt === null) lost.push(`no '${screen.expected}' in the result`)
    if (seen.liveSubmits !== 1) lost.push(`${seen.liveSubmits} submits reached the live form`)
  }
  if (seen.saved !== null && seen.saved !== 1)
    lost.push(`${seen.saved} results saved on the device`)
  const run: EarlyRun = {
    path: screen.path,
    slow,
    loads: seen.loads,
    fcp: seen.fcp,
    typedAt: seen.typedAt,
    typedBeforeLive: seen.typedBeforeLive,
    liveAt: seen.liveAt,
    resultAt: seen.resultAt,
    heldSubmits: seen.heldSubmits,
    liveSubmits: seen.liveSubmits,
    load: seen.load,
    values: seen.values,
    saved: seen.saved,
    search: seen.search,
    errors: seen.errors,
    lost,
  }
  return run
}

const finite = (values: (number | null)[]) =>
  values.filter((value): value is number => value !== null && Number.isFinite(value))

/** One condition (unthrottled or Slow 4G): every screen, run after run, interleaved. */
async function measureCondition(
  baseURL: string,
  slow: boolean,
  log: (line: string) => void,
): Promise<Section> {
  const condition = slow ? 'Slow 4G (150 ms, 1.6 Mbit/s, 750 kbit/s, 4× CPU)' : 'unthrottled'
  const title = `Early input, first visit, ${condition} (median of ${EARLY_RUNS})`
  const runs = new Map<string, EarlyRun[]>(EARLY_SCREENS.map((screen) => [screen.path, []]))
  const failures: string[] = []
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    for (let index = 1; index <= EARLY_RUNS; index++) {
      for (const screen of EARLY_SCREENS) {
        const url = new URL(screen.path, baseURL).href
        try {
          const seen = await withTimeout(
            visit(browser, url, screen, slow),
            LIVE_DEADLINE_MS + 60_000,
            `early ${screen.path}`,
          )
          const run = judge(screen, slow, seen)
          runs.get(screen.path)?.push(run)
          const ms = (value: number | null) =>
            value === null || !Number.isFinite(value) ? '—' : `${Math.round(value)} ms`
          log(
            `  early ${slow ? 'slow 4G' : 'unthrottled'} ${screen.short} run ${index}: ` +
              `FCP ${ms(run.fcp)}, typed ${ms(run.typedAt)}, load ${ms(run.load)}, ` +
              `live ${ms(run.liveAt)}, result ${ms(run.resultAt)}` +
              (run.lost.length > 0 ? `; LOST: ${run.lost.join('; ')}` : '; kept'),
          )
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          failures.push(`${screen.path} run ${index}: ${message}`)
          log(`  early ${screen.path} run ${index} failed: ${message}`)
        }
      }
    }
  } finally {
    await browser.close()
  }

  const rows: string[][] = []
  const figures: Figure[] = []
  const keptRuns: number[] = []
  const missed: string[] = []
  for (const screen of EARLY_SCREENS) {
    const done = runs.get(screen.path) ?? []
    const fcp = median(finite(done.map((run) => run.fcp)))
    const load = median(finite(done.map((run) => run.load)))
    const live = median(finite(done.map((run) => run.liveAt)))
    const afterLoadRuns = finite(
      done.map((run) => (run.liveAt === null ? null : run.liveAt - run.load)),
    )
    const afterLoad = median(afterLoadRuns)
    // Issue 19's "first paint → live": since pages ask for their scripts after the first
    // contentful paint, `load` comes before them and "after load" counts their download too.
    const afterPaint = median(
      finite(
        done.map((run) => (run.liveAt === null || run.fcp === null ? null : run.liveAt - run.fcp)),
      ),
    )
    const typed = median(finite(done.map((run) => run.typedAt)))
    const kept = done.filter((run) => run.lost.length === 0).length
    const beforeLive = done.filter((run) => run.typedBeforeLive === true).length
    const isCalculator = screen.path.startsWith('/calculadoras/')
    const targeted = !slow && isCalculator
    const liveOk = afterLoad <= LIVE_AFTER_LOAD_MS
    const keptOk = done.length > 0 && kept === done.length
    for (const run of done) {
      keptRuns.push(run.lost.length === 0 ? 1 : 0)
      if (run.lost.length > 0) missed.push(`${screen.short}: ${run.lost.join(', ')}`)
    }
    if (targeted)
      figures.push({
        name: `${screen.short}: live after load`,
        unit: 'ms',
        runs: afterLoadRuns,
        median: afterLoad,
        target: `≤ ${LIVE_AFTER_LOAD_MS} ms`,
        ok: liveOk,
      })
    const verdicts = [
      targeted ? (liveOk ? 'live ok' : 'live MISS') : '',
      keptOk ? 'kept ok' : 'kept MISS',
    ].filter(Boolean)
    rows.push([
      screen.short,
      format(fcp, 'ms'),
      format(typed, 'ms'),
      format(load, 'ms'),
      format(live, 'ms'),
      `${afterLoad > 0 ? '+' : ''}${format(afterLoad, 'ms')}`,
      `+${format(afterPaint, 'ms')}`,
      targeted ? `≤ ${LIVE_AFTER_LOAD_MS} ms` : '—',
      `${kept} of ${done.length}`,
      `${beforeLive} of ${done.length}`,
      verdicts.join(', '),
    ])
  }
  figures.unshift(tally('early input kept, all screens', keptRuns, missed))
  return {
    title,
    status: keptRuns.length > 0 ? 'measured' : 'failed',
    note:
      'ms from navigation start; typed = values typed and submit tapped as soon as the fields ' +
      'and button were in the DOM; kept = typed values still in the fields once live and the ' +
      'result shown exactly once (one submit, no reload, one result saved); typed before live = ' +
      'runs where the typing really happened before the form was live' +
      (failures.length > 0 ? `; FAILED runs: ${failures.join('; ')}` : ''),
    figures,
    table: {
      header: [
        'screen',
        'FCP',
        'typed',
        'load',
        'live',
        'live − load',
        'live − FCP',
        'target',
        'kept',
        'typed before live',
        'verdict',
      ],
      rows,
    },
    raw: { runs: Object.fromEntries(runs), failures },
  }
}

export async function measureEarlyInput(
  baseURL: string,
  log: (line: string) => void,
): Promise<Section[]> {
  const sections: Section[] = []
  for (const slow of [false, true]) sections.push(await measureCondition(baseURL, slow, log))
  return sections
}
