// The auth server's SQL, all run as the database owner inside one transaction per request. Rows come
// back through to_json() so timestamps are ISO strings on any driver.

import { createHash, randomBytes } from 'node:crypto'

import type { Transaction } from '../engine.ts'

export interface UserRow {
  id: string
  email: string
  encrypted_password: string
  email_confirmed_at: string | null
  last_sign_in_at: string | null
  raw_app_meta_data: Record<string, unknown>
  raw_user_meta_data: Record<string, unknown>
  created_at: string
  updated_at: string
}

async function oneUser(tx: Transaction, sql: string, params: unknown[]): Promise<UserRow | null> {
  const { rows } = await tx.query<{ user: UserRow }>(sql, params)
  return rows[0]?.user ?? null
}

export function findUserByEmail(tx: Transaction, email: string) {
  return oneUser(tx, 'select to_json(u) as user from auth.users u where lower(email) = lower($1)', [
    email,
  ])
}

export function findUserById(tx: Transaction, id: string) {
  return oneUser(tx, 'select to_json(u) as user from auth.users u where id = $1::uuid', [id])
}

export async function insertUser(
  tx: Transaction,
  user: { email: string; passwordHash: string; metadata: Record<string, unknown> },
): Promise<UserRow> {
  // E-mail confirmation is off (config.toml), so the address counts as confirmed at once.
  const created = await oneUser(
    tx,
    `insert into auth.users (email, encrypted_password, raw_user_meta_data, raw_app_meta_data,
       email_confirmed_at)
     values ($1, $2, $3::jsonb, '{"provider":"email","providers":["email"]}', now())
     returning to_json(users.*) as user`,
    [user.email, user.passwordHash, JSON.stringify(user.metadata)],
  )
  if (!created) throw new Error('insert into auth.users returned no row')
  return created
}

export function updateUser(
  tx: Transaction,
  id: string,
  change: {
    passwordHash?: string
    metadata?: Record<string, unknown>
    signedIn?: boolean
    email?: string
  },
) {
  return oneUser(
    tx,
    `update auth.users set
       encrypted_password = coalesce($2, encrypted_password),
       raw_user_meta_data = raw_user_meta_data || coalesce($3::jsonb, '{}'),
       last_sign_in_at = case when $4 then now() else last_sign_in_at end,
       email = coalesce($5, email),
       email_confirmed_at = case when $5::text is null then email_confirmed_at else now() end,
       updated_at = case when $2::text is null and $3::jsonb is null and $5::text is null
         then updated_at else now() end
     where id = $1::uuid
     returning to_json(users.*) as user`,
    [
      id,
      change.passwordHash ?? null,
      change.metadata ? JSON.stringify(change.metadata) : null,
      change.signedIn ?? false,
      change.email ?? null,
    ],
  )
}

const newRefreshToken = () => randomBytes(18).toString('base64url')

/** Starts a session; returns its id and first refresh token. */
export async function createSession(tx: Transaction, userId: string) {
  const { rows } = await tx.query<{ id: string }>(
    'insert into auth.sessions (user_id) values ($1::uuid) returning id',
    [userId],
  )
  const sessionId = rows[0]?.id
  if (!sessionId) throw new Error('insert into auth.sessions returned no row')
  const refreshToken = newRefreshToken()
  await tx.query(
    'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2::uuid, $3::uuid)',
    [refreshToken, userId, sessionId],
  )
  return { sessionId, refreshToken }
}

export type Rotation =
  | { kind: 'rotated'; userId: string; sessionId: string; refreshToken: string }
  | { kind: 'not_found' }
  | { kind: 'reused' }

/**
 * Exchanges a refresh token for the next one of its session. A token used twice means it leaked:
 * the whole session is revoked (GoTrue's reuse detection with a reuse interval of 0).
 */
export async function rotateRefreshToken(tx: Transaction, token: string): Promise<Rotation> {
  const { rows } = await tx.query<{ user_id: string; session_id: string; revoked: boolean }>(
    'select user_id, session_id, revoked from auth.refresh_tokens where token = $1 for update',
    [token],
  )
  const row = rows[0]
  if (!row) return { kind: 'not_found' }
  if (row.revoked) {
    await tx.query('delete from auth.sessions where id = $1::uuid', [row.session_id])
    return { kind: 'reused' }
  }
  const next = newRefreshToken()
  await tx.query('update auth.refresh_tokens set revoked = true where token = $1', [token])
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent)
     values ($1, $2::uuid, $3::uuid, $4)`,
    [next, row.user_id, row.session_id, token],
  )
  return { kind: 'rotated', userId: row.user_id, sessionId: row.session_id, refreshToken: next }
}

export async function sessionExists(tx: Transaction, sessionId: string): Promise<boolean> {
  const { rows } = await tx.query('select 1 from auth.sessions where id = $1::uuid', [sessionId])
  return rows.length > 0
}

export type LogoutScope = 'global' | 'local' | 'others'

export async function endSessions(
  tx: Transaction,
  userId: string,
  sessionId: string | null,
  scope: LogoutScope,
) {
  if (scope === 'global' || !sessionId) {
    await tx.query('delete from auth.sessions where user_id = $1::uuid', [userId])
  } else if (scope === 'local') {
    await tx.query('delete from auth.sessions where id = $1::uuid', [sessionId])
  } else {
    await tx.query('delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid', [
      userId,
      sessionId,
    ])
  }
}

// The link carries token_hash; the table keeps only its SHA-256, so a copy of the database holds
// no usable link.
const digest = (tokenHash: string) => createHash('sha256').update(tokenHash).digest('hex')

/** Issues the user's one recovery link token, replacing any earlier one. */
export async function createRecoveryToken(tx: Transaction, userId: string): Promise<string> {
  const tokenHash = randomBytes(28).toString('hex')
  await tx.query(
    `delete from auth.one_time_tokens where user_id = $1::uuid and token_type = 'recovery_token'`,
    [userId],
  )
  await tx.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash)
     values ($1::uuid, 'recovery_token', $2)`,
    [userId, digest(tokenHash)],
  )
  return tokenHash
}

/** Voids the user's outstanding recovery link (a changed password ends it, as GoTrue does). */
export async function dropRecoveryTokens(tx: Transaction, userId: string): Promise<void> {
  await tx.query(
    `delete from auth.one_time_tokens where user_id = $1::uuid and token_type = 'recovery_token'`,
    [userId],
  )
}

/** Uses up a recovery token: the user id and the token's age in ms, or null if unknown. */
export async function consumeRecoveryToken(tx: Transaction, tokenHash: string, nowMs: number) {
  const { rows } = await tx.query<{ user_id: string; created_ms: number }>(
    `delete from auth.one_time_tokens
     where token_hash = $1 and token_type = 'recovery_token'
     returning user_id, (extract(epoch from created_at) * 1000)::float8 as created_ms`,
    [digest(tokenHash)],
  )
  const row = rows[0]
  return row ? { userId: row.user_id, ageMs: nowMs - row.created_ms } : null
}
