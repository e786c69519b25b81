import { Link } from '@tanstack/react-router'
import { LatestPostsFeed, PostCard, PostCardSkeleton, PostsNote, type PostsPage } from '../blog'
import { MORE_LINK, SectionHeading } from './section-heading'

const SLOTS = Array.from({ length: 8 }, (_, index) => index)

/** Posts 5–8 show from the `lg` breakpoint: CSS, so the prerendered page is right at any width. */
const slotClass = (index: number) => (index >= 4 ? 'hidden lg:block' : undefined)

/** 'Últimos posts' (spec 01 §2 Home, item 4): 4 on small screens, 8 on large ones. */
export function LatestPosts({ initial }: { initial: PostsPage | null }) {
  return (
    <LatestPostsFeed initial={initial}>{(data) => <PostsSection data={data} />}</LatestPostsFeed>
  )
}

function PostsSection({ data }: { data: PostsPage | null }) {
  return (
    <section aria-labelledby="ultimos-posts" className="mx-auto max-w-6xl px-4 pb-12">
      <SectionHeading id="ultimos-posts" title="Últimos posts do blog">
        <Link to="/blog" className={MORE_LINK}>
          Ver o blog →
        </Link>
      </SectionHeading>
      <PostsNote source={data?.source ?? null} />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={!data}>
        {data
          ? data.posts.slice(0, 8).map((post, index) => (
              <li key={post.id} className={slotClass(index)}>
                <PostCard post={post} />
              </li>
            ))
          : SLOTS.map((index) => (
              <li key={index} className={slotClass(index)}>
                <PostCardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  )
}
