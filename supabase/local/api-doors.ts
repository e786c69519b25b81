// The doors of /rest and /auth (issue 31.7). The twin's keys are public demo ones, so a request a
// foreign web page can make without a preflight (a form's text/plain or urlencoded POST, an
// image's GET) must not reach the APIs: a request from a page that is neither the app's nor on a
// loopback address is refused, so is a body that is not JSON (supabase-js sends every body, and
// every non-GET request, as application/json), an API key in the URL instead of its header, and a
// Host that is a foreign name (DNS rebinding: a name the attacker points at 127.0.0.1).

import { isIP } from 'node:net'

import type { Context, Next } from 'hono'

import { hostName } from './dev-routes.ts'

/** True for addresses only this machine can reach (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase()
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name)
}

/**
 * An IP literal (`hostName` has taken off an IPv6 literal's brackets), which no DNS answer can
 * rebind. Not any name with a colon: `evil.example:` is a name (issue 39.12).
 */
const isAddress = (name: string) => isIP(name) !== 0

export interface Doors {
  /** True for an Origin the APIs answer (and grant CORS): the app's, or a loopback page's. */
  allowsOrigin(origin: string): boolean
  /** The middleware for /rest/* and /auth/*. */
  guard: (c: Context, next: Next) => Promise<Response | void>
}

/**
 * `siteUrl`: the app's origin (the server's `siteUrl` option); `host`: the address the server is
 * bound to, a Host it also answers.
 */
export function apiDoors({ siteUrl, host }: { siteUrl: string; host: string }): Doors {
  const site = new URL(siteUrl)
  const names = new Set([site.hostname.toLowerCase(), host.replace(/^\[|\]$/g, '').toLowerCase()])

  const allowsOrigin = (origin: string) => {
    if (origin === site.origin) return true
    try {
      const url = new URL(origin)
      return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHost(url.hostname)
    } catch {
      return false
    }
  }

  // One body for both APIs: postgrest-js reads `code`/`message`, auth-js `code` (or `error_code`)
  // and `msg`.
  const refuse = (c: Context, status: 401 | 403 | 415, code: string, message: string) =>
    c.json({ code, error_code: code, message, msg: message, details: null, hint: null }, status)

  const guard = async (c: Context, next: Next) => {
    const name = hostName(c.req.header('host') ?? '')
    if (!isLoopbackHost(name) && !isAddress(name) && !names.has(name)) {
      return refuse(
        c,
        403,
        'host_not_allowed',
        'Unknown Host: the local server answers its own names.',
      )
    }
    const origin = c.req.header('origin')
    if (origin !== undefined && !allowsOrigin(origin)) {
      return refuse(c, 403, 'origin_not_allowed', `Requests from ${origin} are refused.`)
    }
    if (new URL(c.req.url).searchParams.has('apikey')) {
      return refuse(c, 401, 'apikey_in_url', 'Send the API key in the apikey header, not the URL.')
    }
    if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) {
      const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
      const hasBody =
        c.req.header('transfer-encoding') !== undefined ||
        Number(c.req.header('content-length') ?? 0) > 0
      if (type === undefined ? hasBody : type !== 'application/json') {
        return refuse(c, 415, 'PGRST107', 'Send the body as application/json.')
      }
    }
    await next()
  }

  return { allowsOrigin, guard }
}
