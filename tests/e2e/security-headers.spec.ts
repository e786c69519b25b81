/**
 * Security headers (issues 31.9 and 39.11) in Chromium: every route answers with the site-wide
 * policy (`frame-ancestors 'none'`), `nosniff` and a Referrer-Policy, and its document carries its
 * own Content-Security-Policy in a `<meta>`; no page breaks its policy (a
 * `securitypolicyviolation` listener is in place before any of the page's scripts): online from
 * the static server, then served by the service worker, then offline. Also the screens that add
 * things at run time: a toast (sonner's stylesheet), the charts, the YouTube player; and the
 * pages served at an address with no rule of its own refuse an injected script.
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

/**
 * Records every CSP violation of every page of the context, from before its first script, and the
 * `<meta>` policy as the parser meets it (the policy holds for the document's life, while the
 * element may not: a document the router renders anew, like the app shell's, drops it).
 */
async function watchViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = []
    const found = window as unknown as { cspViolations: string[]; cspMeta?: string | null }
    found.cspViolations = seen
    const observer = new MutationObserver(() => {
      const meta = document.querySelector('head > meta[http-equiv="Content-Security-Policy"]')
      if (!meta) return
      found.cspMeta = meta.getAttribute('content')
      observer.disconnect()
    })
    observer.observe(document, { childList: true, subtree: true })
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

/**
 * The response's headers, and the policy its document carried. Not read from the response: an
 * alias's page has replaced itself with its target's by then.
 */
async function expectSecurityHeaders(
  page: Page,
  response: Response | null,
  path: string,
): Promise<void> {
  const headers = response?.headers() ?? {}
  const site = headers['content-security-policy'] ?? ''
  expect(site, `CSP header of ${path}`).toContain("frame-ancestors 'none'")
  const own =
    (await page.evaluate(() => (window as unknown as { cspMeta?: string | null }).cspMeta)) ?? ''
  expect(own, `CSP <meta> of ${path}`).toContain("script-src 'self' 'sha256-")
  for (const policy of [site, own]) expect(policy, path).not.toContain('unsafe-inline')
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
      await expectSecurityHeaders(page, response, path)
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
      await expectSecurityHeaders(page, response, path)
      expect(await violations(page), path).toEqual([])
    }
    await context.setOffline(true)
    for (const path of screens) {
      const response = await visit(page, path)
      await expectSecurityHeaders(page, response, `${path} (offline)`)
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

  it.each(['/blog/um-post-que-nao-foi-prerenderizado', '/trilha-que-nao-existe'])(
    '%s (a page served at an address with no rule of its own) refuses an injected script',
    async (path) => {
      const { page, context } = await openPage(browser)
      await watchViolations(context)
      await visit(page, path)
      await page.evaluate(() => {
        const script = document.createElement('script')
        script.textContent = 'window.__injected = "script"'
        document.head.append(script)
        // What a blog post's HTML could carry into the page, had the sanitizer missed it.
        document.body.insertAdjacentHTML(
          'beforeend',
          '<img src="/nao-existe.png" onerror="window.__injected = \'handler\'">',
        )
      })
      await expect
        .poll(async () => (await violations(page)).map((line) => line.split(' ')[0]))
        .toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr']))
      expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBe(
        undefined,
      )
      await context.close()
    },
  )
})
