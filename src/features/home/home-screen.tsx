import { staticPart } from '../../ui/static-part'
import { HOME_DATA } from './home-data'
import { LatestPosts } from './latest-posts'
import { LatestVideos } from './latest-videos'

// The hero and the cards: on the prerendered home page they stay its HTML (their links are
// routed by main.tsx); the posts and the videos, which open a player, hydrate.
const HomeIntro = staticPart('home-intro', () => import('./home-intro'))

export function HomeScreen() {
  return (
    <>
      <HomeIntro />
      <LatestPosts initial={HOME_DATA.posts} />
      <LatestVideos initial={HOME_DATA.videos} />
    </>
  )
}
