/**
 * A recording as a FIT activity file: the one-second series a field test recorded on
 * the phone, written with Garmin's own encoder so that Strava, Garmin Connect and intervals.icu
 * import it. The messages follow Garmin's "Encoding FIT Activity Files" recipe (the SDK's
 * `encode-activity-recipe` test), "summary last": file_id, device_info (the creator), sport, a
 * timer start event, the records, a timer stop event, then lap, session and activity. Every
 * message with a timestamp comes in time order, as the FIT file types guide asks.
 *
 * A record carries only what was measured that second; a second nobody measured is no record, so
 * a sensor's dropout or a pause stays a gap (a reader of the file then treats it as the ride maths
 * say: held up to `MAX_HOLD_SECONDS`, a stop beyond). The lap and session figures are the
 * app's own (`rideTimeline`), so a platform that shows the file's summary shows what the app did.
 *
 * The SDK's profile is most of its weight (~60 KiB gzip): this module runs in the file worker
 * (rides/file-worker.ts), never in a page.
 */
import {
  Encoder,
  type ActivityMesg,
  type DeviceInfoMesg,
  type EventMesg,
  type FileIdMesg,
  type LapMesg,
  type RecordMesg,
  type SessionMesg,
  type SportMesg,
} from '@garmin/fitsdk'
import {
  epochMsOf,
  fitSecondOf,
  fitString,
  MANUFACTURER_DEVELOPMENT,
  PRODUCT,
  PRODUCT_NAME,
  SPORT_CYCLING,
} from './common'
import { heartRateSummary, rideTimeline, type RideRecord } from '../domain/series'

/** What a second of a recording can carry; a ride file's point is one. */
export interface FitActivitySample extends RideRecord {
  cadence?: number | undefined
}

export interface FitActivityOptions {
  /**
   * Epoch ms when the test's clock started: the session's start. A sample written earlier moves
   * the start back to its second (timestamps must not go back in a FIT file).
   */
  startedAt: number
  /** 'indoor_cycling' on a trainer or a bike on rollers; 'generic' (the default) otherwise. */
  subSport?: 'generic' | 'indoor_cycling'
  /**
   * The activity's name, in the Sport message's `name` (where Garmin devices write the sport
   * profile's name). Platforms may name the activity themselves; the download's file name is the
   * caller's.
   */
  name?: string
  /**
   * Time paused before the last sample, left out of the timer time. The samples are on the wall
   * clock, a pause a hole between them.
   */
  pausedMs?: number
  /** Minutes east of UTC for the activity's local timestamp; this device's zone when absent. */
  utcOffsetMinutes?: number
}

/**
 * FIT profile numbers, fixed by the protocol (the typed API takes numbers; fit-activity.test.ts
 * reads them back by name through the SDK's profile).
 */
const MESG = {
  fileId: 0,
  session: 18,
  lap: 19,
  record: 20,
  event: 21,
  deviceInfo: 23,
  sport: 12,
  activity: 34,
} as const
const FILE_ACTIVITY = 4
/** Any fixed non-zero value (uint32z): the same test exported twice is the same file. */
const SERIAL_NUMBER = 0x426f7261
const DEVICE_INDEX_CREATOR = 0
const SUB_SPORT = { generic: 0, indoor_cycling: 6 } as const
const EVENT = { timer: 0, session: 8, lap: 9, activity: 26 } as const
const EVENT_TYPE = { start: 0, stop: 1 } as const
const LAP_TRIGGER_SESSION_END = 7
const SESSION_TRIGGER_ACTIVITY_END = 0
const ACTIVITY_MANUAL = 0

/** Largest valid value of the record fields (uint16, uint8: all ones means invalid). */
const MAX_POWER = 0xfffe
const MAX_BYTE = 0xfe

/** A value fit for a FIT integer field up to `max`, rounded; undefined when it is not one. */
function fieldValue(value: number | undefined, max: number): number | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined
  const rounded = Math.round(value)
  return rounded >= 0 && rounded <= max ? rounded : undefined
}

interface SecondSample {
  /** FIT seconds. */
  timestamp: number
  power: number | undefined
  heartRate: number | undefined
  cadence: number | undefined
}

/** Samples in time order, one per whole second (a later value wins; an earlier fills the gaps). */
function bySecond(samples: readonly FitActivitySample[]): SecondSample[] {
  const sorted = [...samples].sort((a, b) => a.time - b.time)
  const out: SecondSample[] = []
  for (const sample of sorted) {
    const next: SecondSample = {
      timestamp: fitSecondOf(sample.time),
      power: fieldValue(sample.power, MAX_POWER),
      heartRate: fieldValue(sample.heartRate, MAX_BYTE),
      cadence: fieldValue(sample.cadence, MAX_BYTE),
    }
    const last = out[out.length - 1]
    if (last && last.timestamp === next.timestamp) {
      last.power = next.power ?? last.power
      last.heartRate = next.heartRate ?? last.heartRate
      last.cadence = next.cadence ?? last.cadence
    } else {
      out.push(next)
    }
  }
  return out.filter((s) => [s.power, s.heartRate, s.cadence].some((v) => v !== undefined))
}

/** The record of one second, its fields always in the same order (one definition per field set). */
function recordOf(sample: SecondSample): RecordMesg {
  const record: RecordMesg = { timestamp: sample.timestamp }
  if (sample.power !== undefined) record.power = sample.power
  if (sample.heartRate !== undefined) record.heartRate = sample.heartRate
  if (sample.cadence !== undefined) record.cadence = sample.cadence
  return record
}

/** Math.max without spreading an hour of seconds into arguments. */
const highest = (values: readonly number[]) =>
  values.reduce((max, value) => (value > max ? value : max), -Infinity)

/** The figures lap and session share: the app's own, from the same one-second series. */
function summaryOf(samples: readonly SecondSample[]) {
  const timeline = rideTimeline(
    samples.map((s) => ({
      time: epochMsOf(s.timestamp),
      power: s.power,
      heartRate: s.heartRate,
    })),
  )
  const heart = heartRateSummary(timeline.heartRate)
  const cadences = samples.flatMap((s) => (s.cadence === undefined ? [] : [s.cadence]))
  return {
    avgPower: timeline.power.average ?? undefined,
    maxPower: timeline.power.maximum ?? undefined,
    avgHeartRate: heart?.average,
    maxHeartRate: heart?.maximum,
    avgCadence:
      cadences.length > 0
        ? Math.round(cadences.reduce((sum, c) => sum + c, 0) / cadences.length)
        : undefined,
    maxCadence: cadences.length > 0 ? highest(cadences) : undefined,
  }
}

/**
 * The FIT activity file of a recording. Throws a RangeError without a single measured second,
 * before the FIT epoch, or past the ride maths' `MAX_RIDE_SECONDS`.
 */
export function writeFitActivity(
  samples: readonly FitActivitySample[],
  options: FitActivityOptions,
): Uint8Array {
  const seconds = bySecond(samples)
  const first = seconds[0]
  const last = seconds[seconds.length - 1]
  if (!first || !last) throw new RangeError('A FIT activity needs at least one measured second')
  const start = Math.min(fitSecondOf(options.startedAt), first.timestamp)
  if (start < 0) throw new RangeError('A FIT activity cannot start before 1990')
  // The last record holds its own second: the activity ends as that second does.
  const end = last.timestamp + 1
  const elapsed = end - start
  const timer = Math.max(0, elapsed - Math.round((options.pausedMs ?? 0) / 1000))
  const subSport = SUB_SPORT[options.subSport ?? 'generic']
  const utcOffsetMinutes = options.utcOffsetMinutes ?? -new Date(epochMsOf(end)).getTimezoneOffset()
  const figures = summaryOf(seconds)

  const encoder = new Encoder()
  const fileId: FileIdMesg = {
    type: FILE_ACTIVITY,
    manufacturer: MANUFACTURER_DEVELOPMENT,
    product: PRODUCT,
    serialNumber: SERIAL_NUMBER,
    timeCreated: start,
    productName: PRODUCT_NAME,
  }
  encoder.onMesg(MESG.fileId, fileId)
  const creator: DeviceInfoMesg = {
    timestamp: start,
    deviceIndex: DEVICE_INDEX_CREATOR,
    manufacturer: MANUFACTURER_DEVELOPMENT,
    product: PRODUCT,
    serialNumber: SERIAL_NUMBER,
    productName: PRODUCT_NAME,
  }
  encoder.onMesg(MESG.deviceInfo, creator)
  const sport: SportMesg = { sport: SPORT_CYCLING, subSport }
  const name = fitString(options.name)
  if (name) sport.name = name
  encoder.onMesg(MESG.sport, sport)
  const timerStart: EventMesg = {
    timestamp: start,
    event: EVENT.timer,
    eventType: EVENT_TYPE.start,
  }
  encoder.onMesg(MESG.event, timerStart)
  for (const second of seconds) encoder.onMesg(MESG.record, recordOf(second))
  const timerStop: EventMesg = { timestamp: end, event: EVENT.timer, eventType: EVENT_TYPE.stop }
  encoder.onMesg(MESG.event, timerStop)
  const lap: LapMesg = {
    messageIndex: 0,
    timestamp: end,
    event: EVENT.lap,
    eventType: EVENT_TYPE.stop,
    startTime: start,
    totalElapsedTime: elapsed,
    totalTimerTime: timer,
    lapTrigger: LAP_TRIGGER_SESSION_END,
    sport: SPORT_CYCLING,
    subSport,
    ...figures,
  }
  encoder.onMesg(MESG.lap, lap)
  const session: SessionMesg = {
    messageIndex: 0,
    timestamp: end,
    event: EVENT.session,
    eventType: EVENT_TYPE.stop,
    startTime: start,
    totalElapsedTime: elapsed,
    totalTimerTime: timer,
    sport: SPORT_CYCLING,
    subSport,
    firstLapIndex: 0,
    numLaps: 1,
    trigger: SESSION_TRIGGER_ACTIVITY_END,
    ...figures,
  }
  encoder.onMesg(MESG.session, session)
  const activity: ActivityMesg = {
    timestamp: end,
    totalTimerTime: timer,
    numSessions: 1,
    type: ACTIVITY_MANUAL,
    event: EVENT.activity,
    eventType: EVENT_TYPE.stop,
    localTimestamp: end + utcOffsetMinutes * 60,
  }
  encoder.onMesg(MESG.activity, activity)
  return encoder.close()
}
