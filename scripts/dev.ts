/**
 * `npm run dev`: the Vite dev server in middleware mode, rendering each page on request with the
 * same server entry the build prerenders with (so what you see in development is what ships),
 * beside the local Supabase-compatible backend.
 */
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { createServer as createViteServer } from 'vite'
import { startBackend } from './backend.ts'
import { documentAssetsFromHtml } from './document-assets.ts'

interface ServerEntry {
  renderUrl: (
    url: string,
    assets: unknown,
  ) => Promise<{ status: number; html: string; location?: string }>
}

const port = Number(process.env.PORT ?? 5173)
const vite = await createViteServer({
  server: { middlewareMode: true },
  appType: 'custom',
})
const template = await readFile('index.html', 'utf8')

const server = createServer((request, response) => {
  vite.middlewares(request, response, () => {
    void (async () => {
      const url = request.url ?? '/'
      try {
        const html = await vite.transformIndexHtml(url, template)
        const parsed = documentAssetsFromHtml(html)
        const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry
        const result = await entry.renderUrl(url, { scripts: parsed.scripts, css: parsed.css })
        if (result.location) {
          response.writeHead(302, { Location: result.location })
          return response.end()
        }
        response.writeHead(result.status, { 'Content-Type': 'text/html; charset=utf-8' })
        response.end(result.html)
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error)
        console.error(error)
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
        response.end(String(error instanceof Error ? error.stack : error))
      }
    })()
  })
})

const backend = await startBackend({ siteUrl: `http://127.0.0.1:${port}` })
server.listen(port, '127.0.0.1', () => {
  console.log(`Bora Pedalar (dev): http://127.0.0.1:${port}`)
  if (backend) {
    console.log(`Backend local (Supabase): ${backend.url}`)
    console.log(`E-mails de recuperação (caixa de desenvolvimento): ${backend.mailboxUrl}<e-mail>`)
  }
})
