/** This device's results saved before anyone signed in, offered to the account after sign-in. */
import { attachAnonymousResults } from '../results'
import { useAuthStore } from './auth-store'
import { AUTH_MESSAGES } from './error-messages'
import { fail, ok, type Outcome } from './outcome'

/** Moves this device's anonymous results into the signed-in rider's account. */
export async function attachDeviceResults(): Promise<Outcome<number>> {
  const userId = useAuthStore.getState().user?.id
  if (!userId) return fail(AUTH_MESSAGES.generic)
  try {
    return ok(await attachAnonymousResults(userId))
  } catch {
    return fail(AUTH_MESSAGES.generic)
  }
}
