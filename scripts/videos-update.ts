/**
 * Rebuilds `public/data/videos.json` from the channel's public YouTube RSS feed.
 *
 *   tsx scripts/videos-update.ts                      # channel from YOUTUBE_CHANNEL_ID or config
 *   tsx scripts/videos-update.ts --from-file feed.xml # from a saved feed (offline)
 *
 * Fails with one line and exit code 1, leaving the existing file as it was.
 */
import { parseArgs, updateVideos } from './videos-update-core.ts'

const options = parseArgs(process.argv.slice(2), process.env)
if (typeof options === 'string') {
  console.error(options)
  process.exit(2)
}

const result = await updateVideos(options, { fetch, now: () => new Date() })
if (result.ok) {
  console.log(`${result.outFile}: ${result.count} vídeos / videos`)
} else {
  console.error(`videos:update falhou / failed: ${result.message}`)
  process.exit(1)
}
