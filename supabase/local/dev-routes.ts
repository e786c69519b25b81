// Dev-only endpoints under /_dev: the mail outbox, the dev settings and a reset to the state right
// after start (memory mode). They hold every recovery link and can wipe the database, so they are
// mounted only when the server is started for development or tests (`dev: true`), and each request
// must carry the per-run token printed at start, come from no foreign page (no Origin but the
// server's own), name a loopback Host (DNS rebinding), and send its body as application/json (a
// no-cors `text/plain` POST from any web page is refused before it is read).

import { timingSafeEqual } from 'node:crypto'
import { Hono, type Context, type Next } from 'hono'

import type { MailOutbox } from './mail.ts'
import { invalidSettings, type DevSettings, type SettingsStore } from './settings.ts'

export interface DevDeps {
  outbox: MailOutbox
  settings: SettingsStore
  /** Null when the server keeps its data on disk: a reset would wipe a developer's data. */
  reset: (() => Promise<void>) | null
  /** The per-run secret every /_dev request must show. */
  token: string
  /** The server's own origin (e.g. http://127.0.0.1:54321): the one Origin accepted. */
  origin: string
  /** Host names (without port) a request may name: loopback ones and the bound address. */
  hosts: readonly string[]
}

/** `X-Dev-Token: <token>`; GET /_dev/mail also takes `?token=` so the printed URL opens in a tab. */
export const DEV_TOKEN_HEADER = 'X-Dev-Token'

const same = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The host name of a Host header, without its port ('[::1]:54321' → '::1'). */
export function hostName(header: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(header)
  if (bracketed?.[1]) return bracketed[1].toLowerCase()
  return header.replace(/:\d+$/, '').toLowerCase()
}

function guard({ token, origin, hosts }: DevDeps) {
  return async (c: Context, next: Next) => {
    const host = c.req.header('host')
    if (!host || !hosts.includes(hostName(host))) {
      return c.json({ message: 'Unknown Host: /_dev answers loopback names only.' }, 403)
    }
    const from = c.req.header('origin')
    if (from !== undefined && from !== origin) {
      return c.json({ message: 'Cross-origin requests to /_dev are refused.' }, 403)
    }
    const given =
      c.req.header(DEV_TOKEN_HEADER) ??
      (c.req.method === 'GET' && c.req.path.endsWith('/mail') ? c.req.query('token') : undefined)
    if (!given || !same(given, token)) {
      return c.json({ message: `Missing or wrong ${DEV_TOKEN_HEADER} (printed at start).` }, 401)
    }
    if (c.req.method === 'POST') {
      const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
      if (type !== 'application/json') {
        return c.json({ message: 'Send the body as application/json.' }, 415)
      }
    }
    await next()
    c.header('Cache-Control', 'no-store')
  }
}

export function devRoutes(deps: DevDeps) {
  const { outbox, settings, reset } = deps
  const app = new Hono()

  app.use(guard(deps))

  app.get('/mail', (c) => c.json(outbox.list(c.req.query('to'))))

  app.delete('/mail', (c) => {
    outbox.clear()
    return c.body(null, 204)
  })

  app.get('/settings', (c) => c.json(settings.get()))

  app.post('/settings', async (c) => {
    let patch: unknown
    try {
      patch = await c.req.json()
    } catch {
      return c.json({ message: 'Expected a JSON object.' }, 400)
    }
    const problem = invalidSettings(patch)
    if (problem) return c.json({ message: problem }, 400)
    return c.json(settings.set(patch as Partial<DevSettings>))
  })

  app.post('/reset', async (c) => {
    if (!reset) return c.json({ message: 'Reset is only available in memory mode.' }, 409)
    await reset()
    return c.body(null, 204)
  })

  return app
}
