/**
 * The live session: supabase-js, its auth events, the profile, and the results wiring
 * (`features/results` header comment). Loaded after first paint by the bootstrap; the screens'
 * actions (`*-actions.ts`) share the client through `client()`.
 */
import { dropSharedRides } from '../../lib/shared-ride'
import type { AppSupabaseClient, Session, User } from '../../lib/supabase'
import { ANONYMOUS_OWNER, setCurrentOwner, startSync } from '../results'
import { setSignedIn, setSignedOut, useAuthStore, type AuthUser, type Profile } from './auth-store'
import { watchEndedSessions } from './ended-sessions'
import { readPersistedSession, toAuthUser } from './persisted-session'
import {
  clearCachedProfile,
  fallbackProfile,
  parseProfile,
  readCachedProfile,
  writeCachedProfile,
} from './profile'

let clientPromise: Promise<AppSupabaseClient> | undefined

/** A throwaway in-memory client (`createSideClient`), kept apart from the app's session. */
export const sideClient = (): Promise<AppSupabaseClient> =>
  import('../../lib/supabase').then((m) => m.createSideClient())

/** The app's supabase-js client, loaded on first use. */
export function client(): Promise<AppSupabaseClient> {
  clientPromise ??= import('../../lib/supabase').then((m) => m.getSupabase())
  return clientPromise
}

/** The app's client once its auth events are heard: they must be, before a call signs anyone in. */
export async function sessionClient(): Promise<AppSupabaseClient> {
  const supabase = await client()
  await startSession()
  return supabase
}

/** Whose profile came from the server during this page's life (a cached one does not count). */
let profileFetchedFor: string | null = null
const inFlight = new Map<string, Promise<Profile>>()

/**
 * Loads the profile (`profiles` select * eq id single) into the store and the device cache. On any
 * failure the cached profile stays, or the spec's fallback applies, silently (spec 01 §8).
 */
export function loadProfile(user: AuthUser, options: { force?: boolean } = {}): Promise<Profile> {
  const current = useAuthStore.getState()
  if (!options.force && profileFetchedFor === user.id && current.profile?.id === user.id) {
    return Promise.resolve(current.profile)
  }
  const running = inFlight.get(user.id)
  if (running) return running
  const load = fetchProfile(user)
    .then((fetched) => {
      const profile = fetched ?? readCachedProfile(user.id) ?? fallbackProfile(user.id)
      if (fetched) {
        profileFetchedFor = user.id
        writeCachedProfile(fetched)
      }
      if (useAuthStore.getState().user?.id === user.id) setSignedIn(user, profile)
      return profile
    })
    .finally(() => inFlight.delete(user.id))
  inFlight.set(user.id, load)
  return load
}

async function fetchProfile(user: AuthUser): Promise<Profile | null> {
  try {
    const supabase = await client()
    const answer: { data: unknown; error: unknown } = await supabase
      .from('profiles')
      .select('*')
      .eq('id', user.id)
      .single()
    return answer.error ? null : parseProfile(answer.data)
  } catch {
    return null
  }
}

/** A user is known: the store, the results owner, and the profile follow. */
export function applyUser(supabaseUser: User, options: { reloadProfile?: boolean } = {}): void {
  const user = toAuthUser(supabaseUser)
  const previous = useAuthStore.getState()
  const profile = previous.profile?.id === user.id ? previous.profile : readCachedProfile(user.id)
  setSignedIn(user, profile)
  setCurrentOwner(user.id)
  void loadProfile(user, { force: options.reloadProfile ?? false })
}

/** Nobody is signed in any more on this device. */
export function applySignedOut(): void {
  profileFetchedFor = null
  clearCachedProfile()
  setCurrentOwner(ANONYMOUS_OWNER)
  setSignedOut()
}

/**
 * A check that found no session. When supabase-js still keeps one in storage the check failed
 * for lack of a network (an expired token that could not refresh offline): the rider stays signed
 * in with what the device knows, and the next check decides.
 */
function applyNoSession(): void {
  const persisted = readPersistedSession()
  if (!persisted) {
    applySignedOut()
    return
  }
  const state = useAuthStore.getState()
  const profile = state.profile?.id === persisted.id ? state.profile : null
  setSignedIn(
    persisted,
    profile ?? readCachedProfile(persisted.id) ?? fallbackProfile(persisted.id),
  )
  setCurrentOwner(persisted.id)
}

function applySession(session: Session | null): void {
  if (session) applyUser(session.user)
  else applyNoSession()
}

let started: Promise<void> | undefined

/** Boots the live session once: getSession, the auth events, and the sync engine. */
export function startSession(): Promise<void> {
  started ??= boot()
  return started
}

async function boot(): Promise<void> {
  const supabase = await client()
  startSync({ client: supabase })
  watchEndedSessions(sideClient)
  try {
    const { data } = await supabase.auth.getSession()
    applySession(data.session)
  } catch {
    applyNoSession()
  }
  supabase.auth.onAuthStateChange((event, session) => {
    // supabase-js holds a lock while it calls back: its own calls (the profile read) wait a tick.
    setTimeout(() => {
      switch (event) {
        case 'INITIAL_SESSION':
          applySession(session)
          break
        case 'SIGNED_IN':
        case 'PASSWORD_RECOVERY':
        case 'TOKEN_REFRESHED':
        case 'MFA_CHALLENGE_VERIFIED':
          if (session) applyUser(session.user)
          break
        case 'USER_UPDATED':
          if (session) applyUser(session.user, { reloadProfile: true })
          break
        case 'SIGNED_OUT':
          applySignedOut()
          // Signed out in another tab or by the server: a shared ride file waiting leaves too.
          void dropSharedRides().catch(() => undefined)
          break
      }
    }, 0)
  })
}
