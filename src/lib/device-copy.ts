/**
 * Server answers kept on the device, so a screen that reads the server (the events calendar, the
 * challenges) opens with no signal. The service worker never caches Supabase: the page keeps its
 * own copy, in Cache Storage (no new library; the worker's caches are others), as JSON under
 * made-up same-origin addresses, one cache per feature. Each copy carries the moment it was last
 * brought up to date ('Atualizado em …').
 */
import { isOnline } from './online'

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

export interface Kept<T> extends DeviceCopy<T> {
  /** True when the server could not be reached and this is the device's copy. */
  fromDevice: boolean
}

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

function cacheStorageStore(cacheName: string): DeviceStore {
  const open = () => caches.open(cacheName)
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

const stores = new Map<string, DeviceStore>()

/** The device's store for one cache: Cache Storage where the browser has it, else memory. */
export function deviceStore(cacheName: string): DeviceStore {
  let store = stores.get(cacheName)
  if (!store) {
    store =
      typeof window !== 'undefined' && typeof caches !== 'undefined'
        ? cacheStorageStore(cacheName)
        : memoryStore()
    stores.set(cacheName, store)
  }
  return store
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
 * The server's answer when it can be had, kept on the device as it arrives; the device's copy
 * (or the fallback's) when it cannot (offline, or the server unreachable).
 */
export async function freshOrKept<T>(
  store: DeviceStore,
  key: string,
  fetchFresh: () => Promise<T>,
  fallback?: () => Promise<DeviceCopy<T> | undefined>,
): Promise<Kept<T>> {
  let failure: unknown = new Error('offline')
  if (isOnline()) {
    try {
      const value = await fetchFresh()
      return { ...(await saveCopy(store, key, value)), fromDevice: false }
    } catch (error) {
      failure = error
    }
  }
  const copy = (await readCopy<T>(store, key)) ?? (await fallback?.())
  if (copy) return { ...copy, fromDevice: true }
  throw failure
}
