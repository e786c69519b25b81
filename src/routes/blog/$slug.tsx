import { createFileRoute } from '@tanstack/react-router'
import { ReaderPage } from '../../features/blog/reader-page'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/blog/$slug')({
  // Sample posts answer at once (and prerender); others come from the blog API or its stored copy.
  loader: ({ params }) =>
    import('../../features/blog/posts-query').then((m) => m.loadPost(params.slug)),
  head: ({ params, loaderData }) => {
    const post = loaderData?.post
    return pageHead({
      title: post ? post.title : 'Post não encontrado',
      description: post?.excerpt || undefined,
      path: `/blog/${params.slug}`,
      // Link previews (WhatsApp, Facebook) do not show SVG: keep the site's image for those.
      image: post?.image && !post.image.endsWith('.svg') ? post.image : undefined,
      noindex: !post,
    })
  },
  component: function PostRoute() {
    return <ReaderPage result={Route.useLoaderData()} />
  },
})
