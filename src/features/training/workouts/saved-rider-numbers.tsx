import { useEffect } from 'react'
import { bpm, watts } from '../../../domain/units'
import { useLatestResult } from '../../results'
import type { RiderNumbers } from './targets'

/** Hands the rider's saved FTP and FTHR to `onNumbers`, live (null: none saved). Loaded lazily. */
export default function SavedRiderNumbers({
  onNumbers,
}: {
  onNumbers: (numbers: RiderNumbers) => void
}) {
  const savedFtp = useLatestResult('ftp')?.fields.ftp
  const savedFthr = useLatestResult('heart_rate')?.fields.fthr
  useEffect(() => {
    onNumbers({
      ftp: savedFtp ? watts(savedFtp) : null,
      fthr: savedFthr ? bpm(savedFthr) : null,
    })
  }, [onNumbers, savedFtp, savedFthr])
  return null
}
