/**
 * The local Supabase-compatible server: the GoTrue and PostgREST subsets that supabase-js uses in
 * this app, on PGlite, with the project's own migrations. For `npm run dev`, `npm start` and tests;
 * never for production (supabase/README.md).
 *
 *   import { startLocalSupabase } from './supabase/local/server.ts'
 *   const backend = await startLocalSupabase({ dataDir: 'memory', port: 0 })
 *   createClient(backend.url, backend.anonKey)   // …use it…
 *   await backend.reset()                        // memory mode: back to the state after start
 *   await backend.close()
 *
 * Options (all optional):
 *   port      54321; 0 picks a free port (read it back from `url`)
 *   host      '127.0.0.1'
 *   dataDir   '<repo>/.data/supabase' (kept between runs) or 'memory' (tests; enables reset)
 *   siteUrl   'http://127.0.0.1:5173': where e-mail links point when no trusted redirect_to is
 *             given, and the one Origin beyond loopback pages that /auth and /rest answer
 *   settings  dev settings (./settings.ts): token lifetime, clock offset, recovery limits
 *   trustForwardedFor  count rate limits by X-Forwarded-For (only behind a proxy you run); false
 *   dev       mount the /_dev routes (development and tests only; off by default)
 *   devToken  the secret /_dev requests must show; a random one per run when not given
 *   log       print one line per request (the CLI turns it on)
 *
 * The server binds loopback unless `host` says otherwise, and warns when it does: its JWT secret
 * and keys are public, so anyone who can reach it can mint an admin's token.
 *
 * Endpoints: /auth/v1/* (signup, token, logout, recover, verify, user, settings, health),
 * /rest/v1/<table|view> and /rest/v1/rpc/<fn>, and, with `dev: true`, the dev-only routes below.
 * /auth and /rest refuse (api-doors.ts) an Origin that is neither siteUrl's nor a loopback page's,
 * a body that is not application/json, `?apikey=` (the key goes in its header), and a Host that
 * is neither a loopback name, an IP address, the bound host nor siteUrl's host name.
 * Each needs the header `X-Dev-Token: <devToken>` (GET /_dev/mail also `?token=`), a loopback
 * Host, no Origin but the server's own, and `Content-Type: application/json` on POST
 * (dev-routes.ts):
 *   GET  /_dev/mail?to=<email>   the mail outbox (recovery and admin-invitation e-mails), newest
 *                                first: [{ to, subject, text, html, sentAt }]
 *   DELETE /_dev/mail            empties it
 *   GET  /_dev/settings          the dev settings; POST /_dev/settings { …partial } changes them
 *   POST /_dev/reset             memory mode: data, outbox, rate limits and settings as at start
 * The seed accounts (keys.ts SEED_ACCOUNTS, password 'pedalar123') always exist.
 */

import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createAdaptorServer } from '@hono/node-server'
import { Hono } from 'hono'
import { cors } from 'hono/cors'

import { apiDoors, isLoopbackHost } from './api-doors.ts'
import { authRoutes } from './auth/routes.ts'
import { AuthService } from './auth/service.ts'
import { devRoutes } from './dev-routes.ts'
import { Engine } from './engine.ts'
import { deliverInvitations } from './invitations.ts'
import {
  LOCAL_ANON_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  LOCAL_SUPABASE_HOST,
  LOCAL_SUPABASE_PORT,
} from './keys.ts'
import { MailOutbox, type Mail } from './mail.ts'
import { loadCatalog } from './rest/catalog.ts'
import { restRoutes } from './rest/routes.ts'
import { ensureSeedAccounts } from './seed.ts'
import { SettingsStore, type DevSettings } from './settings.ts'

export type { DevSettings, Mail }

export interface LocalSupabaseOptions {
  port?: number
  host?: string
  /** A directory, or 'memory'. */
  dataDir?: string
  siteUrl?: string
  settings?: Partial<DevSettings>
  /** Rate limits count the first X-Forwarded-For address instead of the peer: only behind a proxy. */
  trustForwardedFor?: boolean
  /** Mount /_dev (mail outbox, settings, reset): for development and tests only. */
  dev?: boolean
  /** The /_dev secret; a random one per run when not given. Ignored without `dev`. */
  devToken?: string
  log?: boolean
}

export interface LocalSupabase {
  /** e.g. 'http://127.0.0.1:54321' */
  url: string
  anonKey: string
  serviceRoleKey: string
  /** Where the data lives: a directory, or 'memory'. */
  dataDir: string
  settings: SettingsStore
  /** The secret of the /_dev routes (header X-Dev-Token), or null when they are not mounted. */
  devToken: string | null
  /** The dev mailbox's URL with the token (append an address), or null without /_dev. */
  mailboxUrl: string | null
  /** The outbox, newest first (what GET /_dev/mail answers). */
  mail(to?: string): Mail[]
  /** Memory mode only: data, outbox, rate limits and settings back to how they were at start. */
  reset(): Promise<void>
  close(): Promise<void>
}

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/supabase', import.meta.url))
export const DEFAULT_SITE_URL = 'http://127.0.0.1:5173'

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '::1']

export { isLoopbackHost }

/** The warning printed when the server binds beyond loopback, or null. */
export function exposureWarning(host: string): string | null {
  if (isLoopbackHost(host)) return null
  return (
    `[local-supabase] WARNING: listening on ${host}, beyond this machine. Its JWT secret and ` +
    'service_role key are public (keys.ts): anyone who reaches this port can read and change ' +
    'every row. Bind 127.0.0.1 unless you mean it.'
  )
}

export async function startLocalSupabase(
  options: LocalSupabaseOptions = {},
): Promise<LocalSupabase> {
  const host = options.host ?? LOCAL_SUPABASE_HOST
  const warning = exposureWarning(host)
  if (warning) console.warn(warning)
  const devToken = options.dev ? (options.devToken ?? randomBytes(24).toString('base64url')) : null
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR
  const settings = new SettingsStore(options.settings)
  const outbox = new MailOutbox()

  // Bind the port before opening the data directory: a second server on the same port must fail
  // before it can touch the first one's files. Requests that arrive meanwhile wait for the app.
  let app: Hono | null = null
  let resolveReady!: () => void
  let rejectReady!: (error: unknown) => void
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve
    rejectReady = reject
  })
  ready.catch(() => undefined)

  const server = createAdaptorServer({
    hostname: host,
    fetch: async (request, env) => {
      await ready
      return (app as Hono).fetch(request, env)
    },
  })
  // Node closes idle keep-alive sockets after 5 s; a reset (PGlite starting, which blocks the event
  // loop for seconds on a loaded machine) could outlast that and a client in this process reuse a
  // socket closed under it (ECONNRESET). Clients close their idle sockets before 65 s.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 65_000
  const port = await listen(server, options.port ?? LOCAL_SUPABASE_PORT, host)
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      if ('closeAllConnections' in server) server.closeAllConnections()
    })

  let engine: Engine | null = null
  let built: { app: Hono; reset: (() => Promise<void>) | null }
  try {
    engine = await Engine.open(dataDir)
    built = await buildApp(engine, {
      settings,
      outbox,
      url,
      siteUrl: options.siteUrl ?? DEFAULT_SITE_URL,
      host,
      log: options.log ?? false,
      dev: devToken === null ? null : { token: devToken, hosts: [...LOOPBACK_NAMES, host] },
      trustForwardedFor: options.trustForwardedFor ?? false,
    })
  } catch (error) {
    rejectReady(error)
    await closeServer()
    await engine?.close()
    throw error
  }
  app = built.app
  resolveReady()
  const openEngine = engine
  const { reset } = built

  return {
    url,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    dataDir,
    settings,
    devToken,
    mailboxUrl: devToken === null ? null : `${url}/_dev/mail?token=${devToken}&to=`,
    mail: (to) => outbox.list(to),
    reset: async () => {
      if (!reset) throw new Error('reset() is only available with dataDir: "memory"')
      await reset()
    },
    close: async () => {
      await closeServer()
      await openEngine.close()
    },
  }
}

function listen(server: ReturnType<typeof createAdaptorServer>, port: number, host: string) {
  return new Promise<number>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${host} is in use: is another local Supabase running?`)
          : error,
      )
    })
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port))
  })
}

interface AppDeps {
  settings: SettingsStore
  outbox: MailOutbox
  url: string
  siteUrl: string
  /** The address the server is bound to. */
  host: string
  log: boolean
  /** The /_dev routes' token and accepted Host names, or null: no /_dev at all. */
  dev: { token: string; hosts: string[] } | null
  trustForwardedFor: boolean
}

/** Catalogue, auth, seed and snapshot on an open engine, then the routes over them. */
async function buildApp(engine: Engine, deps: AppDeps) {
  const { settings, outbox, url, siteUrl, host, log, dev, trustForwardedFor } = deps
  const catalog = await engine.asOwner(loadCatalog)
  const auth = new AuthService({ engine, settings, outbox, publicUrl: url, siteUrl })
  await ensureSeedAccounts(engine, auth)
  await engine.takeSnapshot()

  const reset = engine.inMemory
    ? async () => {
        await engine.reset()
        outbox.clear()
        auth.limits.clear()
        settings.restore()
      }
    : null

  const app = new Hono()
  // First, so that refused requests are logged too.
  if (log) {
    app.use(async (c, next) => {
      const started = performance.now()
      await next()
      const ms = (performance.now() - started).toFixed(1)
      const path = new URL(c.req.url).pathname
      console.log(`[local-supabase] ${c.req.method} ${path} ${c.res.status} ${ms}ms`)
    })
  }
  // The APIs answer the app's pages and loopback ones only (api-doors.ts), with CORS for them;
  // /_dev answers no page at all.
  const doors = apiDoors({ siteUrl, host })
  const apiCors = cors({
    origin: (origin) => (doors.allowsOrigin(origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposeHeaders: [
      'Content-Range',
      'Content-Profile',
      'Content-Location',
      'Preference-Applied',
      'Range-Unit',
      'Location',
      'Retry-After',
      'X-Supabase-Api-Version',
    ],
    maxAge: 86400,
  })
  app.use('/auth/*', doors.guard, apiCors)
  app.use('/rest/*', doors.guard, apiCors)
  // The stand-in for a hosted project's database webhook: once invite_admin has committed, the
  // mailer sends the link (invitations.ts), before the admin hears back.
  app.use('/rest/v1/rpc/invite_admin', async (c, next) => {
    await next()
    if (!c.res.ok) return
    // A failed delivery leaves the invitation unsent (sent_at null), as a failed webhook would.
    await deliverInvitations({ engine, outbox, settings, siteUrl }).catch((error: unknown) => {
      console.error('[local-supabase] admin invitation e-mail not sent', error)
    })
  })
  app.route('/auth/v1', authRoutes(auth, { trustForwardedFor }))
  app.route('/rest/v1', restRoutes({ engine, settings, catalog: () => catalog }))
  if (dev) {
    const origin = new URL(url).origin
    app.route('/_dev', devRoutes({ outbox, settings, reset, origin, ...dev }))
  }
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404))
  return { app, reset }
}
