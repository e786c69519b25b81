/**
 * Lighthouse with its default (mobile, simulated throttling) config, each run in a fresh Chromium
 * process with a fresh profile; the median of the runs per figure.
 */
import lighthouse from 'lighthouse'
import {
  launchDebuggableChromium,
  removeProfile,
  temporaryProfile,
  withTimeout,
} from './browser.ts'
import { atLeast, atMost, reference, type Figure, type Section } from './report.ts'

export const LIGHTHOUSE_RUNS = 3

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

/** Lighthouse `runs` times on one page; a failed run is reported, the others still count. */
export async function measureLighthouse(
  baseURL: string,
  path: string,
  log: (line: string) => void,
): Promise<Section> {
  const title = `Lighthouse ${path} (mobile, simulated throttling, median of ${LIGHTHOUSE_RUNS})`
  const runs: LighthouseRun[] = []
  const errors: string[] = []
  for (let index = 1; index <= LIGHTHOUSE_RUNS; index++) {
    try {
      const run = await runOnce(new URL(path, baseURL).href)
      runs.push(run)
      log(
        `  lighthouse ${path} run ${index}: performance ${run.scores.performance}, ` +
          `LCP ${Math.round(run.metrics['largest-contentful-paint'] ?? Number.NaN)} ms, ` +
          `TBT ${Math.round(run.metrics['total-blocking-time'] ?? Number.NaN)} ms`,
      )
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error))
      log(`  lighthouse ${path} run ${index} failed: ${errors.at(-1)}`)
    }
  }
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
  ].filter(Boolean)
  return {
    title,
    status: 'measured',
    note: notes.join('; ') || undefined,
    figures: figures(runs),
    raw: { runs, errors },
  }
}
