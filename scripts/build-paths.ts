export const SSR_OUT_DIR = 'dist-ssr'
export const SITE_SERVER_ENTRY = `${SSR_OUT_DIR}/entry-server.js`
export const CLIENT_OUT_DIR = 'dist'
