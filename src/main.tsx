import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { listenForInstallPrompt } from './app/pwa/pwa-store'
import { createAppRouter } from './app/router'
import { stashLinkSecrets } from './lib/link-secrets'
import { writeString } from './lib/storage'

// Before the router or analytics read the address: link secrets (an invitation's token) leave it.
stashLinkSecrets()

// Spec 01 §1: the interface is always dark; the stored preference is forced to dark on load.
writeString('theme', 'dark')
document.documentElement.classList.remove('light')

const router = createAppRouter()

const onRecoverableError = (error: unknown, info: { componentStack?: string }) => {
  // Hydration mismatches surface here; the e2e suite fails on any console error.
  console.error('Recoverable render error', error, info.componentStack)
}

// The app shell (served for an address with no page of its own) holds another route's markup,
// so it is rendered afresh for the real address instead of hydrated.
const isShell =
  document.querySelector('meta[name="bp-app-shell"]') !== null &&
  window.location.pathname !== '/app-shell'

if (isShell) {
  void router.load().then(() => {
    createRoot(document, { onRecoverableError }).render(<RouterProvider router={router} />)
  })
} else {
  hydrateRoot(document, <RouterClient router={router} />, { onRecoverableError })
}

listenForInstallPrompt()

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('./app/pwa/register').then((pwa) => pwa.registerServiceWorker())
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
