import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/meta'
import { LoadingScreen } from '../ui/loading-screen'

/**
 * The page served for addresses that have no prerendered page of their own (a blog post never
 * seen, any path while offline): the layout with a loading state, which the browser then renders
 * for the real address (see main.tsx).
 */
export const Route = createFileRoute('/app-shell')({
  head: () => {
    const head = pageHead({ title: 'Carregando', noindex: true })
    return { ...head, meta: [...head.meta, { name: 'bp-app-shell', content: '1' }] }
  },
  component: () => <LoadingScreen />,
})
