import { useState, type ReactNode } from 'react'
import { RESULTS_DB_NAME } from '../../../lib/device-databases'
import { useDeviceDatabase } from '../../../lib/use-device-database'
import { useHydrated } from '../../../lib/use-hydrated'
import { optionalLazy } from '../../../ui/lazy-part'
import { useAuthStore } from '../../auth'
import { NO_RIDER_NUMBERS, type RiderNumbers } from './targets'

// Optional: offline before its chunk arrived, the targets stay in percentages.
const SavedRiderNumbers = optionalLazy(() => import('./saved-rider-numbers'))

/**
 * The rider's saved FTP and FTHR from the results store (offline, on this device), and the
 * `loader` that reads them, to render beside what uses them. NO_RIDER_NUMBERS until the store has
 * answered, so the server's page and the first client render show percentages alike. The store
 * (Dexie) is loaded only where there is something in it: this device has a results database, or
 * the rider is signed in (their store is loaded anyway, and their results may come from the
 * server).
 */
export function useRiderNumbers(): { numbers: RiderNumbers; loader: ReactNode } {
  const [numbers, setNumbers] = useState<RiderNumbers>(NO_RIDER_NUMBERS)
  const isClient = useHydrated()
  const signedIn = useAuthStore((state) => state.status === 'signedIn')
  const hasStore = useDeviceDatabase(RESULTS_DB_NAME, isClient)
  const loader =
    isClient && (hasStore || signedIn) ? <SavedRiderNumbers onNumbers={setNumbers} /> : null
  return { numbers, loader }
}
