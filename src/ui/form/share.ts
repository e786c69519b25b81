import { notify } from '../toast'

export const COPIED_TOAST = 'Resultado copiado'
export const COPY_FAILED_TOAST = 'Não foi possível copiar o resultado.'

/**
 * Shares a result as text: the Web Share sheet where the device has one, otherwise the text
 * (with the page address) goes to the clipboard. A rider closing the share sheet is not a failure.
 */
export async function shareResult(title: string, text: string): Promise<void> {
  const url = window.location.href
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url })
      return
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return
    }
  }
  try {
    await navigator.clipboard.writeText(`${title}\n${text}\n${url}`)
    await notify('success', COPIED_TOAST)
  } catch {
    await notify('error', COPY_FAILED_TOAST)
  }
}
