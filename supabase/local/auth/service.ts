// The GoTrue subset supabase-js uses in this app: sign-up, password and refresh-token grants,
// logout, recovery by e-mail link, and reading or changing the signed-in user.

import type { Engine, Transaction } from '../engine.ts'
import { signToken, verifyToken } from '../jwt.ts'
import type { MailOutbox } from '../mail.ts'
import type { SettingsStore } from '../settings.ts'
import {
  AuthError,
  badJwt,
  invalidCredentials,
  noAuthorization,
  otpExpired,
  validationFailed,
  weakPassword,
} from './errors.ts'
import { hashPassword, MIN_PASSWORD_LENGTH, verifyDecoy, verifyPassword } from './passwords.ts'
import { AuthLimits } from './rate-limit.ts'
import { recoveryLink, recoveryMail } from './recovery-mail.ts'
import * as store from './store.ts'
import type { LogoutScope, UserRow } from './store.ts'

export interface AuthContext {
  engine: Engine
  settings: SettingsStore
  outbox: MailOutbox
  /** The server's own URL, for the tokens' `iss`. */
  publicUrl: string
  /** Where links point when the request names no trusted redirect. */
  siteUrl: string
}

/** The user as GoTrue returns it. */
export function userJson(user: UserRow) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.email_confirmed_at,
    phone: '',
    confirmed_at: user.email_confirmed_at,
    last_sign_in_at: user.last_sign_in_at,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
  }
}

// Deliberately simple (GoTrue's own check is not much stricter): something@something.tld.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function normaliseEmail(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw validationFailed('An email address is required')
  }
  const email = value.trim().toLowerCase()
  if (!EMAIL.test(email) || email.length > 255) {
    throw validationFailed('Unable to validate email address: invalid format')
  }
  return email
}

function checkPassword(value: unknown): string {
  if (typeof value !== 'string' || value === '') {
    throw validationFailed('Password is required')
  }
  if ([...value].length < MIN_PASSWORD_LENGTH) throw weakPassword(MIN_PASSWORD_LENGTH)
  if (value.length > 72 * 4) throw validationFailed('Password is too long')
  return value
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

type Claims = Record<string, unknown> & { sub: string }

function logoutScope(scope: string | undefined): LogoutScope {
  if (scope === undefined || scope === '' || scope === 'global') return 'global'
  if (scope === 'local' || scope === 'others') return scope
  throw validationFailed(`Unsupported logout scope ${JSON.stringify(scope)}`)
}

export class AuthService {
  readonly limits = new AuthLimits()
  readonly #ctx: AuthContext

  constructor(ctx: AuthContext) {
    this.#ctx = ctx
  }

  /** Creates an account (sign-up and the seed share it). The profile trigger makes it a visitor. */
  async createUser(emailInput: unknown, passwordInput: unknown, metadata: unknown) {
    const email = normaliseEmail(emailInput)
    const passwordHash = await hashPassword(checkPassword(passwordInput))
    return this.#ctx.engine.asOwner(async (tx) => {
      if (await store.findUserByEmail(tx, email)) {
        throw new AuthError(422, 'user_already_exists', 'User already registered')
      }
      return store.insertUser(tx, { email, passwordHash, metadata: asObject(metadata) })
    })
  }

  async signUp(body: Record<string, unknown>, client: string) {
    const { settings } = this.#ctx
    this.limits.admitGrant(client, settings.nowMs(), settings.get().signInsPerFiveMinutes)
    const user = await this.createUser(body.email, body.password, body.data)
    return this.#ctx.engine.asOwner((tx) => this.#startSession(tx, user, 'password'))
  }

  async signInWithPassword(body: Record<string, unknown>, client: string) {
    const { settings } = this.#ctx
    this.limits.admitGrant(client, settings.nowMs(), settings.get().signInsPerFiveMinutes)
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
    const password = typeof body.password === 'string' ? body.password : ''
    if (!email || !password) throw invalidCredentials()
    const user = await this.#ctx.engine.asOwner((tx) => store.findUserByEmail(tx, email))
    const valid = user
      ? await verifyPassword(password, user.encrypted_password)
      : await verifyDecoy(password)
    if (!user || !valid) throw invalidCredentials()
    return this.#ctx.engine.asOwner((tx) => this.#startSession(tx, user, 'password'))
  }

  async refresh(body: Record<string, unknown>, client: string) {
    const { settings } = this.#ctx
    this.limits.admitRefresh(client, settings.nowMs(), settings.get().tokenRefreshesPerFiveMinutes)
    const token = typeof body.refresh_token === 'string' ? body.refresh_token : ''
    if (!token) throw validationFailed('Refresh Token is required')
    return this.#ctx.engine.asOwner(async (tx) => {
      const rotation = await store.rotateRefreshToken(tx, token)
      if (rotation.kind === 'not_found') {
        throw new AuthError(
          400,
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        )
      }
      if (rotation.kind === 'reused') {
        throw new AuthError(
          400,
          'refresh_token_already_used',
          'Invalid Refresh Token: Already Used',
        )
      }
      const user = await store.findUserById(tx, rotation.userId)
      if (!user) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token')
      return this.#session(user, rotation.sessionId, rotation.refreshToken, 'token_refresh')
    })
  }

  /**
   * GoTrue's `POST /logout?scope=`: `local` ends the caller's session, `others` every other one,
   * `global` (or no scope) all of them; each session's refresh tokens end with it. As in GoTrue,
   * the token must belong to a live session (an ended one answers 403 `session_not_found` and
   * ends nothing), and an unknown scope is a 400.
   */
  async logout(authorization: string | null, scope: string | undefined) {
    const claims = await this.#claims(authorization)
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null
    await this.#ctx.engine.asOwner(async (tx) => {
      const user = await this.#liveUser(tx, claims)
      await store.endSessions(tx, user.id, sessionId, logoutScope(scope))
    })
  }

  /** Sends a recovery link. Unknown addresses get the same empty answer, revealing nothing. */
  async recover(body: Record<string, unknown>, client: string, redirectTo: string | undefined) {
    const { settings, outbox, engine, siteUrl } = this.#ctx
    const now = settings.nowMs()
    const limits = settings.get()
    this.limits.admitRecovery(client, now, limits.recoveryRequestsPerHour)
    const email = normaliseEmail(body.email)
    // Counted before the account is looked up: known and unknown addresses get the same answers.
    this.limits.admitMail(email, now, limits.recoveryEmailIntervalSeconds)
    const user = await engine.asOwner((tx) => store.findUserByEmail(tx, email))
    if (!user) return
    const tokenHash = await engine.asOwner((tx) => store.createRecoveryToken(tx, user.id))
    const link = recoveryLink(siteUrl, redirectTo, tokenHash, user.email)
    outbox.send(recoveryMail(user.email, link, new Date(now).toISOString()))
  }

  /** Exchanges a recovery link's token_hash for a session; each link works once. */
  async verify(body: Record<string, unknown>) {
    const type = body.type
    if (typeof type !== 'string' || type === '') {
      throw validationFailed('Verify requires a verification type')
    }
    const tokenHash = typeof body.token_hash === 'string' ? body.token_hash : ''
    if (type !== 'recovery' || !tokenHash) throw otpExpired()
    const { engine, settings } = this.#ctx
    const lifetimeMs = settings.get().recoveryLinkLifetimeSeconds * 1000
    return engine.asOwner(async (tx) => {
      const token = await store.consumeRecoveryToken(tx, tokenHash, settings.nowMs())
      if (!token || token.ageMs > lifetimeMs) throw otpExpired()
      const user = await store.findUserById(tx, token.userId)
      if (!user) throw otpExpired()
      return this.#startSession(tx, user, 'otp')
    })
  }

  async getUser(authorization: string | null) {
    const claims = await this.#claims(authorization)
    return userJson(await this.#ctx.engine.asOwner((tx) => this.#liveUser(tx, claims)))
  }

  async updateUser(authorization: string | null, body: Record<string, unknown>) {
    const claims = await this.#claims(authorization)
    if (body.phone !== undefined) {
      throw new AuthError(422, 'phone_change_not_supported', 'Phone sign-in is not enabled')
    }
    const metadata = body.data === undefined ? undefined : asObject(body.data)
    const password = body.password === undefined ? undefined : checkPassword(body.password)
    const wantedEmail = body.email === undefined ? undefined : normaliseEmail(body.email)
    const current = await this.#ctx.engine.asOwner((tx) => this.#liveUser(tx, claims))
    // E-mail confirmations are off (config.toml), so, as GoTrue with mailer_autoconfirm, a new
    // address applies at once. Taking it proves nothing about the mailbox: what needs that (an
    // admin invitation) checks with a mailed link of its own.
    const email = wantedEmail === current.email ? undefined : wantedEmail
    let passwordHash: string | undefined
    if (password !== undefined) {
      if (await verifyPassword(password, current.encrypted_password)) {
        throw new AuthError(
          422,
          'same_password',
          'New password should be different from the old password.',
        )
      }
      passwordHash = await hashPassword(password)
    }
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null
    const updated = await this.#ctx.engine.asOwner(async (tx) => {
      if (email !== undefined) {
        const holder = await store.findUserByEmail(tx, email)
        if (holder && holder.id !== current.id) {
          throw new AuthError(
            422,
            'email_exists',
            'A user with this email address has already been registered',
          )
        }
      }
      const user = await store.updateUser(tx, current.id, { passwordHash, metadata, email })
      // GoTrue's User.UpdatePassword, in the same transaction: every other session of the account
      // ends (their refresh tokens with them; a session-less caller ends them all) and any
      // outstanding recovery link stops working. The caller's own session goes on.
      if (user && passwordHash !== undefined) {
        await store.endSessions(tx, user.id, sessionId, 'others')
        await store.dropRecoveryTokens(tx, user.id)
      }
      return user
    })
    if (!updated) throw new AuthError(404, 'user_not_found', 'User not found')
    return userJson(updated)
  }

  /** Checks a user's access token as GoTrue does: valid, not expired, from a live session. */
  async #claims(authorization: string | null): Promise<Claims> {
    if (!authorization) throw noAuthorization()
    const { settings } = this.#ctx
    const check = await verifyToken(authorization, settings.nowMs())
    if (!check.ok) {
      throw badJwt(
        check.reason === 'expired' ? 'token has invalid claims: token is expired' : check.message,
      )
    }
    const claims: Record<string, unknown> = check.claims
    const { sub } = claims
    if (typeof sub !== 'string' || sub === '') throw badJwt('invalid claim: missing sub claim')
    return { ...claims, sub }
  }

  async #liveUser(tx: Transaction, claims: Claims) {
    const sessionId = claims.session_id
    if (typeof sessionId === 'string' && !(await store.sessionExists(tx, sessionId))) {
      throw new AuthError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      )
    }
    const user = await store.findUserById(tx, claims.sub)
    if (!user) {
      throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    }
    return user
  }

  async #startSession(tx: Transaction, user: UserRow, method: 'password' | 'otp') {
    const { sessionId, refreshToken } = await store.createSession(tx, user.id)
    const signedIn = (await store.updateUser(tx, user.id, { signedIn: true })) ?? user
    return this.#session(signedIn, sessionId, refreshToken, method)
  }

  async #session(user: UserRow, sessionId: string, refreshToken: string, method: string) {
    const { settings, publicUrl } = this.#ctx
    const now = settings.nowSeconds()
    const lifetime = settings.get().accessTokenLifetimeSeconds
    const accessToken = await signToken(
      {
        iss: `${publicUrl}/auth/v1`,
        sub: user.id,
        aud: 'authenticated',
        email: user.email,
        phone: '',
        app_metadata: user.raw_app_meta_data,
        user_metadata: user.raw_user_meta_data,
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method, timestamp: now }],
        session_id: sessionId,
        is_anonymous: false,
      },
      now,
      lifetime,
    )
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: lifetime,
      expires_at: now + lifetime,
      refresh_token: refreshToken,
      user: userJson(user),
    }
  }
}
