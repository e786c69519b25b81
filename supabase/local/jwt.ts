// Signing and checking the HS256 tokens of the local server: the well-known anon and service_role
// keys and the access tokens it issues. Checked against the server's clock, which tests may offset.

import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose'

import { LOCAL_JWT_SECRET } from './keys.ts'

const secret = new TextEncoder().encode(LOCAL_JWT_SECRET)

export type TokenCheck =
  | { ok: true; claims: JWTPayload & Record<string, unknown> }
  | { ok: false; reason: 'expired' | 'invalid'; message: string }

export async function verifyToken(token: string, nowMs: number): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      currentDate: new Date(nowMs),
    })
    return { ok: true, claims: payload }
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      return { ok: false, reason: 'expired', message: 'token is expired' }
    }
    const message = error instanceof Error ? error.message : 'invalid token'
    return { ok: false, reason: 'invalid', message }
  }
}

export function signToken(claims: JWTPayload, nowSeconds: number, lifetimeSeconds: number) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + lifetimeSeconds)
    .sign(secret)
}

/** The bearer token of an Authorization header, or null. */
export function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return match?.[1] ?? null
}
