/**
 * The figures the 'Análise de Pedal' screen shows, from a parsed file (pure; runs in the worker).
 * Power zones are Coggan's against the FTP estimated from this ride; heart-rate zones are the five
 * zones of the heart-rate calculator against the highest heart rate recorded.
 */
import { calculateFtpZones, wattsPerKg } from '../../domain/ftp'
import { maxHrZones, HR_ZONE_KEYS } from '../../domain/heart-rate'
import { elevationGain, routeDistance } from '../../domain/route'
import { bpm, kg, watts } from '../../domain/units'
import {
  bestAverage,
  estimateFtp,
  heartRateSummary,
  intensityFactor,
  MAX_RIDE_SECONDS,
  normalizedPower,
  rideSpanSeconds,
  rideTimeline,
  secondsInBands,
  trainingStressScore,
  type PowerSeries,
} from '../../domain/series'
import { RideFileError } from './ride-file-error'
import type { ParsedRide } from './ride-point'

/** The power curve's durations, in seconds: 5 s, 1, 5, 20 and 60 min. */
export const CURVE_SECONDS = [5, 60, 300, 1200, 3600] as const

/** Shorter rides are refused: no figure means much under a minute. */
export const MIN_RIDE_SECONDS = 60

export interface CurvePoint {
  seconds: number
  /** Best average over that duration, to the watt; null on a shorter ride. */
  watts: number | null
  wkg: number | null
}

export interface ZoneTime {
  id: string
  label: string
  name: string
  seconds: number
}

export interface RideAnalysis {
  format: ParsedRide['format']
  partial: boolean
  /** Epoch ms of the first record. */
  startTime: number
  elapsedSeconds: number
  movingSeconds: number
  distanceMeters: number
  elevationGainMeters: number
  /** Null: the file has no power data. */
  power: {
    average: number
    maximum: number
    normalized: number | null
    curve: CurvePoint[]
    /** Null on a ride shorter than 20 minutes. */
    ftp: { watts: number; windowStart: number } | null
    intensityFactor: number | null
    tss: number | null
    zones: ZoneTime[] | null
  } | null
  /** Null: no heart-rate strap. */
  heartRate: {
    maximum: number
    average: number
    best20Minutes: number | null
    zones: ZoneTime[]
  } | null
}

/** Seconds in each of Coggan's zones against `ftp`, the power meter's stops left out. */
function powerZoneTimes(power: PowerSeries, ftp: number): ZoneTime[] {
  const zones = calculateFtpZones(watts(ftp), 'coggan').zones
  const moving = power.values.map((value, second) => (power.moving[second] ? value : null))
  const counts = secondsInBands(
    moving,
    zones.map((zone) => (zone.minPercent * ftp) / 100),
  )
  return zones.map((zone, i) => ({
    id: zone.id,
    label: zone.label,
    name: zone.name,
    seconds: counts[i] ?? 0,
  }))
}

export function analyseRide(ride: ParsedRide, weightKg?: number | null): RideAnalysis {
  // Before any series: a tiny file whose clock spans years would ask for a slot per second.
  if (rideSpanSeconds(ride.points) > MAX_RIDE_SECONDS) throw new RideFileError('too-long')
  const timeline = rideTimeline(ride.points)
  if (timeline.elapsedSeconds < MIN_RIDE_SECONDS) throw new RideFileError('too-short')
  const { power } = timeline

  let powerFigures: RideAnalysis['power'] = null
  if (power.present && power.average !== null && power.maximum !== null) {
    const bests = CURVE_SECONDS.map((seconds) => bestAverage(power.values, seconds))
    const best20 = bests[CURVE_SECONDS.indexOf(1200)] ?? null
    const ftp = best20 ? estimateFtp(best20.average) : null
    const np = normalizedPower(power.values)
    powerFigures = {
      average: power.average,
      maximum: power.maximum,
      normalized: np,
      curve: CURVE_SECONDS.map((seconds, i) => {
        const best = bests[i]
        const rounded = best ? Math.round(best.average) : null
        return {
          seconds,
          watts: rounded,
          wkg: rounded !== null && weightKg ? wattsPerKg(watts(rounded), kg(weightKg)) : null,
        }
      }),
      ftp:
        ftp && best20
          ? { watts: ftp, windowStart: timeline.startTime + best20.startSecond * 1000 }
          : null,
      intensityFactor: ftp && np ? intensityFactor(np, ftp) : null,
      tss: ftp && np ? trainingStressScore(timeline.elapsedSeconds, np, ftp) : null,
      zones: ftp ? powerZoneTimes(power, ftp) : null,
    }
  }

  const hr = heartRateSummary(timeline.heartRate)
  let heartFigures: RideAnalysis['heartRate'] = null
  if (hr) {
    const zones = maxHrZones(bpm(hr.maximum))
    const counts = secondsInBands(
      timeline.heartRate.values,
      HR_ZONE_KEYS.map((key, i) => (i === 0 ? 0 : zones[key].min)),
    )
    heartFigures = {
      ...hr,
      zones: HR_ZONE_KEYS.map((key, i) => ({
        id: key,
        label: `Z${i + 1}`,
        name: zones[key].name,
        seconds: counts[i] ?? 0,
      })),
    }
  }

  return {
    format: ride.format,
    partial: ride.partial,
    startTime: timeline.startTime,
    elapsedSeconds: timeline.elapsedSeconds,
    movingSeconds: timeline.movingSeconds,
    distanceMeters: Math.round(routeDistance(ride.points)),
    elevationGainMeters: Math.round(elevationGain(ride.points.map((p) => p.altitude))),
    power: powerFigures,
    heartRate: heartFigures,
  }
}
