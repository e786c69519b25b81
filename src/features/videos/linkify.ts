/**
 * Splits a plain-text video description into text and link tokens. The screen renders tokens as
 * React nodes (text children and `<a>` elements), never as an HTML string: a feed is outside
 * input, and only http(s) addresses may become links.
 */
export type DescriptionToken =
  { type: 'text'; value: string } | { type: 'link'; href: string; label: string }

/** A run that starts like a web address and stops at whitespace or characters that end prose. */
const CANDIDATE = /\bhttps?:\/\/[^\s<>"'`{}|\\^]+/gi

/** Punctuation that ends a sentence, not an address ("veja https://x.com/a.") */
const TRAILING = /[.,;:!?…'"”’»]+$/

function trimTrailing(raw: string): string {
  let url = raw.replace(TRAILING, '')
  // A closing bracket belongs to the address only when the address opened one (Wikipedia-style).
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
  ] as const) {
    while (url.endsWith(close) && count(url, close) > count(url, open)) {
      url = url.slice(0, -1).replace(TRAILING, '')
    }
  }
  return url
}

function count(text: string, char: string): number {
  return text.split(char).length - 1
}

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname ? url.href : null
  } catch {
    return null
  }
}

export function linkify(text: string): DescriptionToken[] {
  const tokens: DescriptionToken[] = []
  const pushText = (value: string) => {
    if (!value) return
    const last = tokens.at(-1)
    if (last?.type === 'text') last.value += value
    else tokens.push({ type: 'text', value })
  }
  let cursor = 0
  for (const match of text.matchAll(CANDIDATE)) {
    const label = trimTrailing(match[0])
    const href = safeHref(label)
    if (!href) continue
    pushText(text.slice(cursor, match.index))
    tokens.push({ type: 'link', href, label })
    cursor = match.index + label.length
  }
  pushText(text.slice(cursor))
  return tokens
}
