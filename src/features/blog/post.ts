/**
 * A blog post as the WordPress REST API v2 returns it with `_embed` (spec 01 §3, §7), and the two
 * shapes the screens use: a plain-text summary for cards and the full post for the reader.
 */
export interface WpRendered {
  rendered: string
  protected?: boolean
}

/** The fields this app reads; WordPress sends many more. Embeds may hold error objects instead. */
export interface WpPost {
  id: number
  /** WordPress's site-local time, without a zone ("2026-03-12T09:00:00"). */
  date: string
  slug: string
  link?: string
  title: WpRendered
  excerpt: WpRendered
  content: WpRendered
  _embedded?: {
    author?: readonly { id?: number; name?: string }[]
    'wp:featuredmedia'?: readonly { id?: number; source_url?: string; alt_text?: string }[]
  }
}

export interface PostSummary {
  id: number
  slug: string
  /** Plain text: safe as a React child, never as HTML. */
  title: string
  excerpt: string
  date: string
  author: string
  /** An https address or a path on this site; null when the post has no usable image. */
  image: string | null
  imageAlt: string
}

export interface Post extends PostSummary {
  /** The post's HTML as received: sanitise it (DOMPurify) before rendering. */
  contentHtml: string
}

export const DEFAULT_AUTHOR = 'Equipe Bora Pedalar'

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  deg: '°',
  ordm: 'º',
  ordf: 'ª',
  copy: '©',
  reg: '®',
  trade: '™',
}

/** `&eacute;`, `&Ccedil;`, `&atilde;`…: Portuguese letters as WordPress may encode them. */
const ACCENT_MARKS: Record<string, string> = {
  acute: '\u0301',
  grave: '\u0300',
  circ: '\u0302',
  tilde: '\u0303',
  uml: '\u0308',
  cedil: '\u0327',
}

function namedEntity(name: string): string | undefined {
  const accented = /^([a-z])(acute|grave|circ|tilde|uml|cedil)$/i.exec(name)
  const mark = accented?.[2] ? ACCENT_MARKS[accented[2]] : undefined
  if (accented?.[1] && mark) return `${accented[1]}${mark}`.normalize('NFC')
  return NAMED_ENTITIES[name]
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] !== '#') return namedEntity(body) ?? whole
    const hex = body[1] === 'x' || body[1] === 'X'
    const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10)
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
    return valid ? String.fromCodePoint(code) : '\uFFFD'
  })
}

/**
 * Rendered HTML → one line of plain text for cards and titles. Only for display as text: the
 * result may contain "<" again once entities are decoded, which React escapes.
 */
export function htmlToText(html: string): string {
  const withoutTags = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim()
}

/** WordPress ends automatic excerpts with " [&hellip;]"; a card wants a plain ellipsis. */
function excerptText(html: string): string {
  return htmlToText(html).replace(/\s*\[…\]$/, '…')
}

function text(value: unknown): string {
  return typeof value === 'string' ? htmlToText(value) : ''
}

function safeImage(url: string): string | null {
  if (!url) return null
  if (/^\/(?!\/)/.test(url)) return url
  try {
    return new URL(url).protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

export function toPostSummary(post: WpPost): PostSummary {
  // Embeds come from outside and may be error objects ({ code, message }): read them defensively.
  const author = post._embedded?.author?.[0]
  const media = post._embedded?.['wp:featuredmedia']?.[0]
  const title = htmlToText(post.title.rendered)
  return {
    id: post.id,
    slug: post.slug,
    title,
    excerpt: excerptText(post.excerpt.rendered),
    date: post.date,
    author: text(author?.name) || DEFAULT_AUTHOR,
    image: safeImage(typeof media?.source_url === 'string' ? media.source_url.trim() : ''),
    imageAlt: text(media?.alt_text) || title,
  }
}

export function toPost(post: WpPost): Post {
  return { ...toPostSummary(post), contentHtml: post.content.rendered }
}

function isRendered(value: unknown): value is WpRendered {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { rendered?: unknown }).rendered === 'string'
  )
}

/** A runtime check for API answers: the mappers above trust these fields. */
export function isWpPost(value: unknown): value is WpPost {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.id === 'number' &&
    typeof v.date === 'string' &&
    typeof v.slug === 'string' &&
    /^[\p{L}\p{N}_%-]+$/u.test(v.slug) &&
    isRendered(v.title) &&
    isRendered(v.excerpt) &&
    isRendered(v.content) &&
    (v._embedded === undefined || (typeof v._embedded === 'object' && v._embedded !== null))
  )
}
