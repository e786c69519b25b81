/**
 * Reads a channel's public YouTube feed (Atom, `feeds/videos.xml?channel_id=…`) into feed
 * entries. No DOM and no XML library: the script runs in Node, and the feed is a small, fixed
 * shape, so a careful extraction that decodes entities and CDATA is enough. Every entry then goes
 * through `parseVideo`, the same check the page applies to `videos.json`.
 */
import type { VideoChannel } from './channel'
import { parseVideo, type Video } from './feed'
import { extractVideoId, watchUrl } from './video-id'

export interface ChannelRss {
  /** From the feed's header; null when the header lacks an id, title or link. */
  channel: VideoChannel | null
  videos: Video[]
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function fromCodePoint(code: number): string {
  const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
  return valid ? String.fromCodePoint(code) : '\uFFFD'
}

/** One pass, so "&amp;lt;" becomes "&lt;", not "<". Unknown names are left as written. */
export function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X'
      return fromCodePoint(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10))
    }
    return NAMED[body] ?? whole
  })
}

/** Element content as text: CDATA sections verbatim, entities decoded elsewhere. */
function contentText(raw: string): string {
  return raw
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) =>
      part.startsWith('<![CDATA[')
        ? part.slice(9, -3)
        : decodeXmlEntities(part.replace(/<[^>]*>/g, '')),
    )
    .join('')
    .replace(/\r\n?/g, '\n')
}

function escapeTag(tag: string): string {
  return tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function elementText(xml: string, tag: string): string | null {
  const t = escapeTag(tag)
  const match = new RegExp(`<${t}(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</${t}\\s*>)`).exec(xml)
  return match ? contentText(match[1] ?? '').trim() : null
}

function attributes(tagSource: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const m of tagSource.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const name = m[1]
    if (name) found[name] = decodeXmlEntities(m[2] ?? m[3] ?? '')
  }
  return found
}

function elementAttributes(xml: string, tag: string): Record<string, string>[] {
  const pattern = new RegExp(`<${escapeTag(tag)}(\\s[^>]*?)?/?>`, 'g')
  return [...xml.matchAll(pattern)].map((m) => attributes(m[1] ?? ''))
}

function alternateLink(xml: string): string | null {
  const link = elementAttributes(xml, 'link').find((a) => (a.rel ?? 'alternate') === 'alternate')
  return link?.href ?? null
}

function parseEntry(entry: string): Video | null {
  const link = alternateLink(entry)
  const id = elementText(entry, 'yt:videoId') ?? (link ? extractVideoId(link) : null)
  if (!id) return null
  return parseVideo({
    id,
    title: elementText(entry, 'title') ?? elementText(entry, 'media:title'),
    description: elementText(entry, 'media:description') ?? '',
    thumbnail: elementAttributes(entry, 'media:thumbnail')[0]?.url,
    publishedAt: elementText(entry, 'published'),
    videoUrl: watchUrl(id),
  })
}

function parseChannel(head: string): VideoChannel | null {
  const url = alternateLink(head)
  const fromUrl = url ? /\/channel\/(UC[\w-]{22})(?:[/?#]|$)/.exec(url)?.[1] : undefined
  const declared = elementText(head, 'yt:channelId')
  // The header's yt:channelId has been seen without the 'UC' prefix that entries and URLs carry.
  const id = fromUrl ?? (declared && /^[\w-]{22}$/.test(declared) ? `UC${declared}` : declared)
  const title = elementText(head, 'title')
  return id && title && url ? { id, title, url } : null
}

export function parseChannelRss(xml: string): ChannelRss {
  const source = xml.replace(/<!--[\s\S]*?-->/g, '')
  const firstEntry = source.search(/<entry[\s>]/)
  const head = firstEntry === -1 ? source : source.slice(0, firstEntry)
  const videos: Video[] = []
  for (const m of source.matchAll(/<entry(?:\s[^>]*)?>([\s\S]*?)<\/entry\s*>/g)) {
    const video = parseEntry(m[1] ?? '')
    if (video) videos.push(video)
  }
  return { channel: parseChannel(head), videos }
}
