import { lazyScreen } from '../../../ui/lazy-screen'

/** The route's component: the screen itself loads right after the prerendered page paints. */
export const ImcPage = lazyScreen('IMC', () => import('./imc-screen').then((m) => m.ImcScreen))
