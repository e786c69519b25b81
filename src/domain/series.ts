/**
 * The one-second series and what is computed on it: best averages, the training load (Coggan's
 * normalised power, IF, TSS), heart rate, time in bands. Rides read their files into it, the field
 * tests their recordings.
 *
 * A ride file's figures, from its records only, never from the file's own session
 * totals (devices write 0 W there when no meter was paired, maxima no record holds, NP without
 * the paused time). Pure: the parsers hand over records, the screen formats the figures.
 *
 * The records become one series per channel on the real clock, one value per second from the
 * ride's first timestamp to its last (at most `MAX_RIDE_SECONDS`, 7 days: longer is refused):
 * - a gap of up to `MAX_HOLD_SECONDS` between two records of a channel holds the earlier value
 *   (smart recording writes a point every 1–10 s while moving; a sensor may drop out briefly);
 * - a longer gap is a stop: 0 W for power, no value for heart rate, and it still takes its real
 *   time, so a best-effort window never glues two efforts across a pause;
 * - a second written twice is one second (the later record fills the fields the earlier lacks),
 *   and records whose clock steps back are left out.
 */
import { ftpFrom20MinuteTest } from './ftp'
import { roundHalfUp } from './rounding'
import { watts } from './units'

/** One record as the parsers give it: epoch milliseconds and whatever the device wrote. */
export interface RideRecord {
  time: number
  power?: number | undefined
  heartRate?: number | undefined
}

/** Longest gap between two records, in seconds, that still holds the earlier value. */
export const MAX_HOLD_SECONDS = 10

/**
 * Longest ride, in seconds, the series are built for: 7 days. They hold a slot per second of the
 * clock, so a file's span, not its size, would set their memory (the server bounds elapsed too).
 */
export const MAX_RIDE_SECONDS = 7 * 24 * 60 * 60

export interface PowerSeries {
  /** Watts per second, 0 in stops and where the meter wrote nothing. */
  values: number[]
  /** False in the power channel's stops (and before its first record, after its last). */
  moving: boolean[]
  /** Some record carries power above 0: a meter was there. */
  present: boolean
  /** Mean of the moving seconds, rounded to the watt; null without power. */
  average: number | null
  /** Highest value a record holds; null without power. */
  maximum: number | null
}

export interface HeartRateSeries {
  /** Beats per minute per second, null in stops (and where the strap wrote nothing). */
  values: (number | null)[]
}

export interface RideTimeline {
  /** Epoch ms of the first record's second. */
  startTime: number
  /** Seconds from the first record's to the last record's, both included. */
  elapsedSeconds: number
  /** Seconds not in a stop between any two records. */
  movingSeconds: number
  power: PowerSeries
  heartRate: HeartRateSeries
}

/** Math.max without spreading a whole ride into arguments (a long ride has 100,000 seconds). */
/** The highest value, to the unit (GPX and TCX may carry decimals; the averages are whole too). */
const highest = (values: readonly number[]): number =>
  Math.round(values.reduce((max, value) => (value > max ? value : max), -Infinity))

interface Sample {
  second: number
  value: number
}

/** The second of the ride (from `start`, epoch ms) a time falls in. */
const secondOf = (time: number, start: number) => Math.floor((time - start) / 1000)

/** Records in clock order, one per second: repeats merged, steps back left out. */
function bySecond(records: readonly RideRecord[], start: number): RideRecord[] {
  const out: RideRecord[] = []
  for (const record of records) {
    const second = secondOf(record.time, start)
    const last = out[out.length - 1]
    const lastSecond = last ? secondOf(last.time, start) : -1
    if (second < lastSecond) continue
    if (last && second === lastSecond) {
      out[out.length - 1] = {
        time: last.time,
        power: record.power ?? last.power,
        heartRate: record.heartRate ?? last.heartRate,
      }
      continue
    }
    out.push(record)
  }
  return out
}

/**
 * Spreads a channel's samples over `length` seconds: each value holds until the next sample when
 * that comes within `MAX_HOLD_SECONDS` (the ride's end counts as one), else only for its own
 * second. Returns, per second, the value or undefined (a stop).
 */
function spread(samples: readonly Sample[], length: number): (number | undefined)[] {
  const out: (number | undefined)[] = Array.from({ length })
  samples.forEach((sample, index) => {
    const next = samples[index + 1]?.second ?? length
    const until = next - sample.second <= MAX_HOLD_SECONDS ? next : sample.second + 1
    for (let second = sample.second; second < until; second += 1) out[second] = sample.value
  })
  return out
}

function samplesOf(
  records: readonly RideRecord[],
  start: number,
  pick: (record: RideRecord) => number | undefined,
): Sample[] {
  const samples: Sample[] = []
  for (const record of records) {
    const value = pick(record)
    if (value === undefined || !Number.isFinite(value)) continue
    samples.push({ second: secondOf(record.time, start), value })
  }
  return samples
}

/** Epoch ms of the first record's second: the series start there. */
const startOf = (records: readonly RideRecord[]) => {
  const first = records[0]
  return first ? Math.floor(first.time / 1000) * 1000 : 0
}

/**
 * The seconds `rideTimeline` would span (`elapsedSeconds`) without building anything: from the
 * first record's second to the latest record's, both included (records before the first are left
 * out, as the series leave out a clock stepping back).
 */
export function rideSpanSeconds(records: readonly RideRecord[]): number {
  if (records.length === 0) return 0
  const start = startOf(records)
  let last = 0
  for (const record of records) {
    const second = secondOf(record.time, start)
    if (second > last) last = second
  }
  return last + 1
}

/** Throws a RangeError past `MAX_RIDE_SECONDS`, before a slot is allocated. */
export function rideTimeline(records: readonly RideRecord[]): RideTimeline {
  const span = rideSpanSeconds(records)
  if (span > MAX_RIDE_SECONDS) {
    throw new RangeError(`A ride of ${span} s is longer than ${MAX_RIDE_SECONDS} s`)
  }
  const start = startOf(records)
  const ordered = bySecond(records, start)
  const last = ordered[ordered.length - 1]
  const length = last ? secondOf(last.time, start) + 1 : 0

  let movingSeconds = 0
  ordered.forEach((record, index) => {
    const next = ordered[index + 1]
    const gap = next ? secondOf(next.time, start) - secondOf(record.time, start) : 1
    movingSeconds += gap <= MAX_HOLD_SECONDS ? gap : 1
  })

  const powerSamples = samplesOf(ordered, start, (r) =>
    r.power !== undefined && r.power >= 0 ? r.power : undefined,
  )
  const spreadPower = spread(powerSamples, length)
  const moving = spreadPower.map((value) => value !== undefined)
  const values = spreadPower.map((value) => value ?? 0)
  const present = powerSamples.some((sample) => sample.value > 0)
  const movingCount = moving.filter(Boolean).length
  const movingSum = values.reduce((sum, value, second) => (moving[second] ? sum + value : sum), 0)

  // A strap that lost contact writes 0: no value, like a gap.
  const heartSamples = samplesOf(ordered, start, (r) =>
    r.heartRate !== undefined && r.heartRate > 0 ? r.heartRate : undefined,
  )

  return {
    startTime: start,
    elapsedSeconds: length,
    movingSeconds,
    power: {
      values,
      moving,
      present,
      average: present && movingCount > 0 ? Math.round(movingSum / movingCount) : null,
      maximum: present ? highest(powerSamples.map((sample) => sample.value)) : null,
    },
    heartRate: { values: spread(heartSamples, length).map((value) => value ?? null) },
  }
}

/**
 * Calls `visit` with the sum of every `window` consecutive values (a missing value counts as 0)
 * and the index the window starts at, in order. Nothing when the series is shorter.
 */
function eachWindowSum(
  values: readonly (number | null)[],
  window: number,
  visit: (sum: number, start: number) => void,
): void {
  if (window <= 0 || values.length < window) return
  let sum = 0
  for (let i = 0; i < window; i += 1) sum += values[i] ?? 0
  visit(sum, 0)
  for (let i = window; i < values.length; i += 1) {
    sum += (values[i] ?? 0) - (values[i - window] ?? 0)
    visit(sum, i - window + 1)
  }
}

/**
 * The best average over `window` consecutive seconds of real time (a missing value counts as 0)
 * and the second it starts at; null when the series is shorter than the window.
 */
export function bestAverage(
  values: readonly (number | null)[],
  window: number,
): { average: number; startSecond: number } | null {
  const best = { sum: -Infinity, start: -1 }
  eachWindowSum(values, window, (sum, start) => {
    if (sum > best.sum) Object.assign(best, { sum, start })
  })
  return best.start < 0
    ? null
    : { average: roundHalfUp(best.sum / window, 6), startSecond: best.start }
}

/** FTP estimate from the ride's best 20 minutes, as from a 20-minute test (95 %, to the watt). */
export function estimateFtp(best20MinuteWatts: number): number {
  return ftpFrom20MinuteTest(watts(best20MinuteWatts))
}

/** Coggan's normalised power: the 30 s rolling mean of the 1 s series, fourth-power mean, fourth root. */
export function normalizedPower(values: readonly number[]): number | null {
  const window = 30
  let fourth = 0
  let count = 0
  eachWindowSum(values, window, (sum) => {
    fourth += (sum / window) ** 4
    count += 1
  })
  return count === 0 ? null : roundHalfUp((fourth / count) ** 0.25)
}

/** NP ÷ FTP, to two decimals. */
export function intensityFactor(np: number, ftp: number): number {
  return roundHalfUp(np / ftp, 2)
}

/** Training Stress Score: seconds × NP × IF ÷ (FTP × 3600) × 100, to the unit. */
export function trainingStressScore(seconds: number, np: number, ftp: number): number {
  return roundHalfUp(((seconds * np * (np / ftp)) / (ftp * 3600)) * 100)
}

export interface HeartRateSummary {
  maximum: number
  /** Mean of the seconds with a value (stops left out), to the beat. */
  average: number
  /**
   * Best average over 20 minutes with a heart rate (stops and dropouts left out, as from the
   * averages); null when the strap recorded less than that.
   */
  best20Minutes: number | null
}

/** Null when no record carries a heart rate above 0 (no strap). */
export function heartRateSummary(series: HeartRateSeries): HeartRateSummary | null {
  const present = series.values.filter((value): value is number => value !== null)
  if (present.length === 0) return null
  const best = bestAverage(present, 20 * 60)
  return {
    maximum: highest(present),
    average: Math.round(present.reduce((sum, value) => sum + value, 0) / present.length),
    best20Minutes: best ? Math.round(best.average) : null,
  }
}

/**
 * Seconds in each band, the bands given by their ascending lower bounds (the first band also
 * takes anything below its bound); null seconds (stops) are left out.
 */
export function secondsInBands(
  values: readonly (number | null)[],
  lowerBounds: readonly number[],
): number[] {
  const counts = lowerBounds.map(() => 0)
  for (const value of values) {
    if (value === null) continue
    let band = 0
    while (band + 1 < lowerBounds.length && value >= (lowerBounds[band + 1] ?? Infinity)) band += 1
    counts[band] = (counts[band] ?? 0) + 1
  }
  return counts
}
