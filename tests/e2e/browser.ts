import AxeBuilder from '@axe-core/playwright'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core'
import { expect, inject, onTestFailed } from 'vitest'

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** Debian's Chromium headless in a container: no sandbox, no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

export function baseURL(): string {
  return inject('baseURL')
}

export const MOBILE = { width: 390, height: 844 } as const
export const DESKTOP = { width: 1280, height: 800 } as const

export interface TrackedPage {
  context: BrowserContext
  page: Page
  /** Console errors and uncaught exceptions seen so far (hydration errors land here). */
  errors: string[]
}

/** A page in a fresh context that records every console error and page error. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = MOBILE,
  options: BrowserContextOptions = {},
): Promise<TrackedPage> {
  // Reduced motion: screens are checked in their settled state (axe measures contrast as painted,
  // so a toast caught mid fade-in would read as low contrast).
  const context = await browser.newContext({
    viewport,
    baseURL: baseURL(),
    locale: 'pt-BR',
    reducedMotion: 'reduce',
    ...options,
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // The not-found page is served with status 404 on purpose; Chromium logs that as an error.
    if (/Failed to load resource: the server responded with a status of 404/.test(message.text()))
      return
    errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { context, page, errors }
}

/** Waits until React has hydrated (or, for the app shell, rendered) the document. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached', timeout: 15_000 })
}

/**
 * Waits until the screen is usable. `html[data-ready="true"]` comes from the root's effect, which
 * can run before a lazily loaded screen has hydrated; a screen that marks its own readiness
 * (`data-interactive`, "false" in the prerendered page, the calculators) is waited for too.
 */
export async function waitForScreen(page: Page): Promise<void> {
  await waitForHydration(page)
  if ((await page.locator('[data-interactive]').count()) === 0) return
  await page.locator('[data-interactive="true"]').first().waitFor({ timeout: 15_000 })
}

/**
 * Records a page's requests from now on, to say why it did not go live: the requests still
 * pending or failed and the document's state (a screen that never hydrates under a throttled
 * connection leaves nothing else to go on).
 */
function traceLoading(page: Page): () => Promise<string> {
  const started = Date.now()
  const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`
  const pending = new Map<string, string>()
  const failed: string[] = []
  const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '')
  page.on('request', (request) => pending.set(path(request.url()), at()))
  page.on('requestfinished', (request) => pending.delete(path(request.url())))
  page.on('requestfailed', (request) => {
    pending.delete(path(request.url()))
    failed.push(`${path(request.url())} (${request.failure()?.errorText}) at ${at()}`)
  })
  return async () => {
    const state = await page
      .evaluate(() => ({
        readyState: document.readyState,
        ready: document.documentElement.dataset.ready ?? null,
        live: [...document.querySelectorAll('[data-interactive]')].map((node) =>
          node.getAttribute('data-interactive'),
        ),
      }))
      .catch((error: unknown) => String(error))
    return [
      `after ${at()}: ${JSON.stringify(state)}`,
      `pending: ${[...pending].map(([url, since]) => `${url} (since ${since})`).join(', ') || 'none'}`,
      `failed: ${failed.join(', ') || 'none'}`,
    ].join('\n')
  }
}

/** No serious or critical axe violations on the current screen. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  expect(serious, `axe violations on ${page.url()}`).toEqual([])
}

/** A form field by its visible label, and a button by its exact name. */
export const NOT_FOUND_TITLE = 'Trail Not Found | Bora Pedalar'

/** The document, as the browser now has it, names the not-found page and keeps it unindexed. */
export async function expectNotFoundHead(page: Page): Promise<void> {
  await expect.poll(() => page.title()).toBe(NOT_FOUND_TITLE)
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe(
    'noindex, nofollow',
  )
}

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/** Waits until the service worker controls the page (clientsClaim on first install). */
export async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (navigator.serviceWorker.controller) return
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    )
  })
}

/**
 * DevTools' "Slow 4G" as issue 19 states it, for the early-input tests and the bench: 150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up, the CPU slowed 4×.
 */
export async function throttleSlow4G(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  // The rule-based form (one rule for every request): with the older, deprecated
  // `Network.emulateNetworkConditions`, Chromium 156 now and then held a page's requests for good
  // (a CSS file and a dozen scripts pending a minute on, the server idle), a few times a run.
  await cdp.send('Network.emulateNetworkConditionsByRule', {
    matchedNetworkConditions: [
      {
        urlPattern: '',
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      },
    ],
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  // A slow visit that fails its test says what it was still waiting for.
  const trace = traceLoading(page)
  try {
    onTestFailed(async () => console.error(`Slow 4G visit of ${page.url()}\n${await trace()}`))
  } catch {
    // Outside a test (the bench): there is no failure to explain.
  }
  // A slow phone on a shared 2-core runner: its navigations and waits get a longer deadline.
  page.setDefaultNavigationTimeout(60_000)
  page.setDefaultTimeout(60_000)
}
