import { Link } from '@tanstack/react-router'
import type { PostSummary } from './post'
import { postDate, postDateTime } from './post-date'

/**
 * Fixed heights (image, two title lines, three excerpt lines), so loading never shifts. On phones
 * a compact row (square image, no excerpt) keeps four posts within a couple of screens.
 */
const CARD =
  'group flex h-full overflow-hidden sm:flex-col rounded-2xl border border-zinc-800 bg-zinc-900/70 transition-colors hover:border-brand-500/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400'

export function PostCard({ post }: { post: PostSummary }) {
  return (
    <Link to="/blog/$slug" params={{ slug: post.slug }} className={CARD}>
      <span className="block aspect-square w-28 shrink-0 bg-zinc-800 sm:aspect-video sm:w-auto">
        {post.image && (
          <img
            src={post.image}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            className="size-full object-cover"
          />
        )}
      </span>
      <span className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
        <span className="line-clamp-2 h-12 leading-6 font-semibold text-zinc-50 group-hover:text-brand-200">
          {post.title}
        </span>
        <span className="mt-2 hidden h-15 text-sm leading-5 text-zinc-300 sm:line-clamp-3">
          {post.excerpt}
        </span>
        <span className="mt-auto truncate pt-2 text-xs text-zinc-400 sm:mt-3 sm:pt-0 sm:whitespace-normal">
          <time dateTime={postDateTime(post.date)}>{postDate(post.date)}</time> · {post.author}
        </span>
      </span>
    </Link>
  )
}

export function PostCardSkeleton() {
  return (
    <div className={`${CARD} animate-pulse`} aria-hidden="true">
      <div className="aspect-square w-28 shrink-0 bg-zinc-800 sm:aspect-video sm:w-auto" />
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <div className="h-12 rounded bg-zinc-800" />
        <div className="mt-2 hidden h-15 rounded bg-zinc-800/70 sm:block" />
        <div className="mt-3 h-4 w-2/3 rounded bg-zinc-800/70" />
      </div>
    </div>
  )
}
