/** The blog feature's public door (other features and the server entry come in here). */
export { HOME_POSTS_PER_PAGE, type PostsPage } from './get-posts'
export { PostCard, PostCardSkeleton } from './post-card'
export { PostsNote } from './posts-note'
export { LatestPostsFeed } from './latest-posts-feed'
export { SAMPLE_POST_SLUGS, samplePostsPage } from './samples'
