/**
 * Long tasks and the JavaScript evaluated before the first interaction, per page: each page opened
 * on a first visit (a fresh browser context, the service worker blocked, nothing cached) at 4× CPU
 * with no network throttling, the pages taken in turn, run after run; the figures are medians.
 *
 * A visit lasts from navigation to idle: the document hydrated (`html[data-ready="true"]`) and then
 * QUIET_MS with no new long animation frame. The page's init script watches its own main thread
 * (Long Animation Frames and the older 'longtask' entries, both buffered from navigation) and says
 * `bench:idle` on the console once quiet: polling from here would run Playwright's script on the
 * main thread being measured.
 *
 * From the 'longtask' entries: the longest task, the count and the blocking time (each task's time
 * over 50 ms, summed, as Total Blocking Time counts it). From the long animation frames: the
 * longest frame and the frames' `blockingDuration` summed. For whoever optimises, the log names
 * the scripts of each page's longest frame (of all runs, and of the median run) and of all its long
 * frames per visit; results.json keeps every frame.
 *
 * The JavaScript evaluated comes from separate visits with V8's precise coverage started before
 * navigation (V8 then keeps a counter per function, a cost of its own, so the timed visits go
 * without it): a build file counts once its top-level function has run by idle. Raw and gzip
 * (level 9) sizes are the files' in the build directory.
 */
import { readFile } from 'node:fs/promises'
import { basename, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core'
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  CPU_SLOWDOWN,
  MOBILE_VIEWPORT,
  pageScript,
  withTimeout,
} from './browser.ts'
import { format, median, reference, type Figure, type Section } from './report.ts'

/** Runs per page; `LOAF_RUNS=3 npm run bench -- loaf` for a quicker look. */
export const LOAF_RUNS = Number(process.env.LOAF_RUNS) || 5
/** Idle: this long after hydration with no new long animation frame. */
const QUIET_MS = 2_000
/** A page that never goes quiet is measured up to here (ms after navigation). */
const IDLE_DEADLINE_MS = 60_000
/** A task or frame over this long is a long one (the Long Tasks API's own threshold). */
const LONG_MS = 50
/** How many scripts a frame's log names, and how many chunks the table names. */
const TOP_SCRIPTS = 5
const TOP_CHUNKS = 4
/** The source URL of the bench's own init script, as a frame's attribution names it. */
const OWN_SCRIPT = 'bench-main-thread.js'

interface LoafPage {
  path: string
  short: string
}

/**
 * The four calculators that keep results (the ones that open the results store), the home page,
 * the video and workout libraries, and one workout of the library.
 */
export const LOAF_PAGES: LoafPage[] = [
  { path: '/', short: '/' },
  { path: '/calculadoras/calcular-FTP', short: 'FTP' },
  { path: '/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento', short: 'FC e zonas' },
  { path: '/calculadoras/imc', short: 'IMC' },
  { path: '/calculadoras/harris-benedict', short: 'Harris-Benedict' },
  { path: '/videos', short: '/videos' },
  { path: '/treinos', short: '/treinos' },
  { path: '/treinos/sessoes/sweet-spot-3x10', short: 'treino sweet spot' },
]

/** One script of a long animation frame, as the page's PerformanceScriptTiming gives it. */
interface FrameScript {
  startTime: number
  duration: number
  invoker: string
  invokerType: string
  sourceURL: string
  sourceFunctionName: string
  forcedStyleAndLayoutDuration: number
}

interface Frame {
  startTime: number
  duration: number
  blockingDuration: number
  /** When the frame's rendering update began (0: the frame rendered nothing). */
  renderStart: number
  /** When its style and layout began, within the rendering update. */
  styleAndLayoutStart: number
  /** Scripts of 5 ms or more only (Long Animation Frames leaves shorter ones out). */
  scripts: FrameScript[]
}

interface Task {
  startTime: number
  duration: number
}

/** What the page's init script keeps; times in ms after navigation start. */
interface MainThread {
  frames: Frame[]
  tasks: Task[]
  /** `html[data-ready="true"]` appeared. */
  readyAt: number | null
  /** The end of the last long frame, or the hydration if later: the quiet window's start. */
  busyUntil: number | null
}

/** Runs in the page before its own scripts. */
function watchMainThread({ quietMs }: { quietMs: number }) {
  if (location.protocol !== 'http:' && location.protocol !== 'https:') return
  const seen: MainThread = { frames: [], tasks: [], readyAt: null, busyUntil: null }
  ;(window as unknown as { __benchMainThread: MainThread }).__benchMainThread = seen
  // TypeScript's DOM types do not list Long Animation Frames yet.
  const keepFrames = (entries: PerformanceEntry[]) => {
    for (const entry of entries as unknown as Frame[])
      seen.frames.push({
        startTime: entry.startTime,
        duration: entry.duration,
        blockingDuration: entry.blockingDuration,
        renderStart: entry.renderStart,
        styleAndLayoutStart: entry.styleAndLayoutStart,
        scripts: entry.scripts.map((script) => ({
          startTime: script.startTime,
          duration: script.duration,
          invoker: script.invoker,
          invokerType: script.invokerType,
          sourceURL: script.sourceURL,
          sourceFunctionName: script.sourceFunctionName,
          forcedStyleAndLayoutDuration: script.forcedStyleAndLayoutDuration,
        })),
      })
  }
  const frames = new PerformanceObserver((list) => keepFrames(list.getEntries()))
  frames.observe({ type: 'long-animation-frame', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      seen.tasks.push({ startTime: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  const stampReady = () => {
    // The init script can run before the document has its root element.
    if (seen.readyAt === null && document.documentElement?.dataset.ready === 'true')
      seen.readyAt = performance.now()
  }
  new MutationObserver(stampReady).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-ready'],
  })
  const check = () => {
    // Frames that ended but whose entries the observer has not delivered yet count too.
    keepFrames(frames.takeRecords())
    stampReady()
    if (seen.readyAt !== null) {
      const busyUntil = Math.max(
        seen.readyAt,
        ...seen.frames.map((frame) => frame.startTime + frame.duration),
      )
      if (performance.now() - busyUntil >= quietMs) {
        seen.busyUntil = busyUntil
        console.info('bench:idle')
        return
      }
    }
    setTimeout(check, 100)
  }
  check()
}

interface Chunk {
  file: string
  raw: number
  gzip: number
}

/** One timed visit, summarised, with its long frames kept whole. */
export interface LoafRun {
  path: string
  /** Which of the runs (1, 2, …). */
  run: number
  idle: boolean
  readyAt: number | null
  busyUntil: number | null
  longestTask: number
  /** Each long task's time over LONG_MS, summed. */
  blocking: number
  longTasks: number
  longestFrame: number
  frameBlocking: number
  /** Every long animation frame of the visit, with its scripts. */
  frames: Frame[]
  errors: string[]
}

/** The build files a coverage visit evaluated by idle. */
export interface CoverageRun {
  path: string
  idle: boolean
  raw: number
  gzip: number
  chunks: Chunk[]
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

const longestOf = (frames: Frame[]) =>
  frames.reduce<Frame | undefined>(
    (longest, frame) => (longest && longest.duration >= frame.duration ? longest : frame),
    undefined,
  )

interface Visit {
  page: Page
  cdp: CDPSession
  /** The page said it was idle before IDLE_DEADLINE_MS. */
  idle: boolean
  errors: string[]
}

/** Opens `url` on a first visit, waits until idle, and hands the page to `collect`. */
async function visit<T>(
  browser: Browser,
  url: string,
  coverage: boolean,
  collect: (visit: Visit) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    viewport: MOBILE_VIEWPORT,
    locale: 'pt-BR',
    serviceWorkers: 'block',
  })
  try {
    // Named, so that the attribution of a frame tells the bench's own script from the page's.
    const { content } = pageScript(watchMainThread, { quietMs: QUIET_MS })
    await context.addInitScript({ content: `${content}\n//# sourceURL=${OWN_SCRIPT}` })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    if (coverage) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: false })
    }
    const idle = page
      .waitForEvent('console', {
        predicate: (message) => message.text() === 'bench:idle',
        timeout: IDLE_DEADLINE_MS,
      })
      .then(
        () => true,
        () => false,
      )
    const response = await page.goto(url, { waitUntil: 'commit', timeout: 30_000 })
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`)
    return await collect({ page, cdp, errors, idle: await idle })
  } finally {
    await context.close()
  }
}

function timedVisit(browser: Browser, url: string, path: string, run: number): Promise<LoafRun> {
  return visit(browser, url, false, async ({ page, idle, errors }) => {
    const seen = await page.evaluate(
      () => (window as unknown as { __benchMainThread?: MainThread }).__benchMainThread,
    )
    if (!seen) throw new Error(`the bench's page script did not run on ${path}`)
    return {
      path,
      run,
      idle,
      readyAt: seen.readyAt,
      busyUntil: seen.busyUntil,
      longestTask: Math.max(0, ...seen.tasks.map((task) => task.duration)),
      blocking: sum(seen.tasks.map((task) => Math.max(0, task.duration - LONG_MS))),
      longTasks: seen.tasks.length,
      longestFrame: longestOf(seen.frames)?.duration ?? 0,
      frameBlocking: sum(seen.frames.map((frame) => frame.blockingDuration)),
      frames: seen.frames,
      errors,
    }
  })
}

interface ScriptCoverage {
  url: string
  functions: { functionName: string; ranges: { startOffset: number; count: number }[] }[]
}

/** The build's files whose top-level function has run, by path (`/assets/x.js`). */
async function evaluatedFiles(cdp: CDPSession, origin: string): Promise<string[]> {
  const { result } = (await cdp.send('Profiler.takePreciseCoverage')) as {
    result: ScriptCoverage[]
  }
  const files = new Set<string>()
  for (const script of result) {
    if (!script.url.startsWith(`${origin}/`)) continue
    const { pathname } = new URL(script.url)
    // Inline scripts carry their page's URL: only files of the build count.
    if (!pathname.endsWith('.js')) continue
    const topLevel = script.functions.find((fn) => fn.ranges[0]?.startOffset === 0)
    if ((topLevel?.ranges[0]?.count ?? 0) > 0) files.add(pathname)
  }
  return [...files]
}

function coverageVisit(
  browser: Browser,
  url: string,
  path: string,
  sizes: (file: string) => Promise<Chunk>,
): Promise<CoverageRun> {
  return visit(browser, url, true, async ({ cdp, idle }) => {
    const files = await evaluatedFiles(cdp, new URL(url).origin)
    const chunks = (await Promise.all(files.map(sizes))).sort((a, b) => b.gzip - a.gzip)
    return {
      path,
      idle,
      raw: sum(chunks.map((chunk) => chunk.raw)),
      gzip: sum(chunks.map((chunk) => chunk.gzip)),
      chunks,
    }
  })
}

/** A file's sizes in the build directory, read once. */
function chunkSizes(root: string): (file: string) => Promise<Chunk> {
  const known = new Map<string, Promise<Chunk>>()
  return (file) => {
    let sizes = known.get(file)
    if (!sizes) {
      sizes = readFile(join(root, normalize(file))).then((bytes) => ({
        file: basename(file),
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
      }))
      known.set(file, sizes)
    }
    return sizes
  }
}

/** `framework-DebXwEv-.js` → `framework`: names that stay put from one build to the next. */
const chunkName = (file: string) => file.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '')

const kib = (bytes: number) => bytes / 1024

/** `http://host/assets/x-hash.js` → `x-hash.js`, `http://host/videos` (inline) → `/videos`. */
function shortURL(text: string): string {
  return text.replace(/\bhttps?:\/\/[^\s/]+(?:\/assets\/)?/g, '')
}

const ms = (value: number) => `${Math.round(value)} ms`

/** Where a frame's time went: its scripts, its rendering update, and the rest. */
function splitFrame(frame: Frame) {
  const end = frame.startTime + frame.duration
  const script = sum(frame.scripts.map((entry) => entry.duration))
  const render = frame.renderStart > 0 ? end - frame.renderStart : 0
  const styleAndLayout = frame.styleAndLayoutStart > 0 ? end - frame.styleAndLayoutStart : 0
  return { script, render, styleAndLayout, rest: Math.max(0, frame.duration - script - render) }
}

function describeSplit({ script, render, styleAndLayout, rest }: ReturnType<typeof splitFrame>) {
  return (
    `scripts ${ms(script)}, rendering ${ms(render)} (style and layout ${ms(styleAndLayout)}), ` +
    `the rest (parsing, scripts under 5 ms, garbage collection…) ${ms(rest)}`
  )
}

/** A script as attribution names it: its file and function, and what called it. */
function scriptName(script: FrameScript): string {
  return (
    `${shortURL(script.sourceURL) || '(no source)'}` +
    `${script.sourceFunctionName ? ` ${script.sourceFunctionName}()` : ''}` +
    ` ← ${script.invokerType} ${shortURL(script.invoker)}`
  )
}

function describeFrame(frame: Frame): string[] {
  const scripts = [...frame.scripts].sort((a, b) => b.duration - a.duration).slice(0, TOP_SCRIPTS)
  return [
    `${ms(frame.duration)} at ${ms(frame.startTime)} (blocking ${ms(frame.blockingDuration)}): ` +
      describeSplit(splitFrame(frame)),
    ...scripts.map(
      (script) =>
        `${ms(script.duration)} ${scriptName(script)}` +
        (script.forcedStyleAndLayoutDuration > 0
          ? `, forced style and layout ${ms(script.forcedStyleAndLayoutDuration)}`
          : ''),
    ),
  ]
}

/** All the long frames of all the runs, per visit: where their time went, the top scripts. */
function describeAllFrames(runs: LoafRun[]): string[] {
  const frames = runs.flatMap((run) => run.frames)
  const splits = frames.map(splitFrame)
  const perVisit = (total: number) => total / runs.length
  const byScript = new Map<string, number>()
  for (const script of frames.flatMap((frame) => frame.scripts)) {
    const name = scriptName(script)
    byScript.set(name, (byScript.get(name) ?? 0) + script.duration)
  }
  return [
    `long frames, per visit: ${ms(perVisit(sum(frames.map((frame) => frame.duration))))}; ` +
      describeSplit({
        script: perVisit(sum(splits.map((split) => split.script))),
        render: perVisit(sum(splits.map((split) => split.render))),
        styleAndLayout: perVisit(sum(splits.map((split) => split.styleAndLayout))),
        rest: perVisit(sum(splits.map((split) => split.rest))),
      }),
    ...[...byScript]
      .sort(([, a], [, b]) => b - a)
      .slice(0, TOP_SCRIPTS)
      .map(([name, total]) => `${ms(perVisit(total))} ${name}`),
  ]
}

function describeRun(run: LoafRun): string {
  const at = (value: number | null) => (value === null ? '—' : ms(value))
  return (
    `hydrated ${at(run.readyAt)}, busy until ${at(run.busyUntil)}` +
    `${run.idle ? '' : ` (NOT quiet within ${IDLE_DEADLINE_MS / 1000} s)`}; ` +
    `longest task ${ms(run.longestTask)}, blocking ${ms(run.blocking)}, ` +
    `${run.longTasks} long tasks; longest frame ${ms(run.longestFrame)}, ` +
    `frame blocking ${ms(run.frameBlocking)}` +
    (run.errors.length > 0 ? `; page errors: ${run.errors.join(' | ')}` : '')
  )
}

const finite = (values: (number | null)[]) =>
  values.filter((value): value is number => value !== null && Number.isFinite(value))

export async function measureLongTasks(
  baseURL: string,
  root: string,
  log: (line: string) => void,
): Promise<Section> {
  const title =
    `Long tasks and JavaScript before the first interaction, first visit ` +
    `(${CPU_SLOWDOWN}× CPU, no network throttling, median of ${LOAF_RUNS})`
  const timed = new Map<string, LoafRun[]>(LOAF_PAGES.map((page) => [page.path, []]))
  const covered = new Map<string, CoverageRun[]>(LOAF_PAGES.map((page) => [page.path, []]))
  const failures: string[] = []
  const sizes = chunkSizes(root)
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    for (let index = 1; index <= LOAF_RUNS; index++) {
      for (const page of LOAF_PAGES) {
        const url = new URL(page.path, baseURL).href
        const budget = IDLE_DEADLINE_MS + 60_000
        try {
          const run = await withTimeout(
            timedVisit(browser, url, page.path, index),
            budget,
            page.path,
          )
          timed.get(page.path)?.push(run)
          log(`  loaf ${page.short} run ${index}: ${describeRun(run)}`)
          const js = await withTimeout(
            coverageVisit(browser, url, page.path, sizes),
            budget,
            `${page.path} coverage`,
          )
          covered.get(page.path)?.push(js)
          log(
            `  loaf ${page.short} run ${index}: JS evaluated ${js.chunks.length} files, ` +
              `${format(kib(js.raw), 'KiB')} raw, ${format(kib(js.gzip), 'KiB')} gzip` +
              (js.idle ? '' : ` (NOT quiet within ${IDLE_DEADLINE_MS / 1000} s)`),
          )
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          failures.push(`${page.path} run ${index}: ${message}`)
          log(`  loaf ${page.path} run ${index} failed: ${message}`)
        }
      }
    }
  } finally {
    await browser.close()
  }

  const figures: Figure[] = []
  const rows: string[][] = []
  const restless: string[] = []
  for (const page of LOAF_PAGES) {
    const runs = timed.get(page.path) ?? []
    const js = covered.get(page.path) ?? []
    if (runs.some((run) => !run.idle) || js.some((run) => !run.idle)) restless.push(page.short)
    const longestTask = runs.map((run) => run.longestTask)
    const blocking = runs.map((run) => run.blocking)
    const gzip = js.map((run) => kib(run.gzip))
    figures.push(
      reference(`${page.short}: longest task`, 'ms', longestTask),
      reference(`${page.short}: blocking`, 'ms', blocking),
      reference(`${page.short}: JS evaluated, gzip`, 'KiB', gzip),
    )
    // The chunks of the coverage run whose total is the median's (or nearest to it).
    const middle = median(gzip)
    const typical = [...js].sort(
      (a, b) => Math.abs(kib(a.gzip) - middle) - Math.abs(kib(b.gzip) - middle),
    )[0]
    rows.push([
      page.short,
      format(median(finite(runs.map((run) => run.readyAt))), 'ms'),
      format(median(finite(runs.map((run) => run.busyUntil))), 'ms'),
      format(median(longestTask), 'ms'),
      format(median(blocking), 'ms'),
      format(median(runs.map((run) => run.longTasks)), 'count'),
      format(median(runs.map((run) => run.longestFrame)), 'ms'),
      format(median(runs.map((run) => run.frameBlocking)), 'ms'),
      format(median(js.map((run) => kib(run.raw))), 'KiB'),
      format(median(gzip), 'KiB'),
      format(median(js.map((run) => run.chunks.length)), 'count'),
      typical?.chunks
        .slice(0, TOP_CHUNKS)
        .map((chunk) => `${chunkName(chunk.file)} ${kib(chunk.gzip).toFixed(1)}`)
        .join(', ') ?? '—',
    ])

    // The longest frame of all the runs, and the median run's: on a shared machine the slowest
    // run's is often the machine's load more than the page's.
    const byLongestFrame = runs
      .map((run) => ({ frame: longestOf(run.frames), run: run.run }))
      .filter((entry): entry is { frame: Frame; run: number } => entry.frame !== undefined)
      .sort((a, b) => a.frame.duration - b.frame.duration)
    const medianRun = byLongestFrame[Math.floor(byLongestFrame.length / 2)]
    const longest = byLongestFrame.at(-1)
    for (const [which, entry] of [
      ['longest frame of all runs', longest],
      ['longest frame of the median run', medianRun === longest ? undefined : medianRun],
    ] as const) {
      if (!entry) continue
      const [headline, ...scripts] = describeFrame(entry.frame)
      log(`  loaf ${page.short}: ${which} (run ${entry.run}), ${headline}`)
      for (const line of scripts) log(`      ${line}`)
    }
    if (runs.length > 0) {
      const [headline, ...scripts] = describeAllFrames(runs)
      log(`  loaf ${page.short}: ${headline}`)
      for (const line of scripts) log(`      ${line}`)
    }
  }

  const measured = [...timed.values()].some((runs) => runs.length > 0)
  return {
    title,
    status: measured ? 'measured' : 'failed',
    note:
      `from navigation to idle (hydrated, then ${QUIET_MS / 1000} s with no new long animation ` +
      `frame); long tasks: 'longtask' entries, blocking = their time over ${LONG_MS} ms; ` +
      `frames: Long Animation Frames, frame blocking = their blockingDuration summed; JS ` +
      `evaluated by idle (V8 coverage, separate visits): build files whose top level ran, ` +
      `biggest chunks in gzip KiB` +
      (restless.length > 0
        ? `; NOT quiet within ${IDLE_DEADLINE_MS / 1000} s on: ${restless.join(', ')}`
        : '') +
      (failures.length > 0 ? `; FAILED runs: ${failures.join('; ')}` : ''),
    figures,
    table: {
      header: [
        'page',
        'hydrated',
        'busy until',
        'longest task',
        'blocking',
        'long tasks',
        'longest frame',
        'frame blocking',
        'JS raw',
        'JS gzip',
        'files',
        'biggest evaluated (gzip KiB)',
      ],
      rows,
    },
    raw: {
      timed: Object.fromEntries(timed),
      coverage: Object.fromEntries(covered),
      failures,
    },
  }
}
