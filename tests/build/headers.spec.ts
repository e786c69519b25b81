/**
 * The build's `_headers` (issue 31.9), read from the build like the budgets: every HTML file it
 * wrote answers with a policy that lists each of its inline scripts by hash, and nothing inline
 * is allowed wholesale.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  headersForPath,
  inlineParts,
  pageAddresses,
  parseHeadersFile,
  sha256,
} from '../../scripts/security-headers.ts'

const DIST = process.env.BUILD_DIR ?? 'dist'

function htmlFiles(dir = DIST): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path)
    return name.endsWith('.html') ? [relative(DIST, path).split(sep).join('/')] : []
  })
}

describe('_headers', () => {
  const rules = parseHeadersFile(readFileSync(join(DIST, '_headers'), 'utf8'))

  it.each(htmlFiles())('%s: its policy lists each of its inline scripts and styles', (file) => {
    const html = readFileSync(join(DIST, file), 'utf8')
    const parts = inlineParts(html)
    for (const address of pageAddresses(file)) {
      const headers = headersForPath(rules, address)
      const policy = headers['Content-Security-Policy'] ?? ''
      expect(policy, address).toContain("frame-ancestors 'none'")
      expect(policy, address).not.toContain('unsafe-inline')
      for (const part of [...parts.scripts, ...parts.styles, ...parts.styleAttributes]) {
        expect(policy, address).toContain(sha256(part))
      }
      expect(headers['X-Content-Type-Options'], address).toBe('nosniff')
    }
  })
})
