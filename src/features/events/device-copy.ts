import { deviceStore, type DeviceStore } from '../../lib/device-copy'

export {
  memoryStore,
  readCopy,
  saveCopy,
  type DeviceCopy,
  type DeviceStore,
} from '../../lib/device-copy'

/**
 * The events kept on the device, so the calendar, every event page the rider has opened and the
 * events they registered for open with no signal (issue 41 item 4). The service worker never
 * caches Supabase: the page keeps its own copy in Cache Storage (lib/device-copy.ts), in the
 * cache and under the addresses below.
 */
export const EVENTS_CACHE = 'bp-events-v1'

/** The addresses copies are kept under: never requested from any server. */
export const COPY_KEYS = {
  calendar: '/__eventos__/calendario',
  event: (slug: string) => `/__eventos__/evento/${encodeURIComponent(slug)}`,
  registration: (userId: string, eventId: string) =>
    `/__eventos__/inscricao/${encodeURIComponent(userId)}/${encodeURIComponent(eventId)}`,
  queue: (userId: string) => `/__eventos__/fila/${encodeURIComponent(userId)}`,
} as const

/** The device's store for the events' copies. */
export const eventsStore = (): DeviceStore => deviceStore(EVENTS_CACHE)

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
