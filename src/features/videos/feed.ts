/**
 * The videos feed (`/data/videos.json`) and its runtime check. The file is rebuilt from
 * outside data and cached by the service worker, so the page reads it through `parseVideoFeed`,
 * which keeps what is well-formed and drops the rest instead of throwing.
 */
import { CHANNEL, type VideoChannel } from './channel'
import { isVideoId, watchUrl } from './video-id'

export interface Video {
  id: string
  title: string
  /** Plain text with line breaks; links are made by `linkify`, never by HTML. */
  description: string
  /** An https address or a path on this site. */
  thumbnail: string
  /** ISO 8601. */
  publishedAt: string
  videoUrl: string
}

export interface VideoFeed {
  channel: VideoChannel
  updatedAt: string
  /** Present and true while the shipped snapshot is sample data ('Vídeos de exemplo'). */
  sample?: boolean
  videos: Video[]
}

export const VIDEO_THUMBNAIL_PLACEHOLDER = '/images/videos/placeholder.svg'

const MAX_TITLE = 200
const MAX_DESCRIPTION = 5000
const MAX_VIDEOS = 500

type Loose = Record<string, unknown>

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' ? value.trim().slice(0, max) : null
}

function isoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** Our own images are root-relative; anything else must be https (no `javascript:`, no http). */
function thumbnail(value: unknown): string {
  if (typeof value === 'string' && /^\/(?!\/)[\w\-./]+$/.test(value) && !value.includes('..')) {
    return value
  }
  return httpsUrl(value) ?? VIDEO_THUMBNAIL_PLACEHOLDER
}

export function parseVideo(value: unknown): Video | null {
  if (!isObject(value)) return null
  const id = typeof value.id === 'string' && isVideoId(value.id) ? value.id : null
  const title = text(value.title, MAX_TITLE)
  const publishedAt = isoDate(value.publishedAt)
  if (!id || !title || !publishedAt) return null
  return {
    id,
    title,
    description: text(value.description, MAX_DESCRIPTION) ?? '',
    thumbnail: thumbnail(value.thumbnail),
    publishedAt,
    // Rebuilt from the id so a feed can never put its own address behind 'Ver no YouTube'.
    videoUrl: watchUrl(id),
  }
}

function parseChannel(value: unknown, fallback: VideoChannel): VideoChannel {
  if (!isObject(value)) return fallback
  const id = text(value.id, 100)
  const title = text(value.title, MAX_TITLE)
  const url = httpsUrl(value.url)
  return id && title && url ? { id, title, url } : fallback
}

/** Newest first; one entry per id; never throws. */
export function parseVideoFeed(data: unknown, fallbackChannel: VideoChannel = CHANNEL): VideoFeed {
  const root = isObject(data) ? data : {}
  const seen = new Set<string>()
  const videos: Video[] = []
  for (const item of Array.isArray(root.videos) ? root.videos.slice(0, MAX_VIDEOS) : []) {
    const video = parseVideo(item)
    if (video && !seen.has(video.id)) {
      seen.add(video.id)
      videos.push(video)
    }
  }
  videos.sort(byNewest)
  const feed: VideoFeed = {
    channel: parseChannel(root.channel, fallbackChannel),
    updatedAt: isoDate(root.updatedAt) ?? '',
    videos,
  }
  if (root.sample === true) feed.sample = true
  return feed
}

export function byNewest(a: Pick<Video, 'publishedAt'>, b: Pick<Video, 'publishedAt'>): number {
  return Date.parse(b.publishedAt) - Date.parse(a.publishedAt)
}
