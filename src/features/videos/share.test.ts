import { describe, expect, it, vi } from 'vitest'
import { shareText, shareVideo } from './share'

const video = { title: 'Trilha do Pati', videoUrl: 'https://www.youtube.com/watch?v=sampleVid04' }

describe('shareVideo', () => {
  it('uses the share sheet with title, the spec text and the URL', async () => {
    const share = vi.fn(() => Promise.resolve())
    const openWindow = vi.fn()
    await shareVideo(video, 'Bora Pedalar', { share, openWindow })
    expect(share).toHaveBeenCalledWith({
      title: 'Trilha do Pati',
      text: 'Confira este vídeo do canal Bora Pedalar: Trilha do Pati',
      url: video.videoUrl,
    })
    expect(openWindow).not.toHaveBeenCalled()
    expect(shareText('X', 'Y')).toBe('Confira este vídeo do canal X: Y')
  })

  it('opens the video in a new tab without a share sheet, or when sharing fails', async () => {
    const openWindow = vi.fn()
    await shareVideo(video, 'Bora Pedalar', { openWindow })
    await shareVideo(video, 'Bora Pedalar', {
      share: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
      openWindow,
    })
    expect(openWindow.mock.calls).toEqual([[video.videoUrl], [video.videoUrl]])
  })

  it('does nothing more when the rider dismisses the sheet', async () => {
    const openWindow = vi.fn()
    await shareVideo(video, 'Bora Pedalar', {
      share: () => Promise.reject(new DOMException('cancelled', 'AbortError')),
      openWindow,
    })
    expect(openWindow).not.toHaveBeenCalled()
  })
})
