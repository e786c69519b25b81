/**
 * The YouTube channel and its ten fixed playlists (spec 02 §2.8). The ids below are placeholders
 * that point at nothing: put the channel's real ids here (or set `YOUTUBE_CHANNEL_ID` for
 * `npm run videos:update`) before publishing.
 */
export interface VideoChannel {
  id: string
  title: string
  url: string
}

export interface Playlist {
  id: string
  title: string
  url: string
}

/** Placeholder in YouTube's shape ('UC' + 22 characters); not a real channel. */
export const PLACEHOLDER_YOUTUBE_CHANNEL_ID = 'UCplaceholderBoraPedalar'

export const CHANNEL: VideoChannel = {
  id: PLACEHOLDER_YOUTUBE_CHANNEL_ID,
  title: 'Bora Pedalar',
  url: 'https://www.youtube.com/@borapedalar',
}

/** The channel's public Atom feed: the last 15 uploads, no API key needed. */
export function channelRssUrl(channelId: string): string {
  return `https://www.youtube.com/feeds/videos.xml?channel_id=${encodeURIComponent(channelId)}`
}

export function playlistUrl(id: string): string {
  return `https://www.youtube.com/playlist?list=${encodeURIComponent(id)}`
}

const playlist = (id: string, title: string): Playlist => ({ id, title, url: playlistUrl(id) })

/** Placeholder playlist ids in YouTube's shape ('PL' + 32 characters). */
export const PLAYLISTS: readonly Playlist[] = [
  playlist('PLplaceholderBoraPedalar0000000001', 'Expedições Bora Pedalar'),
  playlist('PLplaceholderBoraPedalar0000000002', 'Documentários e Websséries'),
  playlist('PLplaceholderBoraPedalar0000000003', 'Podcast Bora Pedalar'),
  playlist('PLplaceholderBoraPedalar0000000004', 'Vídeos Curtos'),
  playlist('PLplaceholderBoraPedalar0000000005', 'Destaques do Canal'),
  playlist('PLplaceholderBoraPedalar0000000006', 'Desafio Serra Acima – Edição 2026'),
  playlist('PLplaceholderBoraPedalar0000000007', 'Trilhas e Roteiros de MTB'),
  playlist('PLplaceholderBoraPedalar0000000008', 'Manutenção e Mecânica'),
  playlist('PLplaceholderBoraPedalar0000000009', 'Treino e Nutrição'),
  playlist('PLplaceholderBoraPedalar0000000010', 'Cicloturismo e Bikepacking'),
]
