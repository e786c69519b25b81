import { describe, expect, it } from 'vitest'
import { fieldsFromRow, fieldsToColumns } from './fields'

describe('a ride summary’s later columns', () => {
  const row = {
    ride_started_at: '2026-11-20T10:00:00Z',
    file_format: 'fit',
    elapsed_seconds: 3900,
    moving_seconds: 3600,
    distance_m: 30_000,
    elevation_gain_m: 400,
  }

  it('reads indoor as a yes or no, false when the column is not there yet (an older server)', () => {
    expect(fieldsFromRow('ride_summary', row)).toMatchObject({ indoor: false, session_name: null })
    expect(
      fieldsFromRow('ride_summary', { ...row, indoor: true, session_name: 'Rampa' }),
    ).toMatchObject({ indoor: true, session_name: 'Rampa' })
    expect(fieldsFromRow('ride_summary', { ...row, indoor: 'true' })).toMatchObject({
      indoor: false,
    })
  })

  it('sends indoor as false for a summary kept on the device before the column existed', () => {
    const columns = fieldsToColumns('ride_summary', row)
    expect(columns.indoor).toBe(false)
    expect(columns.session_name).toBeNull()
  })
})
