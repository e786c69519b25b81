import { RouterClient } from '@tanstack/react-router/ssr/client'
import { hydrateRoot } from 'react-dom/client'
import { createAppRouter } from './app/router'
import { writeString } from './lib/storage'

// Spec 01 §1: the interface is always dark; the stored preference is forced to dark on load.
writeString('theme', 'dark')
document.documentElement.classList.remove('light')

const router = createAppRouter()

hydrateRoot(document, <RouterClient router={router} />, {
  onRecoverableError(error, info) {
    // Hydration mismatches surface here; the e2e suite fails on any console error.
    console.error('Recoverable render error', error, info.componentStack)
  },
})
