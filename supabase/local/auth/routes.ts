// HTTP face of the auth service under /auth/v1, answering as GoTrue does.

import { Hono, type Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

import { bearer } from '../jwt.ts'
import { AuthError } from './errors.ts'
import type { AuthService } from './service.ts'

// auth-js reads error codes from `code` only when this header is on the answer.
const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' }

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'invalid JSON'
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`)
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object')
  }
  return parsed as Record<string, unknown>
}

/**
 * The client a rate limit counts: the peer address, or, only when the server was told it sits
 * behind a proxy (`trustForwardedFor`), the first X-Forwarded-For address. Trusting the header
 * otherwise would let any caller pick a fresh identity per request.
 */
function clientOf(c: Context, trustForwardedFor: boolean): string {
  if (trustForwardedFor) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

export function authRoutes(auth: AuthService, { trustForwardedFor = false } = {}) {
  const app = new Hono()
  const client = (c: Context) => clientOf(c, trustForwardedFor)

  app.use(async (c, next) => {
    await next()
    c.header('X-Supabase-Api-Version', API_VERSION['X-Supabase-Api-Version'])
  })

  app.onError((error, c) => {
    if (error instanceof AuthError) {
      return c.json(error.body(), error.status as 400, { ...API_VERSION, ...error.headers })
    }
    console.error('[local-supabase] auth error', error)
    return c.json({ code: 'unexpected_failure', msg: 'Unexpected failure' }, 500, API_VERSION)
  })

  app.post('/signup', async (c) => c.json(await auth.signUp(await jsonBody(c), client(c))))

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type')
    const body = await jsonBody(c)
    if (grant === 'password') return c.json(await auth.signInWithPassword(body, client(c)))
    if (grant === 'refresh_token') return c.json(await auth.refresh(body, client(c)))
    throw new AuthError(400, 'validation_failed', `Unsupported grant type '${grant ?? ''}'`)
  })

  app.post('/logout', async (c) => {
    await auth.logout(bearer(c.req.header('Authorization')), c.req.query('scope'))
    return c.body(null, 204)
  })

  app.post('/recover', async (c) => {
    await auth.recover(await jsonBody(c), client(c), c.req.query('redirect_to'))
    return c.json({})
  })

  app.post('/verify', async (c) => c.json(await auth.verify(await jsonBody(c))))

  app.get('/user', async (c) => c.json(await auth.getUser(bearer(c.req.header('Authorization')))))

  app.put('/user', async (c) => {
    const token = bearer(c.req.header('Authorization'))
    return c.json(await auth.updateUser(token, await jsonBody(c)))
  })

  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  )

  app.get('/health', (c) =>
    c.json({
      version: 'local',
      name: 'GoTrue',
      description: 'Bora Pedalar local auth (GoTrue subset)',
    }),
  )

  app.notFound((c) =>
    c.json({ code: 'not_found', error_code: 'not_found', msg: 'Not found' }, 404, API_VERSION),
  )

  return app
}
