import { optionalLazy } from '../../ui/lazy-part'

/**
 * A side door for the root route: mounted for a signed-in rider on every page, it sends the
 * registrations made with no signal (at start and when the connection returns). Through the
 * feature's index.ts, the index's other exports would land in every page's first paint.
 */
export const RegistrationQueueDelivery = optionalLazy(() => import('./queue-delivery'))
