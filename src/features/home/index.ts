/** The home feature's public door. The screen itself is reached only through the lazy HomePage. */
export { HomePage } from './home-page'
