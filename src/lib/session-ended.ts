/**
 * The server's answer to an irreversible or role-changing RPC called with the access token of a
 * session that has ended (signed out, a password change, an admin invitation accepted elsewhere):
 * SQLSTATE BP016 (supabase/migrations/20261128003105_live_session_rpcs.sql). The token is still
 * unexpired, so nothing else tells the rider why the action was refused.
 */
export const SESSION_ENDED_CODE = 'BP016'

export const SESSION_ENDED_MESSAGE = 'Sua sessão terminou. Entre de novo para continuar.'

export function isSessionEnded(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === SESSION_ENDED_CODE
  )
}
