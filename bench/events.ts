/**
 * The events calendar with 500 upcoming events (issue 41, "Size and speed"), at 4× CPU, first
 * visit, signed out: the local backend in memory holds them, and the page's calls to the Supabase
 * URL the build points at are answered by it (a route in the browser, so the bench needs no fixed
 * port).
 * - first render of the list: from the end of the calendar's last response from the server to
 *   the frame after the first card is in the page (reading the JSON, keeping the device's copy,
 *   filtering and rendering the first 24 cards);
 * - filtering, a keystroke: 'serra do mar' typed into 'Buscar' one key every 300 ms; for each key,
 *   from the keydown to the frame after the list last changed for it, or the key's own Event
 *   Timing duration (input to next paint) when that is longer. The titles are made so that most
 *   keys change the list.
 */
import { chromium, type Browser, type Route } from 'playwright-core'
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  CPU_SLOWDOWN,
  MOBILE_VIEWPORT,
  pageScript,
  sleep,
  withTimeout,
} from './browser.ts'
import { atMost, failedSection, reference, type Section } from './report.ts'

export const CALENDAR_EVENTS = 500
const RUNS = 3
const FIRST_RENDER_TARGET_MS = 100
const KEYSTROKE_TARGET_MS = 50
const QUERY = 'serra do mar'
const KEY_GAP_MS = 300
/** Event Timing's smallest threshold: a faster key produces no entry at all. */
const THRESHOLD_MS = 16

/** Each prefix of QUERY keeps fewer of these (the search matches every word as a substring). */
const TITLE_WORDS = [
  'Tucano',
  'Aurora',
  'Sol Nascente',
  'Sete Quedas',
  'Sertão',
  'Serrinha',
  'Serra Azul',
  'Serra da Canastra',
  'Serra Dourada',
  'Serra do Cipó',
  'Serra do Mar',
  'Volta do Lago',
]
const MODALITIES = ['mtb', 'estrada', 'gravel', 'cicloturismo', 'urbano', 'outro']
const STATES = ['MG', 'PR', 'RJ', 'BA', 'GO', 'CE']

type Backend = Awaited<ReturnType<typeof import('../supabase/local/server.ts').startLocalSupabase>>

interface Timed {
  name: string
  duration: number
  startTime: number
}

interface PageRecord {
  firstCard: number | null
  listFrames: number[]
  keys: number[]
  entries: Timed[]
}

/** Runs in the page before its scripts: when the list changes (to the next frame), keys, timings. */
function observeCalendar(threshold: number) {
  const record: PageRecord = { firstCard: null, listFrames: [], keys: [], entries: [] }
  ;(window as unknown as { __benchEvents: PageRecord }).__benchEvents = record
  const list = () => document.querySelector('section[aria-labelledby="proximos-eventos"]')
  new MutationObserver((mutations) => {
    const section = list()
    if (!section || !mutations.some((mutation) => section.contains(mutation.target))) return
    requestAnimationFrame(() => {
      const at = performance.now()
      record.listFrames.push(at)
      if (record.firstCard === null && section.querySelector('li')) record.firstCard = at
    })
  }).observe(document, { subtree: true, childList: true, characterData: true })
  document.addEventListener('keydown', (event) => record.keys.push(event.timeStamp), true)
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries())
      record.entries.push({
        name: entry.name,
        duration: entry.duration,
        startTime: entry.startTime,
      })
  }).observe({
    type: 'event',
    durationThreshold: threshold,
    buffered: true,
  } as PerformanceObserverInit)
}

/** Upcoming events over the next year, the demo organizer's, as the calendar reads them. */
async function seedEvents(backend: Backend): Promise<void> {
  const { createClient } = await import('@supabase/supabase-js')
  const WebSocket = (await import('ws')).default
  const admin = createClient(backend.url, backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  })
  const organizer = await admin
    .from('profiles')
    .select('id')
    .eq('email', 'organizador@borapedalar.test')
    .single<{ id: string }>()
  if (organizer.error) throw new Error(`the demo organizer: ${organizer.error.message}`)
  const day = 86_400_000
  const rows = Array.from({ length: CALENDAR_EVENTS }, (_, index) => {
    const starts = Date.now() + (2 + Math.floor((index * 360) / CALENDAR_EVENTS)) * day
    return {
      organizer_id: organizer.data.id,
      title: `${TITLE_WORDS[index % TITLE_WORDS.length]} ${index + 1}`,
      description: 'Pedal de teste da medição do calendário.',
      modality: MODALITIES[index % MODALITIES.length],
      starts_at: new Date(starts).toISOString(),
      ends_at: new Date(starts + 5 * 3_600_000).toISOString(),
      time_zone: 'America/Sao_Paulo',
      city: 'Cunha',
      state: STATES[index % STATES.length],
      meeting_point: 'Praça Central',
      distance_km: 20 + (index % 80),
      elevation_m: 300 + (index % 1500),
      price_cents: (index % 4) * 2500,
      capacity: index % 3 === 0 ? null : 100,
      status: 'published',
    }
  })
  for (let from = 0; from < rows.length; from += 100) {
    const { error } = await admin.from('events').insert(rows.slice(from, from + 100))
    if (error) throw new Error(`seeding events: ${error.message}`)
  }
}

interface EventsRun {
  firstRender: number
  navigationToCard: number
  keystrokes: number[]
  listChanges: number
}

async function measureOnce(
  browser: Browser,
  baseURL: string,
  backend: Backend,
): Promise<EventsRun> {
  // First visit, no worker: the page's calls go out through the route below.
  const context = await browser.newContext({
    viewport: MOBILE_VIEWPORT,
    locale: 'pt-BR',
    serviceWorkers: 'block',
  })
  try {
    await context.route(/\/(rest|auth)\/v1\//, async (route: Route) => {
      const url = new URL(route.request().url())
      const response = await route.fetch({ url: `${backend.url}${url.pathname}${url.search}` })
      await route.fulfill({ response })
    })
    await context.addInitScript(pageScript(observeCalendar, THRESHOLD_MS))
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(new URL('/eventos', baseURL).href)
    await page.locator('[data-interactive="true"]').waitFor({ timeout: 60_000 })
    await page.waitForFunction(
      () => (window as unknown as { __benchEvents: PageRecord }).__benchEvents.firstCard !== null,
      null,
      { timeout: 60_000 },
    )
    const loaded = await page.evaluate(() => {
      const record = (window as unknown as { __benchEvents: PageRecord }).__benchEvents
      const responses = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/rest/v1/events'))
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
        .filter((end) => end > 0 && end <= (record.firstCard ?? 0))
      return { firstCard: record.firstCard ?? 0, lastResponse: Math.max(...responses) }
    })
    if (!Number.isFinite(loaded.lastResponse))
      throw new Error('no timing for the calendar response before the first card')
    // The page settles (chunks kept, the device's copy written) before the rider types.
    await sleep(1500)
    const search = page.getByRole('searchbox', { name: 'Buscar' })
    await search.click()
    await page.evaluate(() => {
      const record = (window as unknown as { __benchEvents: PageRecord }).__benchEvents
      record.keys.length = 0
      record.listFrames.length = 0
      record.entries.length = 0
    })
    for (const key of QUERY) {
      await page.keyboard.press(key === ' ' ? 'Space' : key)
      await sleep(KEY_GAP_MS)
    }
    await sleep(1000)
    const typed = await page.evaluate(
      () => (window as unknown as { __benchEvents: PageRecord }).__benchEvents,
    )
    if (typed.keys.length !== QUERY.length)
      throw new Error(`${typed.keys.length} keydowns seen for ${QUERY.length} keys`)
    let listChanges = 0
    const keystrokes = typed.keys.map((key, index) => {
      const next = typed.keys[index + 1] ?? key + KEY_GAP_MS + 1000
      const frames = typed.listFrames.filter((at) => at >= key && at < next)
      if (frames.length > 0) listChanges += 1
      const toList = frames.length > 0 ? Math.max(...frames) - key : 0
      const own = typed.entries
        .filter((entry) => entry.startTime >= key - 1 && entry.startTime < next)
        .map((entry) => entry.duration)
      return Math.max(toList, ...own, THRESHOLD_MS)
    })
    return {
      firstRender: loaded.firstCard - loaded.lastResponse,
      navigationToCard: loaded.firstCard,
      keystrokes,
      listChanges,
    }
  } finally {
    await context.close()
  }
}

export async function measureEvents(
  baseURL: string,
  log: (line: string) => void,
): Promise<Section> {
  const title = `Events calendar: /eventos with ${CALENDAR_EVENTS} upcoming events (${CPU_SLOWDOWN}× CPU, ${RUNS} runs)`
  let backend: Backend | undefined
  let browser: Browser | undefined
  try {
    const { startLocalSupabase } = await import('../supabase/local/server.ts')
    backend = await withTimeout(
      startLocalSupabase({ dataDir: 'memory', port: 0 }),
      120_000,
      'local Supabase start',
    )
    await seedEvents(backend)
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
    const runs: EventsRun[] = []
    for (let index = 1; index <= RUNS; index++) {
      const run = await withTimeout(measureOnce(browser, baseURL, backend), 180_000, 'events run')
      runs.push(run)
      log(
        `  events run ${index}: first render ${Math.round(run.firstRender)} ms, keystrokes ` +
          `${run.keystrokes.map((ms) => Math.round(ms)).join(', ')} ms`,
      )
    }
    const keystrokes = runs.flatMap((run) => run.keystrokes)
    const worst = [...keystrokes].sort((a, b) => a - b)
    return {
      title,
      status: 'measured',
      note:
        `first render: the calendar's last response → the frame after the first card; ` +
        `a keystroke: keydown → the frame after the list last changed for it (or its own Event ` +
        `Timing, if longer; ${THRESHOLD_MS} ms when under the threshold), '${QUERY}' typed a key ` +
        `every ${KEY_GAP_MS} ms, ${keystrokes.length} keys of which ` +
        `${runs.reduce((sum, run) => sum + run.listChanges, 0)} changed the list`,
      figures: [
        atMost(
          'first render of the list',
          'ms',
          runs.map((run) => run.firstRender),
          FIRST_RENDER_TARGET_MS,
        ),
        atMost('filtering, a keystroke', 'ms', keystrokes, KEYSTROKE_TARGET_MS),
        reference('filtering, the slowest keystroke', 'ms', [
          worst[worst.length - 1] ?? Number.NaN,
        ]),
        reference(
          'navigation → first card',
          'ms',
          runs.map((run) => run.navigationToCard),
        ),
      ],
      raw: { runs },
    }
  } catch (error) {
    return failedSection(title, error)
  } finally {
    await browser?.close()
    await backend?.close()
  }
}
