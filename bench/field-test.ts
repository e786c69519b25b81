/**
 * Field tests (issue 33): the ramp test running at 4× CPU with three sensors notifying at 4 Hz
 * each (a heart-rate strap, a power meter with crank data and an FTMS trainer in ERG), connected
 * through the page's own buttons to the scripted Bluetooth stand-in of the e2e fixtures.
 * - the longest main-thread task while the test runs (Long Tasks API; Long Animation Frames for
 *   the scripts behind a long one), and how many went over 50 ms; a Chrome trace of the same
 *   window gives each such task's thread time, how long the main thread was on a CPU in it (CDP's
 *   throttling busy-waits on the thread, so the 4× counts in), and /proc/pressure/cpu how much of
 *   the window the machine's tasks waited for a CPU: on a shared machine a task can be long
 *   because the page waited for a CPU, not because it worked;
 * - notification → figure on screen: each notification carries a value of its own; the page
 *   stamps `performance.now()` as the stand-in dispatches `characteristicvaluechanged`, a
 *   MutationObserver sees the value land in the 'Potência' or 'FC' figure, and the time of the
 *   next animation frame after that mutation (`performance.now()` in its rAF callback) is "on
 *   screen". Notifications run on the page's own wall-clock timers, in real time.
 */
import { readFile } from 'node:fs/promises'
import { chromium, type Browser, type CDPSession } from 'playwright-core'
import {
  installScriptedBluetooth,
  type BluetoothScript,
} from '../tests/fixtures/bluetooth/scripted-bluetooth.ts'
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  CPU_SLOWDOWN,
  MOBILE_VIEWPORT,
  pageScript,
  waitForHydration,
  withTimeout,
} from './browser.ts'
import { format, median, reference, type Figure, type Section, failedSection } from './report.ts'

const PATH = '/treinos/teste-rampa'
const RUNS = 2
/** How long the sensors notify while the test runs, per run (real time). */
const RUN_SECONDS = 75
const HZ = 4
const LONG_TASK_MS = 50
const ON_SCREEN_MS = 250
/** Left out after the player appears: its first frames belong to the start, measured apart. */
const SETTLE_MS = 1000

const SCRIPT: BluetoothScript = {
  devices: [
    {
      id: 'cinta',
      name: 'Cinta de bancada',
      characteristics: [
        { service: 0x180d, uuid: 0x2a37, notify: true },
        { service: 0x180f, uuid: 0x2a19, value: '5a' },
      ],
    },
    {
      id: 'potenciometro',
      name: 'Potenciômetro de bancada',
      characteristics: [
        { service: 0x1818, uuid: 0x2a63, notify: true },
        { service: 0x180f, uuid: 0x2a19, value: '4b' },
      ],
    },
    {
      id: 'rolo',
      name: 'Rolo de bancada',
      characteristics: [
        { service: 0x1826, uuid: 0x2ad2, notify: true },
        { service: 0x1826, uuid: 0x2ad9, indicate: true },
      ],
    },
  ],
}

const CONNECT_BUTTONS = ['Conectar cinta cardíaca', 'Conectar potenciômetro', 'Conectar rolo']

type Stream = 'heart-rate' | 'power' | 'trainer'

interface Dispatch {
  stream: Stream
  value: number
  /** When the notification was due on its 4 Hz timeline (page ms). */
  scheduled: number
  /** When the stand-in dispatched it (page ms). */
  dispatched: number
  delivered: boolean
  /** The next animation frame after the value reached its figure; NaN if it never did. */
  frame: number
  mutated: number
}

interface LongEntry {
  start: number
  duration: number
}

interface FrameEntry extends LongEntry {
  blocking: number
  scripts: { invoker: string; source: string; duration: number }[]
}

interface FieldTimes {
  dispatches: Dispatch[]
  longTasks: LongEntry[]
  frames: FrameEntry[]
  clicked: number
  playerAt: number
  streaming: boolean
  start: (hz: number) => void
  stop: () => void
}

/**
 * Runs in the page before its scripts (after the stand-in): the three 4 Hz streams, the figures
 * watched, the long tasks and long animation frames kept. No named inner functions survive
 * tsx's keepNames without pageScript's shim, which this runs under.
 */
function observe(config: { figures: Record<string, Stream>; frameLabel: string }) {
  const times: FieldTimes = {
    dispatches: [],
    longTasks: [],
    frames: [],
    clicked: NaN,
    playerAt: NaN,
    streaming: false,
    start: () => undefined,
    stop: () => undefined,
  }
  ;(window as unknown as { __field: FieldTimes }).__field = times

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      times.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const frame = entry as PerformanceEntry & {
          blockingDuration: number
          scripts: {
            invoker: string
            sourceURL: string
            sourceFunctionName: string
            duration: number
          }[]
        }
        times.frames.push({
          start: frame.startTime,
          duration: frame.duration,
          blocking: frame.blockingDuration,
          scripts: frame.scripts.map((script) => ({
            invoker: script.invoker,
            source: `${script.sourceFunctionName || '(anonymous)'} ${script.sourceURL.split('/').pop() ?? ''}`,
            duration: Math.round(script.duration),
          })),
        })
      }
    }).observe({ type: 'long-animation-frame', buffered: true })
  } catch {
    // A Chromium without Long Animation Frames: the long tasks still say how long.
  }

  document.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element).closest('button')?.textContent?.trim() === 'Iniciar teste')
        times.clicked = performance.now()
    },
    true,
  )

  // The figures: each LiveFigure is a box whose first line is its label and second its value.
  const valueNodes = new Map<string, Element>()
  const lastText = new Map<string, string>()
  const findValue = (label: string): Element | undefined => {
    const known = valueNodes.get(label)
    if (known?.isConnected) return known
    const player = document.querySelector(`section[aria-label="${config.frameLabel}"]`)
    if (!player) return undefined
    for (const line of player.querySelectorAll('p')) {
      if (line.textContent !== label) continue
      const value = line.nextElementSibling ?? undefined
      if (value) valueNodes.set(label, value)
      return value
    }
    return undefined
  }
  const onMutation = () => {
    if (Number.isNaN(times.playerAt)) {
      if (!document.querySelector(`section[aria-label="${config.frameLabel}"]`)) return
      times.playerAt = performance.now()
    }
    const mutated = performance.now()
    for (const [label, stream] of Object.entries(config.figures)) {
      const text = findValue(label)?.textContent ?? ''
      if (text === lastText.get(label)) continue
      lastText.set(label, text)
      const value = Number(text)
      // The latest notification of this stream with this value, not yet seen on screen.
      let found: Dispatch | undefined
      for (let i = times.dispatches.length - 1; i >= 0; i -= 1) {
        const candidate = times.dispatches[i]!
        if (candidate.stream !== stream || candidate.value !== value) continue
        if (Number.isNaN(candidate.frame) && Number.isNaN(candidate.mutated)) found = candidate
        break
      }
      if (!found) continue
      const seen = found
      seen.mutated = mutated
      requestAnimationFrame(() => {
        seen.frame = performance.now()
      })
    }
  }
  new MutationObserver(onMutation).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  })

  // The sensors: each stream on its own 4 Hz timeline, staggered; a timer that fires late (the
  // main thread was busy, as a real notification would wait) sends every one that was due.
  const timers: number[] = []
  const bytes = (...values: number[]) =>
    values.map((value) => (value & 0xff).toString(16).padStart(2, '0')).join(' ')
  const u16 = (value: number) => [value & 0xff, (value >> 8) & 0xff]
  times.start = (hz: number) => {
    const controller = (
      window as unknown as {
        __scriptedBluetooth: {
          notify: (id: string, characteristic: number, hex: string) => boolean
        }
      }
    ).__scriptedBluetooth
    const period = 1000 / hz
    const origin = performance.now()
    let watts = 200
    const streams: {
      stream: Stream
      offset: number
      next: (k: number, at: number) => { value: number; id: string; uuid: number; hex: string }
    }[] = [
      {
        stream: 'heart-rate',
        offset: 0,
        // 100–199 bpm, a new value every notification (flags 0: 8-bit heart rate).
        next: (k) => {
          const bpm = 100 + (k % 100)
          return { value: bpm, id: 'cinta', uuid: 0x2a37, hex: bytes(0, bpm) }
        },
      },
      {
        stream: 'power',
        offset: period / 3,
        // 150–449 W, a new value every notification, with crank data at 90 rpm.
        next: (k, at) => {
          watts = 150 + (k % 300)
          const seconds = (at - origin) / 1000
          const revolutions = Math.floor((seconds * 90) / 60)
          const lastTurn = Math.round(((revolutions * 60) / 90) * 1024) % 0x10000
          const hex = bytes(0x20, 0x00, ...u16(watts), ...u16(revolutions), ...u16(lastTurn))
          return { value: watts, id: 'potenciometro', uuid: 0x2a63, hex }
        },
      },
      {
        stream: 'trainer',
        offset: (2 * period) / 3,
        // Speed, cadence and power (flags 0x0044): 30 km/h, 90 rpm, the power meter's watts.
        next: () => ({
          value: watts,
          id: 'rolo',
          uuid: 0x2ad2,
          hex: bytes(0x44, 0x00, ...u16(3000), ...u16(180), ...u16(watts)),
        }),
      },
    ]
    times.streaming = true
    for (const { stream, offset, next } of streams) {
      let k = 0
      const due = () => origin + offset + k * period
      const fire = () => {
        if (!times.streaming) return
        while (due() <= performance.now()) {
          const scheduled = due()
          const note = next(k, scheduled)
          const dispatched = performance.now()
          const delivered = controller.notify(note.id, note.uuid, note.hex)
          times.dispatches.push({
            stream,
            value: note.value,
            scheduled,
            dispatched,
            delivered,
            frame: NaN,
            mutated: NaN,
          })
          k += 1
        }
        timers.push(window.setTimeout(fire, Math.max(0, due() - performance.now())))
      }
      timers.push(window.setTimeout(fire, Math.max(0, due() - performance.now())))
    }
  }
  times.stop = () => {
    times.streaming = false
    for (const timer of timers) clearTimeout(timer)
  }
}

/** A main-thread task of the trace: its wall time and the time the thread was on a CPU. */
interface TracedTask {
  wall: number
  thread: number
}

interface TracedWindow {
  /** The renderer's main-thread tasks over 50 ms. */
  long: TracedTask[]
  /** How long the main thread was on a CPU in all its tasks. */
  busyMs: number
}

/** User Timing marks the page sets at the window's ends, found again in the trace. */
const WINDOW_MARKS = ['field-window-start', 'field-window-end'] as const

/**
 * The renderer's main thread between the page's two window marks, from the trace begun with
 * Tracing.start. The trace's thread time tells the page's own work (CDP's throttling busy-waits
 * on the thread, so it counts in) from a thread waiting for a CPU that other work holds.
 */
async function endTrace(cdp: CDPSession): Promise<TracedWindow> {
  const complete = new Promise<{ stream?: string }>((resolve) =>
    cdp.once('Tracing.tracingComplete', resolve),
  )
  await cdp.send('Tracing.end')
  const { stream } = await complete
  if (!stream) throw new Error('the trace came back without a stream')
  const chunks: string[] = []
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream, size: 4 << 20 })
    chunks.push(chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data)
    if (chunk.eof) break
  }
  await cdp.send('IO.close', { handle: stream })
  interface TraceEvent {
    name: string
    ph: string
    pid: number
    tid: number
    ts: number
    dur?: number
    tdur?: number
    args?: { name?: string }
  }
  const parsed = JSON.parse(chunks.join('')) as TraceEvent[] | { traceEvents: TraceEvent[] }
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents
  const [from, to] = WINDOW_MARKS.map(
    (name) => events.find((event) => event.name === name)?.ts ?? Number.NaN,
  )
  if (from === undefined || to === undefined || Number.isNaN(from) || Number.isNaN(to))
    throw new Error('the window marks are missing from the trace')
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}/${event.tid}`),
  )
  // The page's renderer: the main thread that ran the most.
  const tasks = new Map<string, TraceEvent[]>()
  for (const event of events) {
    const key = `${event.pid}/${event.tid}`
    const inWindow = event.ts + (event.dur ?? 0) > from && event.ts < to
    if (event.name !== 'RunTask' || event.ph !== 'X' || !mains.has(key) || !inWindow) continue
    const list = tasks.get(key) ?? []
    list.push(event)
    tasks.set(key, list)
  }
  const total = (list: TraceEvent[]) => list.reduce((sum, event) => sum + (event.tdur ?? 0), 0)
  const main = [...tasks.values()].sort((a, b) => total(b) - total(a))[0] ?? []
  return {
    long: main
      .filter((event) => (event.dur ?? 0) > LONG_TASK_MS * 1000)
      .map((event) => ({ wall: (event.dur ?? 0) / 1000, thread: (event.tdur ?? 0) / 1000 })),
    busyMs: total(main) / 1000,
  }
}

/** Microseconds any task on the machine spent waiting for a CPU (Linux pressure stall info). */
async function cpuStallMicros(): Promise<number> {
  try {
    const text = await readFile('/proc/pressure/cpu', 'utf8')
    return Number(/^some .*total=(\d+)/m.exec(text)?.[1] ?? Number.NaN)
  } catch {
    return Number.NaN
  }
}

interface RunResult {
  /** Every figure notification dispatched in the measured window. */
  samples: Dispatch[]
  dispatchedInWindow: number
  undelivered: number
  longTasks: LongEntry[]
  frames: FrameEntry[]
  startToPlayer: number
  startLongest: number
  ergWrites: number
  windowMs: number
  /** The trace's main-thread tasks over 50 ms in the window. */
  traced: TracedTask[]
  /** Share of the window the main thread was on a CPU (trace thread time). */
  mainBusy: number
  /** Share of the window in which some task on the machine waited for a CPU. */
  cpuPressure: number
}

async function measureOnce(
  browser: Browser,
  url: string,
  log: (line: string) => void,
): Promise<RunResult> {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, locale: 'pt-BR' })
  try {
    await context.addInitScript(pageScript(installScriptedBluetooth, SCRIPT))
    await context.addInitScript(
      pageScript(observe, {
        figures: { Potência: 'power', FC: 'heart-rate' },
        frameLabel: 'Teste em andamento',
      }),
    )
    const page = await context.newPage()
    await page.goto(url)
    await waitForHydration(page)
    await page.locator('[data-interactive="true"]').waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: CONNECT_BUTTONS[0], exact: true }).waitFor()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })

    for (const [index, name] of CONNECT_BUTTONS.entries()) {
      await page.getByRole('button', { name, exact: true }).click()
      await page.getByText('Conectado', { exact: true }).nth(index).waitFor({ timeout: 30_000 })
    }
    // The sensors notify from now on, as real ones do once connected.
    await page.evaluate(
      (hz) => (window as unknown as { __field: FieldTimes }).__field.start(hz),
      HZ,
    )
    await page.waitForTimeout(2000)
    await page.getByRole('button', { name: 'Iniciar teste', exact: true }).click()
    await page.locator('section[aria-label="Teste em andamento"]').waitFor({ timeout: 30_000 })
    // Tracing starts outside the window: starting costs the page a moment.
    await cdp.send('Tracing.start', {
      categories: 'disabled-by-default-devtools.timeline,blink.user_timing',
      transferMode: 'ReturnAsStream',
    })
    await page.waitForTimeout(SETTLE_MS)
    const stallBefore = await cpuStallMicros()
    const from = await page.evaluate((mark) => performance.mark(mark).startTime, WINDOW_MARKS[0])
    log(`  field test: running, sensors at ${HZ} Hz for ${RUN_SECONDS} s…`)
    await page.waitForTimeout(RUN_SECONDS * 1000)
    const to = await page.evaluate((mark) => {
      const times = (window as unknown as { __field: FieldTimes }).__field
      times.stop()
      return performance.mark(mark).startTime
    }, WINDOW_MARKS[1])
    const cpuPressure = ((await cpuStallMicros()) - stallBefore) / 1000 / (to - from)
    const trace = await endTrace(cdp)
    // The last notifications reach the screen.
    await page.waitForTimeout(1000)
    const times = await page.evaluate(() => {
      const { dispatches, longTasks, frames, clicked, playerAt } = (
        window as unknown as { __field: FieldTimes }
      ).__field
      return { dispatches, longTasks, frames, clicked, playerAt }
    })
    const ergWrites = await page.evaluate(
      () =>
        (
          window as unknown as {
            __scriptedBluetooth: { writes: { characteristic: number }[] }
          }
        ).__scriptedBluetooth.writes.filter((write) => write.characteristic === 0x2ad9).length,
    )
    const inWindow = times.dispatches.filter(
      (dispatch) => dispatch.dispatched >= from && dispatch.dispatched < to,
    )
    const overlaps = (entry: LongEntry, start: number, end: number) =>
      entry.start + entry.duration > start && entry.start < end
    return {
      samples: inWindow.filter((dispatch) => dispatch.stream !== 'trainer'),
      dispatchedInWindow: inWindow.length,
      undelivered: inWindow.filter((dispatch) => !dispatch.delivered).length,
      longTasks: times.longTasks.filter((task) => overlaps(task, from, to)),
      frames: times.frames.filter((frame) => overlaps(frame, from, to)),
      startToPlayer: times.playerAt - times.clicked,
      startLongest: Math.max(
        0,
        ...times.longTasks
          .filter((task) => overlaps(task, times.clicked, times.playerAt + SETTLE_MS))
          .map((task) => task.duration),
      ),
      ergWrites,
      windowMs: to - from,
      traced: trace.long,
      mainBusy: trace.busyMs / (to - from),
      cpuPressure,
    }
  } finally {
    await context.close()
  }
}

/** Nearest-rank percentile. */
function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** A figure over every run pooled (`value`), each run's own listed; at most `limit`. */
function pooled(name: string, runs: number[], value: number, limit: number, unit: Figure['unit']) {
  return {
    name,
    unit,
    runs,
    median: value,
    target: `≤ ${format(limit, unit)}`,
    ok: value <= limit,
  } satisfies Figure
}

const percent = (share: number) => `${Math.round(share * 100)} %`

/** A figure for reference, its worst run printed in the median's place. */
function worst(name: string, runs: number[]): Figure {
  return { name, unit: 'ms', runs, median: Math.max(...runs), target: '—', ok: true }
}

function count(name: string, runs: number[], limit: number): Figure {
  const total = runs.reduce((sum, run) => sum + run, 0)
  return {
    name,
    unit: '',
    runs,
    median: total,
    target: `≤ ${limit}`,
    ok: total <= limit,
    shown: String(total),
    shownRuns: runs.join(', '),
  }
}

const latencyOf = (dispatch: Dispatch) => dispatch.frame - dispatch.dispatched
const shown = (dispatch: Dispatch) => !Number.isNaN(dispatch.frame)

export async function measureFieldTest(
  baseURL: string,
  log: (line: string) => void,
): Promise<Section> {
  const title = `Field test: ${PATH} running, 3 sensors at ${HZ} Hz each (${CPU_SLOWDOWN}× CPU, ${RUNS} runs of ${RUN_SECONDS} s)`
  let browser: Browser | undefined
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
    const runs: RunResult[] = []
    for (let index = 1; index <= RUNS; index += 1) {
      const run = await withTimeout(
        measureOnce(browser, `${baseURL}${PATH}`, log),
        (RUN_SECONDS + 120) * 1000,
        'field test run',
      )
      runs.push(run)
      const latencies = run.samples.filter(shown).map(latencyOf)
      log(
        `  field test run ${index}: ${run.dispatchedInWindow} notifications in ${(run.windowMs / 1000).toFixed(1)} s ` +
          `(${run.undelivered} undelivered), figure on screen median ${Math.round(median(latencies))} ms, ` +
          `p95 ${Math.round(percentile(latencies, 95))} ms, max ${Math.round(Math.max(...latencies))} ms, ` +
          `${run.samples.length - latencies.length} never shown; longest task ${Math.round(Math.max(0, ...run.longTasks.map((task) => task.duration)))} ms ` +
          `(${run.longTasks.length} over ${LONG_TASK_MS} ms), longest animation frame ${Math.round(Math.max(0, ...run.frames.map((frame) => frame.duration)))} ms; ` +
          `start → player ${Math.round(run.startToPlayer)} ms; ${run.ergWrites} ERG writes; ` +
          `traced tasks over ${LONG_TASK_MS} ms (wall/thread): ${run.traced.map((task) => `${Math.round(task.wall)}/${Math.round(task.thread)}`).join(', ') || 'none'}; ` +
          `main thread on a CPU ${Math.round(run.mainBusy * 100)} % of the run; CPU pressure ${Math.round(run.cpuPressure * 100)} %`,
      )
    }
    const all = runs.flatMap((run) => run.samples)
    const latencies = all.filter(shown).map(latencyOf)
    const perRun = (pick: (values: number[]) => number) =>
      runs.map((run) => Math.round(pick(run.samples.filter(shown).map(latencyOf))))
    const fromDue = all.filter(shown).map((dispatch) => dispatch.frame - dispatch.scheduled)
    const lateness = runs.flatMap((run) =>
      run.samples.map((dispatch) => dispatch.dispatched - dispatch.scheduled),
    )
    const longest = runs.map((run) =>
      Math.round(Math.max(0, ...run.longTasks.map((task) => task.duration))),
    )
    const ownTime = runs.map((run) =>
      Math.round(Math.max(0, ...run.traced.map((task) => task.thread))),
    )
    const longestFrame = runs.map((run) =>
      Math.round(Math.max(0, ...run.frames.map((frame) => frame.duration))),
    )
    const undelivered = runs.reduce((sum, run) => sum + run.undelivered, 0)
    return {
      title,
      status: 'measured',
      note:
        "latency: performance.now() as the stand-in dispatches a notification → the next animation frame after its value lands in 'Potência' or 'FC' (one value per notification); " +
        'thread time: how long the main thread was on a CPU in a task over 50 ms (Chrome trace; CDP throttling spins, so it counts in), the rest of the task it waited for a CPU held by other work on the machine; ' +
        `${all.length} notifications pooled over the runs${undelivered > 0 ? `; ${undelivered} could not be delivered (sensor not connected)` : ''}`,
      figures: [
        pooled(
          'longest main-thread task while running (worst run)',
          longest,
          Math.max(...longest),
          LONG_TASK_MS,
          'ms',
        ),
        count(
          `main-thread tasks over ${LONG_TASK_MS} ms while running`,
          runs.map((run) => run.longTasks.length),
          0,
        ),
        pooled(
          'longest task less its wait for a CPU (trace thread time, worst run)',
          ownTime,
          Math.max(...ownTime),
          LONG_TASK_MS,
          'ms',
        ),
        worst('longest animation frame while running (worst run)', longestFrame),
        {
          name: 'share of the run the main thread was on a CPU (trace thread time)',
          unit: '',
          runs: runs.map((run) => run.mainBusy),
          median: median(runs.map((run) => run.mainBusy)),
          target: '—',
          ok: true,
          shown: percent(median(runs.map((run) => run.mainBusy))),
          shownRuns: runs.map((run) => percent(run.mainBusy)).join(', '),
        },
        pooled(
          'notification → figure on screen, median',
          perRun((values) => median(values)),
          Math.round(median(latencies)),
          ON_SCREEN_MS,
          'ms',
        ),
        pooled(
          'notification → figure on screen, p95',
          perRun((values) => percentile(values, 95)),
          Math.round(percentile(latencies, 95)),
          ON_SCREEN_MS,
          'ms',
        ),
        pooled(
          'notification → figure on screen, max',
          perRun((values) => Math.max(...values)),
          Math.round(Math.max(...latencies)),
          ON_SCREEN_MS,
          'ms',
        ),
        count(
          'notifications whose value never reached the screen',
          runs.map((run) => run.samples.filter((dispatch) => !shown(dispatch)).length),
          0,
        ),
        reference('due → figure on screen, p95 (with the wait for a busy main thread)', 'ms', [
          Math.round(percentile(fromDue, 95)),
        ]),
        reference('notification dispatched late (main thread busy), max', 'ms', [
          Math.round(Math.max(0, ...lateness)),
        ]),
        {
          name: 'machine: share of the run some task waited for a CPU (/proc/pressure/cpu)',
          unit: '',
          runs: runs.map((run) => run.cpuPressure),
          median: median(runs.map((run) => run.cpuPressure)),
          target: '—',
          ok: true,
          shown: percent(median(runs.map((run) => run.cpuPressure))),
          shownRuns: runs.map((run) => percent(run.cpuPressure)).join(', '),
        },
        reference(
          "'Iniciar teste' → player on screen",
          'ms',
          runs.map((run) => Math.round(run.startToPlayer)),
        ),
        reference(
          'longest main-thread task at the start',
          'ms',
          runs.map((run) => Math.round(run.startLongest)),
        ),
      ],
      raw: {
        runs: runs.map((run) => ({
          ...run,
          samples: undefined,
          latencies: run.samples.map((dispatch) => ({
            stream: dispatch.stream,
            value: dispatch.value,
            latency: Math.round(latencyOf(dispatch)),
            late: Math.round(dispatch.dispatched - dispatch.scheduled),
          })),
        })),
      },
    }
  } catch (error) {
    return failedSection(title, error)
  } finally {
    await browser?.close()
  }
}
