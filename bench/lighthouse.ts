/**
 * Lighthouse with its default (mobile, simulated throttling) config, each run in a fresh Chromium
 * process with a fresh profile; the median of the runs per figure.
 *
 * Beside the app's pages, the same run measures a floor page (`bench/floor.html`, served at
 * `/bench-floor/`): static, script-free, one screen of text like a calculator's. What Lighthouse
 * gives it is what this machine, its load and this server allow any page; issue 19 holds each
 * page to it: LCP ≤ 1.25× the floor's, TBT ≤ the floor's + 50 ms, performance 100 (median of 3,
 * no run below 98). The pages are measured round by round (the floor, then each page, three
 * times), so a burst of load on the shared machine falls on all of them alike, and each page's run
 * is compared with the floor's run of the same round.
 */
import lighthouse from 'lighthouse'
import {
  launchDebuggableChromium,
  removeProfile,
  temporaryProfile,
  withTimeout,
} from './browser.ts'
import { atLeast, atMost, format, median, reference, type Figure, type Section } from './report.ts'

export const LIGHTHOUSE_RUNS = 3
/** Where run.ts serves `bench/floor.html` beside the build. */
export const FLOOR_PATH = '/bench-floor/'
const FLOOR_LCP_RATIO = 1.25
const FLOOR_TBT_MARGIN_MS = 50

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const

export interface LighthouseRun {
  scores: Record<string, number>
  /** Milliseconds, except CLS (unitless). */
  metrics: Record<string, number>
  /** Audits that cost points outside performance: `category: audit-id`. */
  failedAudits: string[]
  /** What moved (CLS) and what painted last (LCP), as Lighthouse names the elements. */
  layoutShifts: { element: string; score: number }[]
  lcpElement?: string
  benchmarkIndex?: number
  warnings: string[]
}

interface NodeItem {
  node?: { snippet?: string; selector?: string }
  score?: number
}

/** Items of an audit's table, or of the first table inside a list. */
function auditItems(audit: { details?: unknown } | undefined): NodeItem[] {
  const details = audit?.details as { type?: string; items?: unknown[] } | undefined
  if (!details?.items) return []
  if (details.type === 'list') return auditItems({ details: details.items[0] })
  return details.items as NodeItem[]
}

const describeNode = (item: NodeItem) => item.node?.selector ?? item.node?.snippet ?? '?'

async function runOnce(url: string): Promise<LighthouseRun> {
  const profile = await temporaryProfile('lighthouse')
  const chromium = await launchDebuggableChromium(profile)
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        maxWaitForLoad: 45_000,
      }),
      180_000,
      `Lighthouse on ${url}`,
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)

    const scores: Record<string, number> = {}
    const failedAudits: string[] = []
    for (const id of CATEGORIES) {
      const category = lhr.categories[id]
      scores[id] = Math.round((category?.score ?? Number.NaN) * 100)
      if (id === 'performance' || !category) continue
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id]
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
          failedAudits.push(`${id}: ${ref.id}`)
      }
    }
    const metrics: Record<string, number> = {}
    for (const id of METRICS) metrics[id] = lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      scores,
      metrics,
      failedAudits,
      layoutShifts: auditItems(lhr.audits['layout-shifts']).map((item) => ({
        element: describeNode(item),
        score: item.score ?? Number.NaN,
      })),
      lcpElement: auditItems(lhr.audits['largest-contentful-paint-element']).map(describeNode)[0],
      benchmarkIndex: lhr.environment.benchmarkIndex,
      warnings: lhr.runWarnings,
    }
  } finally {
    await chromium.close()
    await removeProfile(profile)
  }
}

function figures(runs: LighthouseRun[]): Figure[] {
  const score = (id: string) => runs.map((run) => run.scores[id] ?? Number.NaN)
  const metric = (id: string) => runs.map((run) => run.metrics[id] ?? Number.NaN)
  const seconds = (id: string) => metric(id).map((ms) => ms / 1000)

  const performance = atLeast('performance', 'score', score('performance'), 100, '100 (each ≥ 98)')
  performance.ok = performance.median >= 100 && performance.runs.every((run) => run >= 98)
  return [
    performance,
    atLeast('accessibility', 'score', score('accessibility'), 100, '100'),
    atLeast('best-practices', 'score', score('best-practices'), 100, '100'),
    atLeast('seo', 'score', score('seo'), 100, '100'),
    reference('FCP', 's', seconds('first-contentful-paint')),
    atMost('LCP', 's', seconds('largest-contentful-paint'), 1.5),
    atMost('TBT', 'ms', metric('total-blocking-time'), 50),
    atMost('CLS', '', metric('cumulative-layout-shift'), 0.01),
    reference('Speed Index', 's', seconds('speed-index')),
  ]
}

/** One page's runs, by round: null where that round's run failed. */
type Rounds = (LighthouseRun | null)[]

const measured = (rounds: Rounds) => rounds.filter((run): run is LighthouseRun => run !== null)
const lcpOf = (run: LighthouseRun) => run.metrics['largest-contentful-paint'] ?? Number.NaN
const tbtOf = (run: LighthouseRun) => run.metrics['total-blocking-time'] ?? Number.NaN

/** Each round's page figure against the floor's figure of the same round. */
function paired(
  page: Rounds,
  floor: Rounds,
  compare: (page: LighthouseRun, floor: LighthouseRun) => number,
): number[] {
  return page.flatMap((run, round) => {
    const base = floor[round]
    return run && base ? [compare(run, base)] : []
  })
}

function pageSection(
  path: string,
  rounds: Rounds,
  errors: string[],
  floor: Rounds | undefined,
): Section {
  const label = floor ? path : `${path} (floor: static one-screen page)`
  const title = `Lighthouse ${label} (mobile, simulated throttling, median of ${LIGHTHOUSE_RUNS})`
  const runs = measured(rounds)
  if (runs.length === 0)
    return { title, status: 'failed', note: errors.join('; '), figures: [], raw: { errors } }

  const failed = [...new Set(runs.flatMap((run) => run.failedAudits))]
  const shifted = [
    ...new Set(runs.flatMap((run) => run.layoutShifts.map((shift) => shift.element))),
  ]
  const notes = [
    shifted.length > 0 ? `layout shifts: ${shifted.join(', ')}` : '',
    runs.length < LIGHTHOUSE_RUNS ? `only ${runs.length} of ${LIGHTHOUSE_RUNS} runs finished` : '',
    failed.length > 0 ? `audits costing points: ${failed.join(', ')}` : '',
    floor ? "against the floor: each run over the floor's run of the same round" : '',
  ].filter(Boolean)
  const against: Figure[] = floor
    ? [
        atMost(
          'LCP ÷ floor LCP',
          'ratio',
          paired(rounds, floor, (page, base) => lcpOf(page) / lcpOf(base)),
          FLOOR_LCP_RATIO,
        ),
        atMost(
          'TBT − floor TBT',
          'ms',
          paired(rounds, floor, (page, base) => tbtOf(page) - tbtOf(base)),
          FLOOR_TBT_MARGIN_MS,
        ),
      ]
    : []
  return {
    title,
    status: 'measured',
    note: notes.join('; ') || undefined,
    figures: [...figures(runs), ...against],
    raw: { runs, errors },
  }
}

/** The pages beside the floor, one row each: what issue 19 asks the Lighthouse rows to show. */
function floorTable(paths: string[], rounds: Map<string, Rounds>, floor: Rounds): Section {
  const floorRuns = measured(floor)
  const floorLcp = median(floorRuns.map(lcpOf))
  const floorTbt = median(floorRuns.map(tbtOf))
  const floorPerf = median(floorRuns.map((run) => run.scores.performance ?? Number.NaN))
  const rows = paths.map((path) => {
    const page = rounds.get(path) ?? []
    const runs = measured(page)
    const perfRuns = runs.map((run) => run.scores.performance ?? Number.NaN)
    const perf = median(perfRuns)
    const ratio = median(paired(page, floor, (run, base) => lcpOf(run) / lcpOf(base)))
    const extra = median(paired(page, floor, (run, base) => tbtOf(run) - tbtOf(base)))
    const perfOk = perf >= 100 && perfRuns.every((run) => run >= 98)
    const verdict = [
      ratio <= FLOOR_LCP_RATIO ? 'LCP ok' : 'LCP MISS',
      extra <= FLOOR_TBT_MARGIN_MS ? 'TBT ok' : 'TBT MISS',
      perfOk ? 'perf ok' : 'perf MISS',
    ]
    return [
      path,
      `${format(perf, 'score')} (${perfRuns.join(', ')})`,
      format(median(runs.map(lcpOf)) / 1000, 's'),
      format(ratio, 'ratio'),
      format(median(runs.map(tbtOf)), 'ms'),
      `${extra >= 0 ? '+' : ''}${format(extra, 'ms')}`,
      verdict.join(', '),
    ]
  })
  return {
    title: `Lighthouse beside the floor (${FLOOR_PATH}: performance ${format(floorPerf, 'score')}, LCP ${format(floorLcp / 1000, 's')}, TBT ${format(floorTbt, 'ms')})`,
    status: floorRuns.length > 0 ? 'measured' : 'failed',
    note:
      `targets: LCP ≤ ${FLOOR_LCP_RATIO}× the floor's, TBT ≤ floor + ${FLOOR_TBT_MARGIN_MS} ms, ` +
      'performance 100 (median of 3, no run below 98); ratios and differences are medians of ' +
      'the per-round pairs',
    figures: [],
    table: {
      header: ['page', 'performance', 'LCP', 'LCP ÷ floor', 'TBT', 'TBT − floor', 'verdict'],
      rows,
    },
  }
}

/**
 * Lighthouse on the floor page and each of `paths`, round by round; a failed run is reported, the
 * others still count. Returns the floor's section, one per page, then the side-by-side table.
 */
export async function measureLighthouse(
  baseURL: string,
  paths: string[],
  log: (line: string) => void,
): Promise<Section[]> {
  const all = [FLOOR_PATH, ...paths]
  const rounds = new Map<string, Rounds>(all.map((path) => [path, []]))
  const errors = new Map<string, string[]>(all.map((path) => [path, []]))
  for (let index = 1; index <= LIGHTHOUSE_RUNS; index++) {
    for (const path of all) {
      try {
        const run = await runOnce(new URL(path, baseURL).href)
        rounds.get(path)?.push(run)
        log(
          `  lighthouse ${path} run ${index}: performance ${run.scores.performance}, ` +
            `LCP ${Math.round(lcpOf(run))} ms, TBT ${Math.round(tbtOf(run))} ms`,
        )
      } catch (error) {
        rounds.get(path)?.push(null)
        const message = error instanceof Error ? error.message : String(error)
        errors.get(path)?.push(message)
        log(`  lighthouse ${path} run ${index} failed: ${message}`)
      }
    }
  }
  const floor = rounds.get(FLOOR_PATH) ?? []
  return [
    pageSection(FLOOR_PATH, floor, errors.get(FLOOR_PATH) ?? [], undefined),
    ...paths.map((path) =>
      pageSection(path, rounds.get(path) ?? [], errors.get(path) ?? [], floor),
    ),
    floorTable(paths, rounds, floor),
  ]
}
