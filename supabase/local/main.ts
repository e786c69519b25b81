// `tsx supabase/local/main.ts [--port 54321] [--host 127.0.0.1] [--memory | --data-dir <dir>]
//  [--site-url <url>] [--quiet]`: runs the local Supabase until Ctrl-C. Data stays in .data/supabase.
// It binds 127.0.0.1 unless --host says otherwise (with a warning: its keys are public). The /_dev
// routes are on, behind a token made for this run: the mail outbox URL printed below carries it.

import { parseArgs } from 'node:util'

import { SEED_ACCOUNTS, SEED_PASSWORD } from './keys.ts'
import { startLocalSupabase } from './server.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    memory: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    'site-url': { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
})

const port = values.port === undefined ? undefined : Number(values.port)
if (port !== undefined && !Number.isInteger(port)) {
  console.error(`--port expects a number, got '${values.port}'`)
  process.exit(2)
}

const started = performance.now()
const backend = await startLocalSupabase({
  port,
  host: values.host,
  dataDir: values.memory ? 'memory' : values['data-dir'],
  siteUrl: values['site-url'],
  dev: true,
  log: !values.quiet,
})

const accounts = SEED_ACCOUNTS.map((a) => `    ${a.email.padEnd(30)} ${a.userType}`).join('\n')
console.log(
  [
    `Local Supabase ready in ${Math.round(performance.now() - started)} ms`,
    `  API URL           ${backend.url}`,
    `  anon key          ${backend.anonKey}`,
    `  service_role key  ${backend.serviceRoleKey}`,
    `  data              ${backend.dataDir}`,
    `  mail outbox       ${backend.mailboxUrl ?? ''}<email>`,
    `  /_dev token       ${backend.devToken ?? ''} (header X-Dev-Token; new each run)`,
    `  accounts (password ${SEED_PASSWORD}):`,
    accounts,
  ].join('\n'),
)

let closing = false
async function shutdown() {
  if (closing) return
  closing = true
  await backend.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown())
process.on('SIGTERM', () => void shutdown())
