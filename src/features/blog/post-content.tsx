import { useEffect, useState } from 'react'
import type { Post } from './post'

/** Typography for post HTML (no plugin: arbitrary variants keep it in this one place). */
export const PROSE =
  'text-lg leading-relaxed text-zinc-200 [&_a]:font-medium [&_a]:text-brand-300 [&_a]:underline [&_a:hover]:text-brand-200 [&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500/60 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-zinc-50 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-zinc-50 [&_iframe]:mt-6 [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:rounded-xl [&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_strong]:text-zinc-50 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6'

export interface PostContentProps {
  post: Pick<Post, 'contentHtml'>
  /** Our own sample posts: rendered as written, so they prerender. Anything else is sanitised. */
  trusted: boolean
}

/**
 * The post's body. Remote HTML is inserted only after DOMPurify (which needs the browser's DOM)
 * has cleaned it, so it is never part of a prerendered page and never inserted raw.
 */
export function PostContent({ post, trusted }: PostContentProps) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null)

  useEffect(() => {
    if (trusted) return
    let current = true
    void import('./sanitize').then(({ sanitizePostHtml }) => {
      if (current) setClean({ source: post.contentHtml, html: sanitizePostHtml(post.contentHtml) })
    })
    return () => {
      current = false
    }
  }, [post.contentHtml, trusted])

  const html = trusted ? post.contentHtml : clean?.source === post.contentHtml ? clean.html : null
  if (html === null) {
    return <div className="mt-8 min-h-64 animate-pulse rounded-xl bg-zinc-900" aria-hidden="true" />
  }
  return (
    <div
      className={`mt-8 ${PROSE}`}
      data-post-content=""
      // Trusted sample HTML from our source, or the sanitiser's output (see above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
