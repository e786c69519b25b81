import type { Video } from './feed'

export function shareText(channelTitle: string, videoTitle: string): string {
  return `Confira este vídeo do canal ${channelTitle}: ${videoTitle}`
}

export interface ShareDeps {
  share?: (data: ShareData) => Promise<void>
  openWindow: (url: string) => void
}

function browserDeps(): ShareDeps {
  return {
    share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
    openWindow: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
  }
}

/**
 * 'Compartilhar' (spec 02 §2.8): the device's share sheet; when there is none or it fails, the
 * video opens in a new tab. A rider who dismisses the sheet (AbortError) chose not to share, so
 * nothing else opens.
 */
export async function shareVideo(
  video: Pick<Video, 'title' | 'videoUrl'>,
  channelTitle: string,
  deps: ShareDeps = browserDeps(),
): Promise<void> {
  if (deps.share) {
    try {
      await deps.share({
        title: video.title,
        text: shareText(channelTitle, video.title),
        url: video.videoUrl,
      })
      return
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return
    }
  }
  deps.openWindow(video.videoUrl)
}
