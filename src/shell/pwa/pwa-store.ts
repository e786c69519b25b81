import { create } from 'zustand'

/** The browser's install prompt event (not in TypeScript's DOM library). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

interface PwaState {
  /** A new version is installed and waiting; `applyUpdate` switches to it. */
  updateReady: boolean
  applyUpdate: () => void
  installPrompt: InstallPromptEvent | null
}

export const usePwaStore = create<PwaState>(() => ({
  updateReady: false,
  applyUpdate: () => undefined,
  installPrompt: null,
}))

/** Keeps the install prompt for the 'Instalar app' button (Chromium browsers); it can fire early. */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    usePwaStore.setState({ installPrompt: event as InstallPromptEvent })
  })
  window.addEventListener('appinstalled', () => usePwaStore.setState({ installPrompt: null }))
}
