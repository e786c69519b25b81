import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { SSR_OUT_DIR } from './scripts/build-paths.ts'

// The server bundle the prerender step renders with (see scripts/prerender-plugin.ts).
export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: SSR_OUT_DIR,
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
    rolldownOptions: {
      output: { entryFileNames: 'entry-server.js' },
    },
  },
})
