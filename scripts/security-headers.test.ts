import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  headersFile,
  headersForPath,
  inlineParts,
  pageAddresses,
  parseHeadersFile,
  policySources,
  runtimeStyles,
  securityHeaderRules,
} from './security-headers'

const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const PAGE = `<!doctype html><html lang="pt-BR" style="color-scheme:dark"><head>
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

describe('security headers (issue 31.9)', () => {
  it("finds a page's inline scripts (not data blocks nor external ones), styles and style attributes", () => {
    expect(inlineParts(PAGE)).toEqual({
      scripts: ['(function hide(){})()', '$_TSR.e()'],
      styles: ['body{color:red}'],
      styleAttributes: ['color-scheme:dark', 'width:50%;content:"x"'],
    })
  })

  it('allows exactly those by hash, never unsafe-inline, and forbids framing', () => {
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
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
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
    expect(directive(full, 'script-src')).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com', 'https://connect.facebook.net']),
    )
    expect(directive(full, 'img-src')).toContain('https://blog.example.com')
    expect(directive(full, 'frame-src')).toContain('https://www.youtube.com')
  })

  it("hashes sonner's inserted stylesheet as the installed package writes it", async () => {
    const [empty, sheet] = await runtimeStyles()
    expect(empty).toBe('')
    expect(sheet).toContain('[data-sonner-toaster]')
  })

  it('answers a page at its folder with and without the slash, and at its file', () => {
    expect(pageAddresses('index.html')).toEqual(['/', '/index.html'])
    expect(pageAddresses('calculadoras/imc/index.html')).toEqual([
      '/calculadoras/imc',
      '/calculadoras/imc/',
      '/calculadoras/imc/index.html',
    ])
    expect(pageAddresses('calculadoras/imc/offline.html')).toEqual([
      '/calculadoras/imc/offline.html',
    ])
    expect(pageAddresses('404.html')).toEqual(['/404.html'])
  })

  it('writes and reads _headers as the static hosts do: every matching rule, a page its own policy', () => {
    const rules = securityHeaderRules(
      [
        { file: 'videos/index.html', html: '<script>a()</script>' },
        { file: 'index.html', html: '<script>b()</script>' },
      ],
      policySources({}),
      [],
    )
    const text = headersFile(rules)
    expect(text.startsWith('/*\n  X-Content-Type-Options: nosniff\n')).toBe(true)
    const parsed = parseHeadersFile(text)
    expect(parsed).toEqual(rules)
    const videos = headersForPath(parsed, '/videos/')
    expect(videos['X-Content-Type-Options']).toBe('nosniff')
    expect(videos['X-Frame-Options']).toBe('DENY')
    expect(videos['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(videos['Content-Security-Policy']).toContain(hash('a()'))
    expect(videos['Content-Security-Policy']).not.toContain(hash('b()'))
    expect(headersForPath(parsed, '/assets/x.js')['Content-Security-Policy']).toBeUndefined()
  })

  it('keeps every header line under the 2,000 characters Cloudflare Pages reads', () => {
    const many = Array.from({ length: 12 }, (_, i) => `<script>f${i}()</script>`).join('')
    const text = headersFile(
      securityHeaderRules([{ file: 'index.html', html: many + PAGE }], policySources({}), [
        '',
        'x',
      ]),
    )
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThan(2000)
  })
})
