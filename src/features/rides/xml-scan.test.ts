import { describe, expect, it } from 'vitest'
import { readRideFile } from './read-ride-file'
import { scanXml } from './xml-scan'

const MB = 1024 * 1024
const big = (c: string) => c.repeat(MB)

/** The events the reader hands over, as one line each. */
function events(xml: string): string[] {
  const seen: string[] = []
  scanXml(xml, {
    open: (name, attributes) => seen.push(`open ${name} ${JSON.stringify(attributes)}`),
    close: (name) => seen.push(`close ${name}`),
    text: (text) => seen.push(`text ${text}`),
  })
  return seen
}

/**
 * Issue 31: a long name made the reader quadratic (80 KB: 3.2 s; 1 MB: no answer). Each construct
 * holds a megabyte; the deadline is far above what a linear reader takes (a few ms), so it only
 * trips on a quadratic one, even on a loaded machine.
 */
describe('the XML reader takes time linear in the input', () => {
  it.each([
    ['an element name', `<${big('a')}/>`, [`open ${big('a')} {}`, `close ${big('a')}`]],
    ['a closing tag name', `<a>x</${big('a')}>`, ['open a {}', 'text x', `close ${big('a')}`]],
    ['an attribute name without a value', `<gpx ${big('a')}>`, ['open gpx {}']],
    [
      'an attribute name with a value',
      `<gpx ${big('a')}="1"/>`,
      [`open gpx {"${big('a')}":"1"}`, 'close gpx'],
    ],
    ['an attribute name holding quotes', `<gpx a"${big('q')}"/>`, ['open gpx {}', 'close gpx']],
    ['an unquoted attribute value', `<gpx a=${big('v')}/>`, ['open gpx {}', 'close gpx']],
    ['short names without values', `<gpx ${'a '.repeat(MB / 2)}/>`, ['open gpx {}', 'close gpx']],
    [
      'whitespace around an equals sign',
      `<gpx a${big(' ')}=${big('\n')}"1"/>`,
      ['open gpx {"a":"1"}', 'close gpx'],
    ],
    ['an attribute value', `<gpx a="${big('v')}"/>`, [`open gpx {"a":"${big('v')}"}`, 'close gpx']],
    [
      'an attribute value of entity references',
      `<gpx a="${'&amp;'.repeat(MB / 5)}"/>`,
      [`open gpx {"a":"${'&'.repeat(MB / 5)}"}`, 'close gpx'],
    ],
    ['a text node', `<gpx>${big('t')}</gpx>`, ['open gpx {}', `text ${big('t')}`, 'close gpx']],
    [
      'a text node of unfinished references',
      `<gpx>${'&#x1'.repeat(MB / 4)}</gpx>`,
      ['open gpx {}', `text ${'&#x1'.repeat(MB / 4)}`, 'close gpx'],
    ],
    ['a comment', `<gpx><!--${big('c')}--></gpx>`, ['open gpx {}', 'close gpx']],
    ['a processing instruction', `<?${big('p')}?><gpx/>`, ['open gpx {}', 'close gpx']],
    [
      'a CDATA section',
      `<gpx><![CDATA[${big('d')}]]></gpx>`,
      ['open gpx {}', `text ${big('d')}`, 'close gpx'],
    ],
  ])('a megabyte in %s is read within a second', (_construct, xml, expected) => {
    const started = performance.now()
    const seen = events(xml)
    const elapsed = performance.now() - started
    expect(seen).toEqual(expected)
    expect(elapsed).toBeLessThan(1000)
  })

  it('a GPX with a megabyte-long attribute name on its root is read within a second', () => {
    const gpx = `<gpx ${big('a')}><trk><trkseg><trkpt lat="1" lon="2"><time>2026-10-04T09:00:00Z</time></trkpt></trkseg></trk></gpx>`
    const started = performance.now()
    const ride = readRideFile(new TextEncoder().encode(gpx))
    expect(performance.now() - started).toBeLessThan(1000)
    expect(ride.points).toHaveLength(1)
  })
})

describe('attributes', () => {
  it.each([
    ['double and single quotes', `<a x="1" y='2'/>`, { x: '1', y: '2' }],
    ['spaces around the equals sign', `<a x = "1"\n\ty\t=\t'2'/>`, { x: '1', y: '2' }],
    ['a prefix, dropped; xmlns left out', `<a xmlns="u" xmlns:p="v" p:x="1"/>`, { x: '1' }],
    ['entities decoded, other quotes kept', `<a x="&lt;'&#233;'&gt;"/>`, { x: "<'é'>" }],
    ['a name without a value, skipped', `<a flag x="1"/>`, { x: '1' }],
    ['an unquoted value, skipped', `<a x=1 y="2"/>`, { y: '2' }],
    ['a `>` and a `/` inside a value', `<a x="1 > 0" y="a/b"/>`, { x: '1 > 0', y: 'a/b' }],
    ['an empty value', `<a x=""/>`, { x: '' }],
  ])('%s', (_case, xml, attributes) => {
    expect(events(xml)[0]).toBe(`open a ${JSON.stringify(attributes)}`)
  })
})
