/**
 * The 11-character id of a YouTube video from the address forms riders and feeds use. Anything
 * else is null, so a bad address never reaches the embed.
 */
const ID = /^[A-Za-z0-9_-]{11}$/

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])

/** Path prefixes whose next segment is the id (`/embed/ID`, `/shorts/ID`, …). */
const ID_SEGMENT_PREFIXES = new Set(['embed', 'shorts', 'live', 'v', 'e'])

export function isVideoId(value: string): boolean {
  return ID.test(value)
}

function toUrl(input: string): URL | null {
  const trimmed = input.trim()
  // A pasted address often lacks the scheme ("youtu.be/…", "www.youtube.com/…").
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`
  try {
    const url = new URL(withScheme)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

export function extractVideoId(input: string): string | null {
  const url = toUrl(input)
  if (!url) return null
  const host = url.hostname.toLowerCase()
  const segments = url.pathname.split('/').filter(Boolean)
  let candidate: string | null | undefined = null
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    candidate = segments.length === 1 ? segments[0] : null
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = segments
    if (first === 'watch' && segments.length === 1) candidate = url.searchParams.get('v')
    else if (first && ID_SEGMENT_PREFIXES.has(first) && segments.length === 2) candidate = second
  }
  return candidate && ID.test(candidate) ? candidate : null
}

export function watchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`
}

/** The privacy-enhanced embed the modal uses: autoplay on, related videos from this channel only. */
export function embedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
}
