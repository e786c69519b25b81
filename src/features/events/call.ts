/** The events calls' one way to the server: supabase-js loaded on first use, refusals in pt-BR. */
import { isOnline } from '../../lib/online'
import { EventCallError, eventErrorMessage, type ServerError } from './messages'

export async function client() {
  const { getSupabase } = await import('../../lib/supabase')
  return getSupabase()
}

/** Throws the refusal as an `EventCallError` with its pt-BR message. */
export function fail(error: ServerError | null | undefined): never {
  throw new EventCallError(eventErrorMessage(error, isOnline()), error?.code)
}

/** supabase-js answers { data, error }; a network failure throws instead: both become one error. */
export async function answer<T>(
  call: PromiseLike<{ data: T | null; error: ServerError | null }>,
): Promise<T> {
  let result: { data: T | null; error: ServerError | null }
  try {
    result = await call
  } catch {
    fail(null)
  }
  if (result.error) fail(result.error)
  if (result.data === null) fail(null)
  return result.data
}
