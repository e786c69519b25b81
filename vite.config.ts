import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { SITE_SERVER_ENTRY } from './scripts/build-paths.ts'
import { prerenderPlugin } from './scripts/prerender-plugin.ts'
import { webManifest } from './scripts/web-manifest.ts'

// The client build. `npm run build` first builds the SSR bundle (vite.ssr.config.ts), which this
// build's prerender step uses to write every page before the service worker is generated.
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    prerenderPlugin({ serverEntry: SITE_SERVER_ENTRY }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: webManifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        globIgnores: ['**/node_modules/**'],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    manifest: true,
    target: 'es2022',
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1', port: 4173 },
})
