import { optionalLazy } from '../../ui/lazy-part'

/**
 * A side door for the root route: mounted for a signed-in rider on every page, it sends the joins
 * and leaves made with no signal (at start, when the connection returns, when the tab is shown
 * again). Through the feature's index.ts, the index's other exports would land in every page's
 * first paint; its chunk (`challenges-queue`) stays out of the precache and the first paint.
 */
export const ChallengeQueueDelivery = optionalLazy(() => import('./queue-delivery'))
