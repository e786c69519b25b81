/**
 * A small streaming reader of the XML that GPX and TCX files are: start tags with attributes, end
 * tags, text. Worker-safe (DOMParser does not exist in workers) and safe by construction: it never
 * expands an entity beyond XML's five and character references, and a document that declares a
 * DOCTYPE (where entity bombs live) is refused outright. Names arrive without their namespace
 * prefix, whatever prefix the writer chose (`gpxtpx:hr`, `ns3:Watts` → `hr`, `Watts`).
 */
import { RideFileError } from './ride-file-error'

export interface XmlHandler {
  open(name: string, attributes: Readonly<Record<string, string>>): void
  close(name: string): void
  text(text: string): void
}

const PREDEFINED: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
}

/** Decodes XML's own five entities and numeric references; anything else stays as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1))
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole
    }
    return PREDEFINED[ref] ?? whole
  })
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1)

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r'

/** End of the run of name characters (anything but whitespace, `=` and `/`) starting at `from`. */
function nameEnd(body: string, from: number): number {
  let i = from
  while (i < body.length && !isSpace(body[i]) && body[i] !== '=' && body[i] !== '/') i += 1
  return i
}

function skipSpaces(body: string, from: number): number {
  let i = from
  while (isSpace(body[i])) i += 1
  return i
}

/**
 * `name="value"` or `name='value'` pairs; anything else (a name without a value, an unquoted
 * value) is skipped. One pass, never back: a pattern retried at each position is quadratic on a
 * long name that matches nothing.
 */
function attributesOf(body: string, from: number): Record<string, string> {
  const out: Record<string, string> = {}
  let i = from
  while (i < body.length) {
    const start = i
    i = nameEnd(body, i)
    if (i === start) {
      i += 1
      continue
    }
    let at = skipSpaces(body, i)
    if (body[at] !== '=') continue
    at = skipSpaces(body, at + 1)
    const quote = body[at]
    if (quote !== '"' && quote !== "'") continue
    // No closing quote means none follows: a scan to the end happens at most once per quote kind.
    const close = body.indexOf(quote, at + 1)
    if (close === -1) continue
    const name = body.slice(start, i)
    if (!name.startsWith('xmlns')) out[localName(name)] = decodeEntities(body.slice(at + 1, close))
    i = close + 1
  }
  return out
}

/** Index of the `>` closing a tag that starts at `from`, skipping quoted attribute values. */
function tagEnd(xml: string, from: number): number {
  let quote = ''
  for (let i = from; i < xml.length; i += 1) {
    const c = xml[i]
    if (quote) {
      if (c === quote) quote = ''
    } else if (c === '"' || c === "'") quote = c
    else if (c === '>') return i
  }
  return -1
}

export function scanXml(xml: string, handler: XmlHandler): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new RideFileError('doctype')
  let at = 0
  while (at < xml.length) {
    const lt = xml.indexOf('<', at)
    const textEnd = lt === -1 ? xml.length : lt
    if (textEnd > at) {
      const text = xml.slice(at, textEnd)
      if (text.trim()) handler.text(decodeEntities(text))
    }
    if (lt === -1) return
    if (xml.startsWith('<?', lt)) {
      at = skipPast(xml, '?>', lt)
    } else if (xml.startsWith('<!--', lt)) {
      at = skipPast(xml, '-->', lt)
    } else if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt)
      if (end === -1) throw new RideFileError('bad-xml')
      handler.text(xml.slice(lt + 9, end))
      at = end + 3
    } else if (xml[lt + 1] === '!') {
      throw new RideFileError('doctype')
    } else {
      const end = tagEnd(xml, lt + 1)
      if (end === -1) throw new RideFileError('bad-xml')
      const body = xml.slice(lt + 1, end)
      if (body.startsWith('/')) {
        handler.close(localName(body.slice(1).trim()))
      } else {
        const selfClosing = body.endsWith('/')
        const inner = selfClosing ? body.slice(0, -1) : body
        let nameStop = 0
        while (nameStop < inner.length && !isSpace(inner[nameStop])) nameStop += 1
        const name = localName(inner.slice(0, nameStop))
        if (!name) throw new RideFileError('bad-xml')
        handler.open(name, attributesOf(inner, nameStop))
        if (selfClosing) handler.close(name)
      }
      at = end + 1
    }
  }
}

function skipPast(xml: string, marker: string, from: number): number {
  const end = xml.indexOf(marker, from)
  if (end === -1) throw new RideFileError('bad-xml')
  return end + marker.length
}
