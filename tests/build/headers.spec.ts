/**
 * The build's security headers (issues 31.9 and 39.11), read from the build like the budgets.
 * Hosts match `_headers` by the requested path, so a page served at an address with no rule of
 * its own (a blog post through the app shell, any unknown address through `404.html`) gets only
 * the site-wide rules there: each HTML file carries its own policy in a `<meta>`, first in its
 * head, listing each of its inline scripts and styles by hash; `_headers` is one site-wide rule,
 * far under the 100 rules Cloudflare Pages reads.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  headersForPath,
  inlineParts,
  pagePolicyOf,
  parseHeadersFile,
  sha256,
} from '../../scripts/security-headers.ts'

const DIST = process.env.BUILD_DIR ?? 'dist'
/** What Cloudflare Pages reads of `_headers`: 100 rules, 2,000 characters a line. */
const HOST_RULE_LIMIT = 100
const HOST_LINE_LIMIT = 2000

function htmlFiles(dir = DIST): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path)
    return name.endsWith('.html') ? [relative(DIST, path).split(sep).join('/')] : []
  })
}

const directive = (policy: string, name: string) =>
  policy
    .split(/;\s*/)
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []
const hashesIn = (sources: readonly string[]) => sources.filter((s) => s.startsWith("'sha256-"))

const text = readFileSync(join(DIST, '_headers'), 'utf8')
const rules = parseHeadersFile(text)
const files = htmlFiles()

describe('_headers', () => {
  it(`has fewer rules than the ${HOST_RULE_LIMIT} Cloudflare Pages reads, and short lines`, () => {
    console.info(`_headers: ${rules.length} rules for ${files.length} HTML files`)
    expect(rules.length).toBeLessThan(HOST_RULE_LIMIT)
    // Not one rule per page: the count must not grow with the pages.
    expect(rules.length).toBeLessThan(files.length / 10)
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThan(HOST_LINE_LIMIT)
  })

  it.each(['/blog/um-post-que-nao-foi-prerenderizado', '/nao-existe', '/calculadoras/imc/sobra'])(
    '%s, a path with no page of its own, gets a policy from /*',
    (path) => {
      const headers = headersForPath(rules, path)
      expect(headers['Content-Security-Policy'], path).toContain("frame-ancestors 'none'")
      expect(headers['X-Frame-Options'], path).toBe('DENY')
      expect(headers['X-Content-Type-Options'], path).toBe('nosniff')
    },
  )

  it('the documents served there (the app shell, the not-found page) carry their own policy', () => {
    for (const file of ['app-shell/index.html', '404.html']) {
      const policy = pagePolicyOf(readFileSync(join(DIST, file), 'utf8')) ?? ''
      expect(policy, file).toContain("script-src 'self' 'sha256-")
    }
  })
})

describe("each page's own policy", () => {
  const own = files.map((file) => {
    const html = readFileSync(join(DIST, file), 'utf8')
    return { file, html, parts: inlineParts(html), policy: pagePolicyOf(html) }
  })

  it.each(own.map((page) => [page.file, page] as const))(
    '%s: first in its head, exactly its own inline scripts and styles by hash',
    (file, { html, parts, policy = '' }) => {
      expect(policy, `${file} has no <meta> policy`).not.toBe('')
      const head = html.slice(0, html.indexOf('</head>'))
      const meta = head.indexOf('<meta http-equiv="Content-Security-Policy"')
      // A <meta> policy governs what the parser meets after it.
      for (const tag of ['<script', '<style', '<link']) {
        if (head.includes(tag))
          expect(meta, `${file}: before ${tag}`).toBeLessThan(head.indexOf(tag))
      }
      expect(policy).not.toContain('unsafe-inline')
      expect(directive(policy, 'default-src')).toEqual(["'self'"])
      expect(directive(policy, 'object-src')).toEqual(["'none'"])
      // As strict as a page can be: its own scripts' hashes, and no other page's.
      expect(new Set(hashesIn(directive(policy, 'script-src')))).toEqual(
        new Set(parts.scripts.map(sha256)),
      )
      const styles = directive(policy, 'style-src')
      for (const part of [...parts.styles, ...parts.styleAttributes]) {
        expect(styles, file).toContain(sha256(part))
      }
    },
  )

  it('every HTML file answers with the site-wide headers at each of its addresses', () => {
    for (const { file } of own) {
      const headers = headersForPath(rules, `/${file}`)
      expect(headers['Content-Security-Policy'], file).toContain("frame-ancestors 'none'")
      expect(headers['X-Content-Type-Options'], file).toBe('nosniff')
    }
  })
})
