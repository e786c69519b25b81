// Password hashing, in one place: two hashers that disagree make a stored password fail to
// verify. scrypt runs on libuv's thread pool, so hashing does not stall the single PGlite
// connection.

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

export const MIN_PASSWORD_LENGTH = 6

const PARAMS = { N: 16384, r: 8, p: 1 } as const
const KEY_LENGTH = 32

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** `scrypt$N$r$p$salt$key`, base64url parts: self-describing, so parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, PARAMS, KEY_LENGTH)
  const { N, r, p } = PARAMS
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const options = { N: Number(n), r: Number(r), p: Number(p) }
  const actual = await derive(password, Buffer.from(salt, 'base64url'), options, expected.length)
  return timingSafeEqual(actual, expected)
}

// Verifying against this for unknown e-mails makes "no such account" take as long as "wrong
// password", so response times do not reveal which addresses have accounts.
const decoy = hashPassword(randomBytes(12).toString('hex'))

export async function verifyDecoy(password: string): Promise<false> {
  await verifyPassword(password, await decoy)
  return false
}
