import { lazyScreen } from '../../../ui/lazy-screen'

/** The route's component: the screen itself loads right after the prerendered page paints. */
export const FtpPage = lazyScreen('FTP', () => import('./ftp-screen').then((m) => m.FtpScreen))
