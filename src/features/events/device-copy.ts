/**
 * The events kept on the device, so the calendar, every event page the rider has opened and the
 * events they registered for open with no signal (issue 41 item 4). The service worker never
 * caches Supabase: the page keeps its own copy here, in Cache Storage (no new library; the
 * worker's caches are others), as JSON under made-up same-origin addresses. Each copy carries the
 * moment it was last brought up to date ('Atualizado em …').
 */
export interface DeviceStore {
  get<T>(key: string): Promise<T | undefined>
  put(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
  /** Removes every copy whose key starts with `prefix`; answers how many went. */
  deleteUnder(prefix: string): Promise<number>
}

export interface DeviceCopy<T> {
  value: T
  /** ISO moment the copy was last brought up to date from the server. */
  savedAt: string
}

export const EVENTS_CACHE = 'bp-events-v1'

/** The addresses copies are kept under: never requested from any server. */
export const COPY_KEYS = {
  calendar: '/__eventos__/calendario',
  event: (slug: string) => `/__eventos__/evento/${encodeURIComponent(slug)}`,
  registration: (userId: string, eventId: string) =>
    `/__eventos__/inscricao/${encodeURIComponent(userId)}/${encodeURIComponent(eventId)}`,
  queue: (userId: string) => `/__eventos__/fila/${encodeURIComponent(userId)}`,
} as const

/** A store in memory: the server's render, a browser without Cache Storage, and unit tests. */
export function memoryStore(): DeviceStore {
  const values = new Map<string, string>()
  return {
    get: <T>(key: string) => {
      const json = values.get(key)
      return Promise.resolve(json === undefined ? undefined : (JSON.parse(json) as T))
    },
    put: (key, value) => {
      values.set(key, JSON.stringify(value))
      return Promise.resolve()
    },
    delete: (key) => {
      values.delete(key)
      return Promise.resolve()
    },
    deleteUnder: (prefix) => {
      const keys = [...values.keys()].filter((key) => key.startsWith(prefix))
      for (const key of keys) values.delete(key)
      return Promise.resolve(keys.length)
    },
  }
}

function cacheStorageStore(): DeviceStore {
  const open = () => caches.open(EVENTS_CACHE)
  return {
    async get<T>(key: string) {
      try {
        const response = await (await open()).match(key)
        return response ? ((await response.json()) as T) : undefined
      } catch {
        return undefined
      }
    },
    async put(key, value) {
      try {
        await (
          await open()
        ).put(
          key,
          new Response(JSON.stringify(value), {
            headers: { 'Content-Type': 'application/json' },
          }),
        )
      } catch {
        // A full or refused storage leaves the app working online; nothing to tell the rider.
      }
    },
    async delete(key) {
      try {
        await (await open()).delete(key)
      } catch {
        // Nothing kept, nothing to remove.
      }
    },
    async deleteUnder(prefix) {
      try {
        const cache = await open()
        const keys = (await cache.keys()).filter((request) =>
          new URL(request.url).pathname.startsWith(prefix),
        )
        await Promise.all(keys.map((request) => cache.delete(request)))
        return keys.length
      } catch {
        return 0
      }
    },
  }
}

let deviceStore: DeviceStore | undefined

/** The device's store: Cache Storage where the browser has it, else memory for this tab. */
export function eventsStore(): DeviceStore {
  deviceStore ??=
    typeof window !== 'undefined' && typeof caches !== 'undefined'
      ? cacheStorageStore()
      : memoryStore()
  return deviceStore
}

export async function saveCopy<T>(
  store: DeviceStore,
  key: string,
  value: T,
  now = new Date(),
): Promise<DeviceCopy<T>> {
  const copy = { value, savedAt: now.toISOString() }
  await store.put(key, copy)
  return copy
}

export const readCopy = <T>(store: DeviceStore, key: string) => store.get<DeviceCopy<T>>(key)

/**
 * At sign-out: the rider's registrations kept on this device go, like their synced results. A
 * registration still waiting in the queue stays, as unsynced results do, until they return; the
 * events themselves are public and stay.
 */
export function forgetRegistrationCopies(
  userId: string,
  store: DeviceStore = eventsStore(),
): Promise<number> {
  return store.deleteUnder(COPY_KEYS.registration(userId, ''))
}
