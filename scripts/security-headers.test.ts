import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ga4ScriptUrl, META_PIXEL_SCRIPT_URL } from '../src/shell/analytics/script-urls'
import {
  contentSecurityPolicy,
  headersFile,
  headersForPath,
  inlineParts,
  pagePolicyOf,
  parseHeadersFile,
  policySources,
  runtimeStyles,
  securityHeaderRules,
  SITE_POLICY,
  withPagePolicy,
} from './security-headers'

const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const PAGE = `<!doctype html><html lang="pt-BR" style="color-scheme:dark"><head><meta charSet="utf-8"/>
<script>(function hide(){})()</script>
<script type="application/ld+json">{"@type":"WebSite"}</script>
<script type="module" src="/assets/index.js"></script>
<style data-critical>body{color:red}</style>
</head><body><p>style="no"</p><div style="width:50%;content:&quot;x&quot;"></div>
<script data-tsr-stream-part="">$_TSR.e()</script></body></html>`

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

/**
 * Whether a CSP source expression with a path allows a URL (CSP 3, "Does url match expression in
 * origin with redirect count?"): same scheme and host; a path ending in `/` is a prefix, any other
 * must equal the URL's path; the query is never looked at.
 */
function sourceAllows(source: string, url: string): boolean {
  const allowed = new URL(source)
  const asked = new URL(url)
  if (allowed.origin !== asked.origin) return false
  if (allowed.pathname === '/' && !source.endsWith('/')) return true
  return allowed.pathname.endsWith('/')
    ? asked.pathname.startsWith(allowed.pathname)
    : asked.pathname === allowed.pathname
}
const scriptAllowed = (policy: string, url: string) =>
  directive(policy, 'script-src').some(
    (source) => source.startsWith('https://') && sourceAllows(source, url),
  )

const ANALYTICS = policySources({ VITE_GA4_ID: 'G-TEST123', VITE_META_PIXEL_ID: '1234567890' })

describe('security headers (issue 31.9)', () => {
  it("finds a page's inline scripts (not data blocks nor external ones), styles and style attributes", () => {
    expect(inlineParts(PAGE)).toEqual({
      scripts: ['(function hide(){})()', '$_TSR.e()'],
      styles: ['body{color:red}'],
      styleAttributes: ['color-scheme:dark', 'width:50%;content:"x"'],
    })
  })

  it('allows exactly those by hash, never unsafe-inline', () => {
    const policy = contentSecurityPolicy(policySources({}), inlineParts(PAGE), ['.toast{}'])
    expect(policy).not.toContain('unsafe-inline')
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      hash('(function hide(){})()'),
      hash('$_TSR.e()'),
    ])
    expect(directive(policy, 'style-src')).toEqual([
      "'self'",
      hash('body{color:red}'),
      hash('.toast{}'),
      "'unsafe-hashes'",
      hash('color-scheme:dark'),
      hash('width:50%;content:"x"'),
    ])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:54321'])
    expect(directive(policy, 'frame-src')).toEqual(['https://www.youtube-nocookie.com'])
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'https://i.ytimg.com'])
  })

  it('names the blog and the analytics hosts only when they are configured', () => {
    const bare = contentSecurityPolicy(policySources({}), inlineParts(PAGE))
    expect(bare).not.toMatch(/google|facebook|youtube\.com|blog/)
    const full = contentSecurityPolicy(
      policySources({
        VITE_SUPABASE_URL: 'https://abc.supabase.co',
        VITE_BLOG_API_URL: 'https://blog.example.com/wp-json/wp/v2',
        VITE_GA4_ID: 'G-TEST',
        VITE_META_PIXEL_ID: '123',
      }),
      inlineParts(PAGE),
    )
    expect(directive(full, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://abc.supabase.co',
        'https://blog.example.com',
        'https://*.google-analytics.com',
        'https://www.facebook.com',
      ]),
    )
    expect(directive(full, 'connect-src')).not.toContain('http://127.0.0.1:54321')
    expect(directive(full, 'img-src')).toContain('https://blog.example.com')
    expect(directive(full, 'img-src')).toContain('https://*.google-analytics.com')
    expect(directive(full, 'frame-src')).toContain('https://www.youtube.com')
  })

  it('allows the analytics scripts the app adds, and what they load, by their exact paths', () => {
    const policy = contentSecurityPolicy(ANALYTICS, inlineParts(PAGE))
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      hash('(function hide(){})()'),
      hash('$_TSR.e()'),
      'https://www.googletagmanager.com/gtag/js',
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://connect.facebook.net/signals/config/1234567890',
    ])
    // What the sinks add, and the pixel's settings, which fbevents.js loads as a script.
    for (const url of [
      ga4ScriptUrl('G-TEST123'),
      META_PIXEL_SCRIPT_URL,
      'https://connect.facebook.net/signals/config/1234567890?v=2.9.180&r=stable',
    ]) {
      expect(scriptAllowed(policy, url), url).toBe(true)
    }
  })

  it('never allows a whole script host when analytics is on: no tag-manager container, no other pixel', () => {
    const policy = contentSecurityPolicy(ANALYTICS, inlineParts(PAGE))
    for (const source of directive(policy, 'script-src').filter((s) => !s.startsWith("'"))) {
      expect(source, 'a host with no path allows every script on it').toMatch(
        /^https:\/\/[a-z.]+\/[^*]*[^/]$/,
      )
    }
    for (const url of [
      'https://www.googletagmanager.com/gtm.js?id=GTM-ATTACKER',
      'https://www.googletagmanager.com/gtag/destination?id=AW-1',
      'https://tagmanager.google.com/debug/bootstrap',
      'https://connect.facebook.net/en_US/sdk.js',
      'https://connect.facebook.net/signals/config/999',
    ]) {
      expect(scriptAllowed(policy, url), url).toBe(false)
    }
  })

  it('refuses a Meta Pixel id that is not a number: it would be written into the policy', () => {
    expect(() =>
      contentSecurityPolicy(
        policySources({ VITE_META_PIXEL_ID: "1; script-src 'unsafe-inline'" }),
        inlineParts(PAGE),
      ),
    ).toThrow(/VITE_META_PIXEL_ID/)
  })

  it("hashes sonner's inserted stylesheet as the installed package writes it", async () => {
    const [empty, sheet] = await runtimeStyles()
    expect(empty).toBe('')
    expect(sheet).toContain('[data-sonner-toaster]')
  })
})

describe("a page's policy travels in the page (issue 39.11)", () => {
  it('is written first in the head, right after the charset, before any script or style', () => {
    const policy = contentSecurityPolicy(policySources({}), inlineParts(PAGE))
    const html = withPagePolicy(PAGE, policy)
    const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"')
    expect(meta).toBeGreaterThan(html.indexOf('<meta charSet="utf-8"/>'))
    expect(meta).toBeLessThan(html.indexOf('<script'))
    expect(pagePolicyOf(html)).toBe(policy)
    // Adding it changes no inline part, so no hash.
    expect(inlineParts(html)).toEqual(inlineParts(PAGE))
  })

  it('leaves out what a <meta> policy cannot carry (the browser would warn and ignore it)', () => {
    const policy = contentSecurityPolicy(ANALYTICS, inlineParts(PAGE))
    expect(policy).not.toMatch(/frame-ancestors|report-uri|report-to|sandbox/)
    expect(SITE_POLICY).toContain("frame-ancestors 'none'")
  })

  it('escapes the policy for the attribute and refuses a page with no charset or a policy already', () => {
    expect(pagePolicyOf(withPagePolicy(PAGE, `img-src 'self' https://a.test/?x="1"&y`))).toBe(
      `img-src 'self' https://a.test/?x="1"&y`,
    )
    expect(() => withPagePolicy('<html><head><title>x</title></head></html>', 'a')).toThrow(
      /charset/,
    )
    expect(() => withPagePolicy(withPagePolicy(PAGE, 'a'), 'b')).toThrow(/already/)
  })
})

describe('_headers (issue 39.11)', () => {
  it('is one rule for every path: what a <meta> policy cannot say, and the plain headers', () => {
    const rules = securityHeaderRules()
    expect(rules.map((rule) => rule.path)).toEqual(['/*'])
    const text = headersFile(rules)
    expect(parseHeadersFile(text)).toEqual(rules)
    // Cloudflare Pages reads 2,000 characters a line.
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThan(2000)
    for (const path of ['/', '/videos/', '/blog/um-post-sem-pagina', '/nao-existe', '/sw.js']) {
      const headers = headersForPath(parseHeadersFile(text), path)
      expect(headers['Content-Security-Policy'], path).toBe(SITE_POLICY)
      expect(headers['X-Content-Type-Options'], path).toBe('nosniff')
      expect(headers['X-Frame-Options'], path).toBe('DENY')
      expect(headers['Referrer-Policy'], path).toBe('strict-origin-when-cross-origin')
    }
  })

  it('restricts nothing a worker does: the service worker and the ride worker get it too', () => {
    // A worker's policy is its script's response headers: connect-src or default-src here would
    // stop the service worker's fetches of thumbnails and blog images.
    expect(SITE_POLICY).not.toMatch(/default-src|connect-src|script-src|img-src|worker-src/)
  })

  it('joins a header that several matching rules set, as the hosts do (two policies, both enforced)', () => {
    const rules = parseHeadersFile(
      "/*\n  Content-Security-Policy: frame-ancestors 'none'\n/videos\n  Content-Security-Policy: img-src 'self'\n",
    )
    expect(headersForPath(rules, '/videos')['Content-Security-Policy']).toBe(
      "frame-ancestors 'none', img-src 'self'",
    )
    expect(headersForPath(rules, '/videos/')['Content-Security-Policy']).toBe(
      "frame-ancestors 'none'",
    )
  })
})
