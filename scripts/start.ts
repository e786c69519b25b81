/**
 * `npm start`: builds if needed, then serves the production build on http://127.0.0.1:4173
 * (PORT overrides) beside the local Supabase-compatible backend.
 */
import { spawnSync } from 'node:child_process'
import { buildIsStale } from './build-freshness.ts'
import { CLIENT_OUT_DIR } from './build-paths.ts'
import { startBackend } from './backend.ts'
import { createStaticServer } from './static-server.ts'

if (await buildIsStale(CLIENT_OUT_DIR)) {
  console.log('Gerando o build de produção…')
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: false })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const port = Number(process.env.PORT ?? 4173)
const backend = await startBackend({ siteUrl: `http://127.0.0.1:${port}` })
const site = createStaticServer({ root: CLIENT_OUT_DIR, port })
const url = await site.listen()
console.log(`Bora Pedalar: ${url}`)
if (backend) {
  console.log(`Backend local (Supabase): ${backend.url}`)
  console.log(`E-mails de recuperação (caixa de desenvolvimento): ${backend.mailboxUrl}<e-mail>`)
}

const stop = async () => {
  await site.close()
  await backend?.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
