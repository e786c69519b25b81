/**
 * Security headers (issue 31.9) in Chromium: every route answers with its Content-Security-Policy,
 * `frame-ancestors 'none'`, `nosniff` and a Referrer-Policy, and no page breaks its policy (a
 * `securitypolicyviolation` listener is in place before any of the page's scripts): online from
 * the static server, then served by the service worker, then offline. Also the screens that add
 * things at run time: a toast (sonner's stylesheet), the charts, the YouTube player.
 */
import type { Browser, BrowserContext, Page, Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD } from './accounts'
import {
  DESKTOP,
  launchBrowser,
  openPage,
  waitForHydration,
  waitForScreen,
  waitForWorker,
} from './browser'
import { expectToast } from './panels'
import { REDIRECTS, SCREENS, UNKNOWN_PATHS } from './route-map'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser.close()
})

/** Records every CSP violation of every page of the context, from before its first script. */
async function watchViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        seen.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
        ),
      true,
    )
  })
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])

/** The console's own CSP reports ("Refused to …"), for what the listener cannot see. */
const cspErrors = (errors: string[]) =>
  errors.filter((error) => /Content Security Policy|Refused to/.test(error))

function expectSecurityHeaders(response: Response | null, path: string): void {
  const headers = response?.headers() ?? {}
  const policy = headers['content-security-policy'] ?? ''
  expect(policy, `CSP of ${path}`).toContain("frame-ancestors 'none'")
  expect(policy, `CSP of ${path}`).toContain("script-src 'self' 'sha256-")
  expect(policy, `CSP of ${path}`).not.toContain('unsafe-inline')
  expect(headers['x-content-type-options'], path).toBe('nosniff')
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
}

/** Opens `path`, waits for its screen to settle, and answers the navigation's response. */
async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path)
  await waitForScreen(page)
  // Lazily loaded parts (a screen's chunk, its effects) have run by the next idle moment.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  return response
}

const ALL_PATHS = [
  ...SCREENS.map(([path]) => path),
  ...REDIRECTS.map(([from]) => from),
  ...UNKNOWN_PATHS,
]

describe('security headers (issue 31.9)', () => {
  it('every route answers with its policy and no page violates it, online', async () => {
    const { page, context, errors } = await openPage(browser)
    await watchViolations(context)
    for (const path of ALL_PATHS) {
      const response = await visit(page, path)
      expectSecurityHeaders(response, path)
      expect(await violations(page), path).toEqual([])
    }
    expect(cspErrors(errors)).toEqual([])
    await context.close()
  })

  it('served by the service worker, online and offline, the pages keep their policy', async () => {
    const { page, context, errors } = await openPage(browser)
    await watchViolations(context)
    await page.goto('/')
    await waitForWorker(page)
    const screens = SCREENS.map(([path]) => path)
    for (const path of screens) {
      const response = await visit(page, path)
      expect(response?.fromServiceWorker(), path).toBe(true)
      expectSecurityHeaders(response, path)
      expect(await violations(page), path).toEqual([])
    }
    await context.setOffline(true)
    for (const path of screens) {
      const response = await visit(page, path)
      expectSecurityHeaders(response, `${path} (offline)`)
      expect(await violations(page), `${path} (offline)`).toEqual([])
    }
    expect(cspErrors(errors)).toEqual([])
    await context.setOffline(false)
    await context.close()
  })

  it('a toast, the charts and the YouTube player stay within the policy', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP)
    await watchViolations(context)
    await visit(page, '/entrar')
    await page.getByLabel('Email', { exact: true }).fill('admin@borapedalar.test')
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    await expectToast(page, 'Bem-vindo!')
    await page.waitForURL((url) => url.pathname === '/admin', { timeout: 15_000 })
    await waitForHydration(page)
    await page.locator('.recharts-surface').first().waitFor({ timeout: 20_000 })
    expect(await violations(page)).toEqual([])

    await visit(page, '/videos')
    await page
      .getByRole('button', { name: /^Assistir:/ })
      .first()
      .click()
    await page.getByRole('dialog').locator('iframe').waitFor()
    // The frame's navigation starts at once; its refusal would be reported then.
    await page.waitForTimeout(500)
    expect(await violations(page)).toEqual([])
    expect(cspErrors(errors)).toEqual([])
    await context.close()
  })
})
