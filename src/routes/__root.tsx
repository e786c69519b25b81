import { createRootRoute, HeadContent, Outlet, redirect, Scripts } from '@tanstack/react-router'
import { useEffect } from 'react'
import { aliasTarget } from '../shell/aliases'
import { Header } from '../shell/header'
import { MobileBar } from '../shell/mobile-bar'
import { useAfterHydration } from '../lib/use-hydrated'
import { AnonymousResultsPrompt, AuthBootstrap, useAuthStore } from '../features/auth'
import { ChallengeQueueDelivery } from '../features/challenges/queue-door'
import { RegistrationQueueDelivery } from '../features/events/queue-door'
import { releaseEarlyInputWhenLive } from '../lib/early-input/release'
import { pageHead } from '../lib/meta'
import { optionalLazy, preloadedScreen, untilLoaded } from '../ui/lazy-part'

// Parts that are invisible at first paint load after hydration, outside the first-paint budget;
// a failed download leaves the page as it is and is tried again when the device is back online.
const Toaster = optionalLazy(() => import('../shell/toaster'))
const PwaBanners = optionalLazy(() => import('../shell/pwa/pwa-banners'))
const Analytics = optionalLazy(() => import('../shell/analytics/analytics'))
// Below the fold on every page: the prerendered footer shows (its links are plain anchors) while
// its code, and its social marks, load after first paint; it hydrates when they arrive. A failed
// download is tried again (`untilLoaded`): outside any route's error screen, its failure would
// otherwise take the whole page down, form and all, on a connection lost right after load.
const Footer = preloadedScreen(
  () => untilLoaded(() => import('../shell/footer')).then((m) => m.Footer),
  null,
)
// One element for the document's life: the document's own update once hydrated would reach a
// footer still waiting for its code, and React would trade the prerendered footer for nothing.
const footer = <Footer />
// Only a wrong address shows it: its code is asked for when it is first rendered (not by every
// page), and the prerendered 404 page hydrates it when it arrives.
const NotFound = preloadedScreen(
  () => untilLoaded(() => import('../features/static-pages/not-found')).then((m) => m.NotFound),
  null,
  { eager: false },
)

export const Route = createRootRoute({
  beforeLoad: ({ location }) => {
    const target = aliasTarget(location.pathname)
    if (target) {
      const hash = location.hash ? `#${location.hash}` : ''
      throw redirect({ href: `${target}${location.searchStr}${hash}`, replace: true })
    }
  },
  head: ({ matches }) => {
    // The not-found screen, at any depth, must be named and not indexed. Counting matches
    // cannot tell it: below an existing route (`/videos/nao/existe`) the router matches that
    // route partly. It marks the match that shows the not-found screen (`_notFound`), or sets
    // `status: 'notFound'` on the match whose loader threw notFound().
    const notFound = matches.some((match) => match._notFound || match.status === 'notFound')
    const base = notFound
      ? pageHead({ title: 'Trail Not Found', noindex: true })
      : pageHead({ title: 'Bora Pedalar — calculadoras e vídeos para ciclistas' })
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
        { name: 'theme-color', content: '#09090b' },
        { name: 'color-scheme', content: 'dark' },
        ...base.meta,
      ],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
        { rel: 'manifest', href: '/manifest.webmanifest' },
      ],
    }
  },
  component: RootDocument,
  notFoundComponent: NotFound,
})

function RootDocument() {
  useEffect(() => {
    // A signal for tests and tools: the document is interactive (hydrated or rendered).
    document.documentElement.dataset.ready = 'true'
    releaseEarlyInputWhenLive()
  }, [])
  return (
    <html lang="pt-BR" className="dark" style={{ colorScheme: 'dark' }}>
      <head>
        <HeadContent />
      </head>
      <body className="min-h-dvh bg-zinc-950 text-zinc-100 antialiased">
        <a
          href="#conteudo"
          className="sr-only z-50 rounded-lg bg-brand-500 px-4 py-2 font-semibold text-zinc-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Pular para o conteúdo
        </a>
        <Header />
        <main id="conteudo" className="min-h-[60vh]">
          <Outlet />
        </main>
        {footer}
        <MobileBar />
        <AuthBootstrap />
        <AfterHydration />
        <Scripts />
      </body>
    </html>
  )
}

/**
 * The parts that never enter the HTML, once the document has hydrated. The flag is read here, not
 * in the document (its flip re-renders its reader's whole tree), and it flips in a transition:
 * mounting these parts (and asking for their code) in the task that ends hydration held a slow
 * phone's main thread for 30–45 ms.
 */
function AfterHydration() {
  const hydrated = useAfterHydration()
  if (!hydrated) return null
  return (
    <>
      <PwaBanners />
      <Analytics />
      <Toaster />
      <SignedInExtras />
    </>
  )
}

/**
 * For a signed-in rider only: the offer to keep this device's anonymous results, and the delivery
 * of event registrations and challenge joins made with no signal (at start and when the
 * connection returns).
 */
function SignedInExtras() {
  const signedIn = useAuthStore((s) => s.status === 'signedIn')
  if (!signedIn) return null
  return (
    <>
      <AnonymousResultsPrompt />
      <RegistrationQueueDelivery />
      <ChallengeQueueDelivery />
    </>
  )
}
