import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PLACEHOLDER_YOUTUBE_CHANNEL_ID } from '../src/features/videos/channel.ts'
import { parseVideoFeed } from '../src/features/videos/feed.ts'
import {
  DEFAULT_OUT_FILE,
  parseArgs,
  updateVideos,
  type UpdateDeps,
  type UpdateResult,
} from './videos-update-core.ts'

const FIXTURE = fileURLToPath(
  new URL('../src/features/videos/__fixtures__/channel-rss.xml', import.meta.url),
)
const NOW = new Date('2026-11-22T09:00:00Z')
const REAL_ID = 'UC1234567890abcdefghijkl'
const OLD_SNAPSHOT = '{"old":true}\n'

let dir: string
let outFile: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'videos-update-'))
  outFile = join(dir, 'videos.json')
  await writeFile(outFile, OLD_SNAPSHOT)
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const messageOf = (result: UpdateResult) => (result.ok ? '' : result.message)
const deps = (fetchImpl: UpdateDeps['fetch']): UpdateDeps => ({ fetch: fetchImpl, now: () => NOW })
const noNetwork: UpdateDeps['fetch'] = () =>
  Promise.reject(
    new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND www.youtube.com') }),
  )

describe('parseArgs', () => {
  it('defaults to the configured channel and the public snapshot', () => {
    expect(parseArgs([], {})).toEqual({
      outFile: DEFAULT_OUT_FILE,
      channelId: PLACEHOLDER_YOUTUBE_CHANNEL_ID,
    })
  })

  it('takes the channel from YOUTUBE_CHANNEL_ID and files from flags', () => {
    expect(
      parseArgs(['--from-file', 'a.xml', '--out', 'b.json'], {
        YOUTUBE_CHANNEL_ID: ` ${REAL_ID} `,
      }),
    ).toEqual({ fromFile: 'a.xml', outFile: 'b.json', channelId: REAL_ID })
  })

  it.each([[['--from-file']], [['--bogus']], [['--out', '--from-file', 'x']]])(
    'refuses %j with a one-line usage',
    (argv) => {
      const result = parseArgs(argv, {})
      expect(typeof result).toBe('string')
      expect(result).not.toContain('\n')
    },
  )
})

describe('updateVideos', () => {
  it('builds videos.json from a saved feed, newest first and not marked as sample', async () => {
    const result = await updateVideos(
      { fromFile: FIXTURE, outFile, channelId: PLACEHOLDER_YOUTUBE_CHANNEL_ID },
      deps(noNetwork),
    )
    expect(result).toEqual({ ok: true, count: 15, outFile })
    const written: unknown = JSON.parse(await readFile(outFile, 'utf8'))
    expect(written).not.toHaveProperty('sample')
    expect(parseVideoFeed(written)).toEqual(written)
    const feed = parseVideoFeed(written)
    expect(feed.updatedAt).toBe('2026-11-22T09:00:00.000Z')
    expect(feed.channel.id).toBe('UCfixtureBoraPedalar0001')
    const dates = feed.videos.map((v) => Date.parse(v.publishedAt))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(await readdir(dir)).toEqual(['videos.json'])
  })

  it('downloads the configured channel’s feed', async () => {
    const xml = await readFile(FIXTURE, 'utf8')
    const asked: string[] = []
    const result = await updateVideos(
      { outFile, channelId: REAL_ID },
      deps((input) => {
        asked.push(
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        )
        return Promise.resolve(new Response(xml, { status: 200 }))
      }),
    )
    expect(result.ok).toBe(true)
    expect(asked).toEqual([`https://www.youtube.com/feeds/videos.xml?channel_id=${REAL_ID}`])
  })

  it.each<[string, UpdateDeps['fetch'], RegExp]>([
    ['no network', noNetwork, /cannot reach YouTube \(getaddrinfo ENOTFOUND/],
    ['HTTP 404', () => Promise.resolve(new Response('Not Found', { status: 404 })), /answered 404/],
    [
      'a page that is not a feed',
      () => Promise.resolve(new Response('<html></html>')),
      /no valid videos/,
    ],
  ])('fails in one line and leaves the file untouched: %s', async (_label, fetchImpl, pattern) => {
    const result = await updateVideos({ outFile, channelId: REAL_ID }, deps(fetchImpl))
    expect(result.ok).toBe(false)
    expect(messageOf(result)).toMatch(pattern)
    expect(messageOf(result)).toContain('left untouched')
    expect(messageOf(result)).not.toContain('\n')
    expect(await readFile(outFile, 'utf8')).toBe(OLD_SNAPSHOT)
  })

  it('refuses to fetch with the placeholder channel id', async () => {
    const result = await updateVideos(
      { outFile, channelId: PLACEHOLDER_YOUTUBE_CHANNEL_ID },
      deps(() => Promise.reject(new Error('must not be called'))),
    )
    expect(messageOf(result)).toContain('YOUTUBE_CHANNEL_ID')
    expect(await readFile(outFile, 'utf8')).toBe(OLD_SNAPSHOT)
  })

  it('reports a missing saved feed', async () => {
    const result = await updateVideos(
      { fromFile: join(dir, 'nope.xml'), outFile, channelId: REAL_ID },
      deps(noNetwork),
    )
    expect(messageOf(result)).toContain('ENOENT')
    expect(await readFile(outFile, 'utf8')).toBe(OLD_SNAPSHOT)
  })
})
