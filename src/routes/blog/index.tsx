import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon, comingSoonHead } from '../../features/static-pages'

export const Route = createFileRoute('/blog/')({
  head: () => comingSoonHead('Blog', '/blog'),
  component: () => <ComingSoon title="Blog" />,
})
