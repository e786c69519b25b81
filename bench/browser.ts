/**
 * Browser plumbing shared by the benchmark parts: Debian's Chromium with the e2e suite's flags,
 * a Chromium process that Lighthouse can drive through a DevTools port, and probes that tell a
 * finished screen from the "em construção" placeholder.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH, throttleSlow4G } from '../tests/e2e/browser.ts'

export { throttleSlow4G }

export { CHROMIUM_ARGS, CHROMIUM_PATH }

export const MOBILE_VIEWPORT = { width: 390, height: 844 } as const

/** The CPU slowdown of the offline and input measurements (issue 12: "CPU throttled 4×"). */
export const CPU_SLOWDOWN = 4

/** A calculator form the benchmark drives: a field to fill and the button that calculates. */
export interface CalculateForm {
  path: string
  field: string
  value: string
  button: string
  /** Text the result region shows for `value` (and the other fields' defaults). */
  result: string
}

export const FTP_FORM: CalculateForm = {
  path: '/calculadoras/calcular-FTP',
  field: 'FTP (watts)',
  value: '250',
  button: 'Calcular Zonas',
  // Zone 1 of Coggan's seven (the default method) for 250 W: up to 55 %.
  result: '0–138 W',
}

/** The text `UnderConstruction` shows on a screen whose feature has not landed. */
const PLACEHOLDER_TEXT = 'Esta tela está sendo construída'

/** Rejects after `ms` with a message naming what hung; the caller still cleans up in `finally`. */
export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer after ${ms / 1000} s`)), ms)
  })
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}

export async function temporaryProfile(label: string): Promise<string> {
  return mkdtemp(join(tmpdir(), `bench-${label}-`))
}

export async function removeProfile(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true, maxRetries: 3 })
}

export interface DebuggableChromium {
  port: number
  close: () => Promise<void>
}

/**
 * Starts Chromium with a remote-debugging port and a fresh profile (Lighthouse wants both).
 * The process leads its own group so that closing it also ends its renderers.
 */
export async function launchDebuggableChromium(profileDir: string): Promise<DebuggableChromium> {
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      // Lighthouse's own launcher adds these so that nothing else competes during the trace.
      '--disable-extensions',
      '--disable-default-apps',
      '--disable-renderer-backgrounding',
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
      '--mute-audio',
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const pid = child.pid
  const exited = new Promise<void>((done) => child.once('exit', () => done()))

  const close = async () => {
    if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return
    try {
      process.kill(-pid, 'SIGTERM')
    } catch {
      return
    }
    const stopped = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)])
    if (!stopped) {
      try {
        process.kill(-pid, 'SIGKILL')
      } catch {
        // Already gone.
      }
    }
  }

  const port = new Promise<number>((resolve, reject) => {
    let seen = ''
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => {
      seen += chunk
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen)
      if (match?.[1]) resolve(Number(match[1]))
    })
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening`)))
    child.once('error', reject)
  })

  try {
    return { port: await withTimeout(port, 30_000, 'Chromium start'), close }
  } catch (error) {
    await close()
    throw error
  }
}

/**
 * An init script from a function and its JSON argument. tsx compiles with esbuild's `keepNames`,
 * which wraps named inner functions in a `__name(…)` helper that does not exist in the page
 * ("ReferenceError: __name is not defined"); the script brings a stand-in.
 */
export function pageScript<A>(fn: (arg: A) => void, arg: A): { content: string } {
  const shim = 'var __name = (target) => target;'
  return { content: `${shim}\n(${fn.toString()})(${JSON.stringify(arg)});` }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms))
}

/** Waits until React has hydrated the document (the root sets `html[data-ready="true"]`). */
export async function waitForHydration(page: Page, timeout = 30_000): Promise<void> {
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached', timeout })
}

/**
 * Waits until the calculator screen is usable. `html[data-ready="true"]` is not enough on a
 * calculator: the root's effect sets it before the lazily loaded screen inside its Suspense
 * boundary hydrates, and a value typed in between is lost (the button stays disabled). The
 * calculators mark their own readiness, `data-interactive="true"` ("false" in the prerendered
 * page), the flag the e2e tests wait for too (`waitForScreen`). A page without that flag falls
 * back to React's own tell on the field: the `__reactProps$…` key of a hydrated node.
 */
export async function waitForFormHydration(page: Page, form: CalculateForm, timeout = 30_000) {
  await page.waitForFunction(
    (field) => {
      const flag = document.querySelector('[data-interactive]')
      if (flag) return flag.getAttribute('data-interactive') === 'true'
      const label = Array.from(document.querySelectorAll('label')).find((candidate) =>
        candidate.textContent?.trim().startsWith(field),
      )
      const input = label?.htmlFor ? document.getElementById(label.htmlFor) : null
      return input !== null && Object.keys(input).some((key) => key.startsWith('__reactProps$'))
    },
    form.field,
    { timeout },
  )
}

/** True when the screen on `page` is still the "em construção" placeholder. */
export async function isPlaceholder(page: Page): Promise<boolean> {
  return (await page.getByText(PLACEHOLDER_TEXT).count()) > 0
}
