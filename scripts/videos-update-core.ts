/**
 * The work behind `npm run videos:update`, kept apart from the command line so tests can drive it
 * with a saved feed, a fake `fetch` and a temporary folder. It never leaves a half-written or
 * emptied `videos.json`: any failure returns before the file is touched.
 */
import { readFile, rename, writeFile } from 'node:fs/promises'
import {
  CHANNEL,
  PLACEHOLDER_YOUTUBE_CHANNEL_ID,
  channelRssUrl,
} from '../src/features/videos/channel.ts'
import { byNewest, type VideoFeed } from '../src/features/videos/feed.ts'
import { parseChannelRss } from '../src/features/videos/rss.ts'

export const DEFAULT_OUT_FILE = 'public/data/videos.json'
const FETCH_TIMEOUT_MS = 15_000

export interface UpdateOptions {
  /** A saved RSS file to read instead of the network. */
  fromFile?: string
  outFile: string
  channelId: string
}

export interface UpdateDeps {
  fetch: typeof fetch
  now: () => Date
}

export type UpdateResult =
  { ok: true; count: number; outFile: string } | { ok: false; message: string }

export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv): UpdateOptions | string {
  const options: UpdateOptions = {
    outFile: DEFAULT_OUT_FILE,
    channelId: env.YOUTUBE_CHANNEL_ID?.trim() || CHANNEL.id,
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const value = argv[i + 1]
    if ((arg === '--from-file' || arg === '--out') && value && !value.startsWith('--')) {
      if (arg === '--from-file') options.fromFile = value
      else options.outFile = value
      i++
    } else {
      return `Argumento inválido / invalid argument: ${arg ?? ''} (uso: videos-update [--from-file feed.xml] [--out ${DEFAULT_OUT_FILE}])`
    }
  }
  return options
}

/** The feed for `videos.json`: the channel's real data, newest first, and no `sample` flag. */
export function buildFeed(xml: string, channelId: string, now: Date): VideoFeed | string {
  const rss = parseChannelRss(xml)
  if (rss.videos.length === 0) return 'O feed não tem vídeos válidos / the feed has no valid videos'
  const channel = rss.channel ?? { ...CHANNEL, id: channelId }
  return {
    channel: { id: channel.id, title: channel.title, url: channel.url },
    updatedAt: now.toISOString(),
    videos: [...rss.videos].sort(byNewest),
  }
}

/** Node's fetch hides the useful part ("getaddrinfo ENOTFOUND …") in `cause`. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return error.cause instanceof Error ? error.cause.message : error.message
}

async function download(channelId: string, deps: UpdateDeps): Promise<string> {
  const url = channelRssUrl(channelId)
  let response: Response
  try {
    response = await deps.fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
  } catch (error) {
    throw new Error(`Sem acesso ao YouTube / cannot reach YouTube (${describe(error)})`)
  }
  if (!response.ok) {
    throw new Error(`O YouTube respondeu / YouTube answered ${response.status} (${url})`)
  }
  return response.text()
}

export async function updateVideos(
  options: UpdateOptions,
  deps: UpdateDeps,
): Promise<UpdateResult> {
  const untouched = `${options.outFile} não foi alterado / left untouched`
  if (!options.fromFile && options.channelId === PLACEHOLDER_YOUTUBE_CHANNEL_ID) {
    return {
      ok: false,
      message: `Defina YOUTUBE_CHANNEL_ID (o id em src/features/videos/channel.ts é um marcador) / set YOUTUBE_CHANNEL_ID; ${untouched}`,
    }
  }
  let xml: string
  try {
    xml = options.fromFile
      ? await readFile(options.fromFile, 'utf8')
      : await download(options.channelId, deps)
  } catch (error) {
    return { ok: false, message: `${describe(error)}; ${untouched}` }
  }
  const feed = buildFeed(xml, options.channelId, deps.now())
  if (typeof feed === 'string') return { ok: false, message: `${feed}; ${untouched}` }
  // Write beside the target, then rename: a crash mid-write never leaves a broken snapshot.
  const temporary = `${options.outFile}.${process.pid}.tmp`
  await writeFile(temporary, `${JSON.stringify(feed, null, 2)}\n`, 'utf8')
  await rename(temporary, options.outFile)
  return { ok: true, count: feed.videos.length, outFile: options.outFile }
}
