import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// The Node versions the project claims, kept in agreement: package.json's engines, the lockfile's
// copy of them, and the README's quick start. Node 24.21 is the one the whole `npm test` was
// measured on; CI runs on the machine's Node.
const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')
const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node

type Version = [number, number, number]
const parse = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text.replace(/^v/, '').split('.').map(Number)
  return [major, minor, patch]
}
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]

/** Whether a version is inside a range made of `^x.y.z` and `>=x.y.z` alternatives. */
function admits(range: string, version: string): boolean {
  const v = parse(version)
  return range.split('||').some((part) => {
    const alternative = /^\s*(\^|>=)(\d+(?:\.\d+){0,2})\s*$/.exec(part)
    if (!alternative?.[1] || !alternative[2]) throw new Error(`unsupported range part '${part}'`)
    const floor = parse(alternative[2])
    if (compare(v, floor) < 0) return false
    return alternative[1] === '>=' || v[0] === floor[0]
  })
}

describe('supported Node versions', () => {
  it('engines admit Node 24.21 (measured), 22.12+, and the Node this runs on (CI)', () => {
    for (const version of ['24.21.0', '22.12.0', process.versions.node]) {
      expect(admits(engines, version), version).toBe(true)
    }
    expect(admits(engines, '18.20.0')).toBe(false)
    expect(admits(engines, '22.11.0')).toBe(false)
  })

  it('the lockfile carries the same engines', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { engines?: { node: string } }>
    }
    expect(lock.packages['']?.engines?.node).toBe(engines)
  })

  it("the README's quick start names Node 24 and the version the suite was measured on", () => {
    const readme = read('README.md')
    expect(readme).toMatch(/^## Quick start \(fresh machine, Node 24 or 22\)$/m)
    expect(readme).toContain('passes on Node 24.21')
  })
})
