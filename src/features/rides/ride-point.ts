import type { RideRecord } from '../../domain/series'

/** A recorded point as the parsers read it: the ride maths' record plus the route's data. */
export interface RidePoint extends RideRecord {
  cadence?: number | undefined
  /** Metres above sea level. */
  altitude?: number | undefined
  /** Metres from the start, as the device counted them (FIT, TCX). */
  distance?: number | undefined
  latitude?: number | undefined
  longitude?: number | undefined
}

/** What a file gave: its points in file order, and whether it ended in damage. */
export interface ParsedRide {
  format: 'fit' | 'gpx' | 'tcx'
  points: RidePoint[]
  /** The file is damaged; `points` are those read before the damage. */
  partial: boolean
}

/** A number from an element's text or an attribute, or undefined. */
export function numberOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined
  const value = Number(text.trim())
  return text.trim() !== '' && Number.isFinite(value) ? value : undefined
}
