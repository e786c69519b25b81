/**
 * Sensor readings become the one-second series on the session's clock: second n is the n-th
 * second of session time, so a pause leaves no hole. Power is the mean of a second's readings,
 * heart rate and cadence its latest; a second without a reading is absent (a gap), never a zero.
 */
import type { RecordingClock, RecordingPause, RecordingSecond } from '../../results'
import type { RidePoint } from '../../rides'
import type { SensorReading } from '../../sensors'
import { elapsedMs, readingMs } from './clock'

const SECONDS_OF_3S_POWER = 3

const finite = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value)

/** Flushed seconds in order, one per second: a later copy of a second (re-flushed) wins. */
function restore(flushed: readonly RecordingSecond[]): RecordingSecond[] {
  const bySecond = new Map<number, RecordingSecond>()
  for (const second of flushed) bySecond.set(second.second, { ...second })
  return [...bySecond.values()].sort((a, b) => a.second - b.second)
}

/**
 * Mean of the recorded power in the 3 seconds ending with `second` (missing ones left out);
 * undefined when none of them has power.
 */
export function threeSecondPower(
  series: readonly RecordingSecond[],
  second: number,
): number | undefined {
  let sum = 0
  let count = 0
  for (let i = series.length - 1; i >= 0; i -= 1) {
    const entry = series[i]!
    if (entry.second > second) continue
    if (entry.second <= second - SECONDS_OF_3S_POWER) break
    if (entry.watts !== undefined) {
      sum += entry.watts
      count += 1
    }
  }
  return count === 0 ? undefined : sum / count
}

/**
 * The series as ride records at `startedAt + second` (epoch ms), so rides' maths read a session as
 * a ride. The times are the session's: a paused session's records run on without a stop (what a
 * result measured on session time reads; a ride summary or a FIT file takes `toWallRecords`).
 */
export function toRideRecords(series: readonly RecordingSecond[], startedAt: number): RidePoint[] {
  return series.map((entry) => ({
    time: startedAt + entry.second * 1000,
    power: entry.watts,
    heartRate: entry.bpm,
    cadence: entry.rpm,
  }))
}

/**
 * The series as ride records on the wall clock: each second at `startedAt` + its session time + the
 * pauses before it, so a pause is a stop, as in a head unit's file (the rides' maths then never
 * glue the efforts on either side of it into one). A pause of unknown place cannot be placed: the
 * records run on across it. `pausedMs` is the placed pauses' time from the start to the last
 * record, which a FIT file's timer leaves out (one after the last record lengthens nothing).
 */
export function toWallRecords(
  series: readonly RecordingSecond[],
  startedAt: number,
  pauses: readonly RecordingPause[],
): { points: RidePoint[]; pausedMs: number } {
  const placed = pauses
    .flatMap(({ atMs, ms }) => (atMs === null ? [] : [{ atMs, ms }]))
    .sort((a, b) => a.atMs - b.atMs)
  const points = toRideRecords(series, startedAt)
  let next = 0
  let shift = 0
  points.forEach((point, index) => {
    const ms = series[index]!.second * 1000
    while (next < placed.length && placed[next]!.atMs <= ms) {
      shift += placed[next]!.ms
      next += 1
    }
    point.time += shift
  })
  return { points, pausedMs: shift }
}

export class SessionRecorder {
  readonly #seconds: RecordingSecond[]
  /** The power readings summed into the last second. */
  #powerSum = 0
  #powerCount = 0
  /** A restored second is closed: its readings before the reload are not here to average with. */
  #lastOpen = false
  /** The first second changed since the last take. */
  #unflushedFrom: number

  /** Starts empty, or from the seconds flushed before a reload (in any order, repeats allowed). */
  constructor(flushed: readonly RecordingSecond[] = []) {
    this.#seconds = restore(flushed)
    this.#unflushedFrom = this.#seconds.length
  }

  /**
   * Records a reading; false when it is left out (paused, late, or carrying nothing). Which sensor
   * sent it does not matter here: its figures are the ones the session takes from that sensor.
   */
  add(reading: Omit<SensorReading, 'kind'>, clock: RecordingClock): boolean {
    const ms = readingMs(clock, reading.at)
    const { watts, bpm, rpm } = reading
    if (ms === null || !(finite(watts) || finite(bpm) || finite(rpm))) return false
    const second = Math.floor(ms / 1000)
    const lastIndex = this.#seconds.length - 1
    const last = this.#seconds[lastIndex]
    const same = last !== undefined && last.second === second
    // Late, or a wall clock set back: the series never rewrites a second it has moved past.
    if (last && (second < last.second || (same && !this.#lastOpen))) return false
    if (!same) {
      this.#powerSum = 0
      this.#powerCount = 0
    }
    const entry: RecordingSecond = same ? { ...last } : { second }
    if (finite(watts)) {
      this.#powerSum += watts
      this.#powerCount += 1
      entry.watts = this.#powerSum / this.#powerCount
    }
    if (finite(bpm)) entry.bpm = bpm
    if (finite(rpm)) entry.rpm = rpm
    if (same) {
      this.#seconds[lastIndex] = entry
      this.#unflushedFrom = Math.min(this.#unflushedFrom, lastIndex)
    } else this.#seconds.push(entry)
    this.#lastOpen = true
    return true
  }

  /** A copy of the series so far (its last second may still take readings). */
  series(): RecordingSecond[] {
    return this.#seconds.slice()
  }

  /** The 3-second power now; undefined when the last 3 s of session time have none. */
  threeSecondPower(clock: RecordingClock, now: number): number | undefined {
    return threeSecondPower(this.#seconds, Math.floor(elapsedMs(clock, now) / 1000))
  }

  /**
   * The seconds added or changed since the last take, to store on the device: the open second may
   * come again, more complete, in a later take (a store may append takes; the constructor keeps
   * the later copy).
   */
  takeUnflushed(): RecordingSecond[] {
    const taken = this.#seconds.slice(this.#unflushedFrom)
    this.#unflushedFrom = this.#seconds.length
    return taken
  }
}
