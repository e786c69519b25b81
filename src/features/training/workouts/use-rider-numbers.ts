import { bpm, watts } from '../../calculators/math'
import { useLatestResult } from '../../results'
import type { RiderNumbers } from './targets'

/**
 * The rider's saved FTP and FTHR from the results store (offline, on this device). Null until the
 * store has answered, so the server's page and the first client render show percentages alike.
 */
export function useRiderNumbers(): RiderNumbers {
  const ftp = useLatestResult('ftp')
  const heartRate = useLatestResult('heart_rate')
  const savedFtp = ftp?.fields.ftp
  const savedFthr = heartRate?.fields.fthr
  return {
    ftp: savedFtp ? watts(savedFtp) : null,
    fthr: savedFthr ? bpm(savedFthr) : null,
  }
}
