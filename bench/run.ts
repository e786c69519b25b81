/**
 * `npm run bench`: builds the app if it is stale, serves the build the way `npm start` does, and
 * reports what riders feel (issue 12, "Benchmark"). A report, not a test: it always exits 0 once
 * the report is written. `npm run bench -- lighthouse offline` runs only the parts named.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { copyFile, cp, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { buildIsStale } from '../scripts/build-freshness.ts'
import { CLIENT_OUT_DIR } from '../scripts/build-paths.ts'
import { createStaticServer } from '../scripts/static-server.ts'
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  MOBILE_VIEWPORT,
  isPlaceholder,
  waitForHydration,
} from './browser.ts'
import { measureEarlyInput } from './early.ts'
import { measureEvents } from './events.ts'
import { measureFieldTest } from './field-test.ts'
import { measureForma } from './forma.ts'
import { measureInputLatency } from './input-latency.ts'
import { FLOOR_PATH, measureLighthouse } from './lighthouse.ts'
import { measureLongTasks } from './long-tasks.ts'
import { measureOfflineStart } from './offline-start.ts'
import { measureRideFile } from './ride-file.ts'
import { describeEnvironment, renderReport, writeResults, type Section } from './report.ts'
import { measureSync } from './sync.ts'

const LIGHTHOUSE_PAGES = ['/', '/calculadoras/calcular-FTP', '/videos']
const PARTS = [
  'lighthouse',
  'offline',
  'early',
  'loaf',
  'input',
  'sync',
  'ride',
  'field',
  'events',
  'forma',
] as const
type Part = (typeof PARTS)[number]

const RESULTS_FILE = new URL('./results.json', import.meta.url)
/** The Lighthouse floor page, served beside the build at FLOOR_PATH. */
const FLOOR_PAGE = new URL('./floor.html', import.meta.url)

const log = (line: string) => console.error(line)

function selectedParts(): Set<Part> {
  const asked = process.argv.slice(2)
  const unknown = asked.filter((name) => !PARTS.includes(name as Part))
  if (unknown.length > 0) {
    console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${PARTS.join(', ')}`)
    process.exit(2)
  }
  return new Set(asked.length > 0 ? (asked as Part[]) : PARTS)
}

/** Builds when a source is newer than the build; a failed build falls back to the last one. */
async function ensureBuild(notes: string[]): Promise<void> {
  if (!(await buildIsStale(CLIENT_OUT_DIR))) return
  log('Build is stale: npm run build…')
  const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'inherit', 'inherit'] })
  if (build.status === 0) return
  if (!existsSync(join(CLIENT_OUT_DIR, 'sw.js'))) {
    console.error('npm run build failed and there is no earlier build to measure.')
    process.exit(1)
  }
  notes.push('npm run build FAILED: these figures are of the previous build in dist/')
}

/**
 * A private copy of the build: other engineers rebuild `dist` while the benchmark runs, and a
 * build swapped mid-run mixes two precache manifests. The Lighthouse floor page goes beside it.
 */
async function snapshotBuild(): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'bench-dist-'))
  await cp(CLIENT_OUT_DIR, copy, { recursive: true })
  await mkdir(join(copy, FLOOR_PATH), { recursive: true })
  await copyFile(FLOOR_PAGE, join(copy, FLOOR_PATH, 'index.html'))
  return copy
}

/** Which of the pages still show the "em construção" placeholder. */
async function findPlaceholders(baseURL: string, paths: string[]): Promise<Set<string>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({ viewport: MOBILE_VIEWPORT })
    const page = await context.newPage()
    const found = new Set<string>()
    for (const path of paths) {
      await page.goto(new URL(path, baseURL).href)
      await waitForHydration(page)
      if (await isPlaceholder(page)) found.add(path)
    }
    return found
  } finally {
    await browser.close()
  }
}

async function main() {
  const startedAt = new Date()
  const parts = selectedParts()
  const environment = describeEnvironment()
  const notes = [
    `load average at start ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} on ${environment.machine.cores} cores: ` +
      'figures taken while other work runs on the machine are noisy',
  ]
  await ensureBuild(notes)
  const root = await snapshotBuild()
  const site = createStaticServer({ root, port: 0 })
  const baseURL = await site.listen()
  log(`Serving a copy of ${CLIENT_OUT_DIR} at ${baseURL}`)

  const sections: Section[] = []
  try {
    if (parts.has('lighthouse')) {
      const placeholders = await findPlaceholders(baseURL, LIGHTHOUSE_PAGES)
      for (const path of placeholders)
        sections.push({
          title: `Lighthouse ${path}`,
          status: 'not measured yet',
          note: `${path} is still the "em construção" placeholder`,
          figures: [],
        })
      const pages = LIGHTHOUSE_PAGES.filter((path) => !placeholders.has(path))
      log(`Lighthouse ${FLOOR_PATH} (floor), ${pages.join(', ')}…`)
      sections.push(...(await measureLighthouse(baseURL, pages, log)))
    }
    if (parts.has('offline')) {
      log('Offline cold start…')
      sections.push(await measureOfflineStart(baseURL, log))
    }
    if (parts.has('early')) {
      log('Early input on a first visit…')
      sections.push(...(await measureEarlyInput(baseURL, log)))
    }
    if (parts.has('loaf')) {
      log('Long tasks and JavaScript before the first interaction…')
      sections.push(await measureLongTasks(baseURL, root, log))
    }
    if (parts.has('input')) {
      log('Input to result…')
      sections.push(await measureInputLatency(baseURL, log))
    }
    if (parts.has('ride')) {
      log('Ride file…')
      sections.push(await measureRideFile(baseURL, log))
    }
    if (parts.has('field')) {
      log('Field test with three sensors…')
      sections.push(await measureFieldTest(baseURL, log))
    }
    if (parts.has('events')) {
      log('Events calendar with 500 events…')
      sections.push(await measureEvents(baseURL, log))
    }
    if (parts.has('forma')) {
      log('Forma and challenges over 1,100 rides…')
      sections.push(await measureForma(log))
    }
    if (parts.has('sync')) {
      log('Sync…')
      sections.push(await measureSync(log))
    }
  } finally {
    await site.close()
    await rm(root, { recursive: true, force: true })
  }

  notes.push(
    `load average at end ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  )
  console.log(renderReport(environment, notes, sections))
  await writeResults(RESULTS_FILE, environment, notes, sections, startedAt)
  console.log(`Raw runs and medians: bench/results.json`)
}

await main()
// Lighthouse and Playwright can leave handles open after their browsers are gone.
process.exit(0)
