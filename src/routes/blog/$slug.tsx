import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '../../features/static-pages'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/blog/$slug')({
  head: ({ params }) => pageHead({ title: 'Blog', path: `/blog/${params.slug}` }),
  component: () => <UnderConstruction title="Blog" />,
})
