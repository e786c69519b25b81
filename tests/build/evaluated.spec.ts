/**
 * The JavaScript a page evaluates before a rider's first interaction: a first visit, signed out,
 * no touch, until the page has been idle. What a page fetches to work offline may be more; what it
 * evaluates is what a slow phone's main thread pays before anyone can tap. V8's coverage says
 * which scripts ran (a script ran when its top-level function did); the sizes come from the
 * build (gzip level 9), so the figures are deterministic for a given build.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, waitForHydration } from '../e2e/browser.ts'

const DIST = process.env.BUILD_DIR ?? 'dist'
const KIB = 1024

/**
 * Budgets by page kind, gzip, a few KiB over what each evaluates today (react-dom and the router
 * are ~95 KiB of it): a feature that adds to a first screen has to say so here.
 */
const PAGES = [
  { kind: 'calculator', path: '/calculadoras/calcular-FTP', budget: 150 * KIB },
  { kind: 'calculator', path: '/calculadoras/imc', budget: 150 * KIB },
  { kind: 'home', path: '/', budget: 150 * KIB },
  { kind: 'videos', path: '/videos', budget: 140 * KIB },
  { kind: 'training', path: '/treinos', budget: 145 * KIB },
  { kind: 'workout', path: '/treinos/sessoes/limiar-2x20', budget: 164 * KIB },
  { kind: 'article', path: '/blog/gravel-o-que-e-e-por-onde-comecar', budget: 135 * KIB },
] as const

/**
 * Libraries a signed-out visitor's first screen never uses, each known by a string only its
 * bundle holds: they wait for a session mark, a save, a remote read or a chart.
 */
const NOT_BEFORE_INTERACTION = {
  'supabase-js': 'X-Client-Info',
  Dexie: 'DatabaseClosedError',
  'React Query': 'No QueryClient set',
  Recharts: 'recharts-wrapper',
} as const

/** Known exceptions, to be removed, not added to: none left. */
const ALLOWED: Record<string, readonly string[]> = {}

const gzipSize = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length

/**
 * Waits until the page is idle: hydrated, then three idle periods in a row during which no
 * script was requested and none is still on its way.
 */
async function untilIdle(page: Page, pending: Set<string>): Promise<void> {
  await waitForHydration(page)
  let quiet = 0
  let requested = -1
  for (let round = 0; round < 200 && quiet < 3; round++) {
    const count = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestIdleCallback(() =>
            resolve(
              performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js'))
                .length,
            ),
          ),
        ),
    )
    quiet = count === requested && pending.size === 0 ? quiet + 1 : 0
    requested = count
  }
}

interface Evaluated {
  file: string
  gzip: number
}

async function evaluatedOnFirstVisit(path: string): Promise<Evaluated[]> {
  const browser = await launchBrowser()
  try {
    const { context, page, errors } = await openPage(browser, undefined, {
      serviceWorkers: 'block',
    })
    const pending = new Set<string>()
    page.on('request', (request) => pending.add(request.url()))
    page.on('requestfinished', (request) => pending.delete(request.url()))
    page.on('requestfailed', (request) => pending.delete(request.url()))
    const cdp = await context.newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: false })
    await page.goto(path)
    await untilIdle(page, pending)
    const { result } = (await cdp.send('Profiler.takePreciseCoverage')) as {
      result: { url: string; functions: { ranges: { count: number }[] }[] }[]
    }
    expect(errors).toEqual([])
    return result
      .filter((script) => script.url.includes('/assets/') && script.url.endsWith('.js'))
      .filter((script) => (script.functions[0]?.ranges[0]?.count ?? 0) > 0)
      .map((script) => {
        const file = new URL(script.url).pathname.slice(1)
        return { file, gzip: gzipSize(file) }
      })
  } finally {
    await browser.close()
  }
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`

describe('JavaScript evaluated before the first interaction (a first visit, signed out)', () => {
  const evaluated = new Map<string, Evaluated[]>()

  beforeAll(async () => {
    for (const { path } of PAGES) evaluated.set(path, await evaluatedOnFirstVisit(path))
  }, 240_000)

  afterAll(() => evaluated.clear())

  it.each(PAGES.map((page) => [`${page.kind} ${page.path}`, page] as const))(
    '%s stays within its budget',
    (_name, { path, budget }) => {
      const scripts = evaluated.get(path) ?? []
      const total = scripts.reduce((sum, script) => sum + script.gzip, 0)
      const largest = [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 6)
      console.info(
        `evaluated before interaction ${path}: ${kib(total)} in ${scripts.length} scripts; ` +
          largest
            .map((script) => `${script.file.replace('assets/', '')} ${kib(script.gzip)}`)
            .join(', '),
      )
      expect(scripts.length).toBeGreaterThan(0)
      expect(total).toBeLessThanOrEqual(budget)
    },
  )

  it.each(PAGES.map((page) => [page.path] as const))(
    '%s evaluates none of supabase-js, Dexie, React Query or Recharts',
    (path) => {
      const found = Object.entries(NOT_BEFORE_INTERACTION)
        .filter(([library]) => !ALLOWED[path]?.includes(library))
        .flatMap(([library, marker]) =>
          (evaluated.get(path) ?? [])
            .filter((script) => readFileSync(join(DIST, script.file), 'utf8').includes(marker))
            .map((script) => `${library} (${script.file})`),
        )
      expect(found).toEqual([])
    },
  )
})
