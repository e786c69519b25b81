import { useEffect, useState } from 'react'
import { databaseExists } from './device-databases'

/**
 * Whether this device has the database `name`, asked once `ask` is true (in the browser, after
 * hydration): false until the browser has answered, so a part that reads the database can wait
 * for it, and a first visit never loads the store that opens it.
 */
export function useDeviceDatabase(name: string, ask: boolean): boolean {
  const [exists, setExists] = useState(false)
  useEffect(() => {
    if (!ask) return undefined
    let current = true
    void databaseExists(name).then((found) => {
      if (current) setExists(found)
    })
    return () => {
      current = false
    }
  }, [ask, name])
  return exists
}
