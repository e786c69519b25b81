/**
 * The FIT activity writer (src/fit/activity.ts), read back twice: by Garmin's own decoder
 * (integrity, no errors, the messages of an activity file in the recipe's order) and by the
 * rides' own reader and maths, which must give the same figures as the maths on the recording
 * itself.
 */
import { Decoder, Profile, Stream } from '@garmin/fitsdk'
import { describe, expect, it } from 'vitest'
import { analyseRide } from './analyse-ride'
import { writeFitActivity, type FitActivitySample } from '../../fit/activity'
import { parseFit } from './parse-fit'
import type { RidePoint } from './ride-point'

const START = Date.parse('2026-11-26T09:00:00Z')

/** A 30-minute test: varied power, a strap that joins after 30 s, cadence missing now and then. */
function recording(seconds: number, start = START): RidePoint[] {
  return Array.from({ length: seconds }, (_, s) => ({
    time: start + s * 1000,
    power: 180 + ((s * 37) % 120),
    heartRate: s < 30 ? undefined : 120 + (Math.floor(s / 20) % 55),
    cadence: s % 97 === 50 ? undefined : 85 + (s % 11),
  }))
}

function decode(bytes: Uint8Array) {
  const decoder = new Decoder(Stream.fromByteArray(bytes))
  const order: string[] = []
  const intact = decoder.checkIntegrity()
  const { messages, errors } = decoder.read({
    mesgListener: (mesgNum: number) => {
      const name = Profile.types.mesgNum?.[mesgNum] ?? String(mesgNum)
      if (order[order.length - 1] !== name) order.push(name)
    },
  })
  return { intact, messages, errors, order }
}

const asRide = (points: RidePoint[]) => ({ format: 'fit' as const, points, partial: false })

describe('writeFitActivity', () => {
  it('writes an activity file Garmin’s decoder reads whole, in the recipe’s message order', () => {
    const points = recording(30 * 60)
    const bytes = writeFitActivity(points, {
      startedAt: START,
      subSport: 'indoor_cycling',
      name: 'Teste de FTP de 20 minutos',
      utcOffsetMinutes: -180,
    })
    const { intact, messages, errors, order } = decode(bytes)
    expect(intact).toBe(true)
    expect(errors).toEqual([])
    expect(order).toEqual([
      'fileId',
      'deviceInfo',
      'sport',
      'event',
      'record',
      'event',
      'lap',
      'session',
      'activity',
    ])
    expect(messages.fileIdMesgs?.[0]).toMatchObject({
      type: 'activity',
      manufacturer: 'development',
      timeCreated: new Date(START),
    })
    expect(messages.sportMesgs?.[0]).toMatchObject({
      sport: 'cycling',
      subSport: 'indoorCycling',
      name: 'Teste de FTP de 20 minutos',
    })
    expect(messages.eventMesgs?.map((e) => [e.event, e.eventType])).toEqual([
      ['timer', 'start'],
      ['timer', 'stop'],
    ])
    expect(messages.recordMesgs).toHaveLength(points.length)
    // Only what was measured: no heart rate before the strap joined, no cadence when it dropped.
    expect(Object.keys(messages.recordMesgs?.[0] ?? {}).sort()).toEqual([
      'cadence',
      'power',
      'timestamp',
    ])
    expect(messages.recordMesgs?.[30]?.heartRate).toBe(121)
    expect(messages.recordMesgs?.[50]).not.toHaveProperty('cadence')

    const analysis = analyseRide(asRide(points))
    const session = messages.sessionMesgs?.[0]
    expect(messages.sessionMesgs).toHaveLength(1)
    expect(session).toMatchObject({
      sport: 'cycling',
      subSport: 'indoorCycling',
      startTime: new Date(START),
      totalElapsedTime: 1800,
      totalTimerTime: 1800,
      numLaps: 1,
      avgPower: analysis.power?.average,
      maxPower: analysis.power?.maximum,
      avgHeartRate: analysis.heartRate?.average,
      maxHeartRate: analysis.heartRate?.maximum,
      maxCadence: 95,
    })
    expect(messages.lapMesgs).toHaveLength(1)
    expect(messages.lapMesgs?.[0]).toMatchObject({
      startTime: new Date(START),
      totalElapsedTime: 1800,
      avgPower: analysis.power?.average,
    })
    expect(messages.activityMesgs).toHaveLength(1)
    const activity = messages.activityMesgs?.[0]
    expect(activity).toMatchObject({ numSessions: 1, totalTimerTime: 1800, type: 'manual' })
    // The activity ends as its last record's second does; local time is three hours behind.
    expect(activity?.timestamp).toEqual(new Date(START + 1800 * 1000))
  })

  it('reads back through parseFit with the figures analyseRide gives on the recording itself', () => {
    // A start mid-second: FIT keeps whole seconds, as the series do.
    const points = recording(30 * 60, START + 400)
    const bytes = writeFitActivity(points, { startedAt: START + 400, utcOffsetMinutes: -180 })
    const parsed = parseFit(bytes)
    expect(parsed.partial).toBe(false)
    expect(parsed.points).toHaveLength(points.length)
    const fromFile = analyseRide(parsed)
    const direct = analyseRide(asRide(points))
    expect(fromFile).toEqual(direct)
    expect(fromFile.power?.average).toBeGreaterThan(0)
    expect(fromFile.power?.curve.find((c) => c.seconds === 1200)?.watts).toBe(
      direct.power?.curve.find((c) => c.seconds === 1200)?.watts,
    )
    expect(fromFile.heartRate?.maximum).toBe(174)
    expect(fromFile.elapsedSeconds).toBe(1800)
  })

  it('keeps a gap over 10 s a gap: no record is made up, the stop stays a stop', () => {
    const points = recording(15 * 60).filter((_, s) => s < 300 || s >= 360)
    const bytes = writeFitActivity(points, { startedAt: START, utcOffsetMinutes: 0 })
    const { messages, errors } = decode(bytes)
    expect(errors).toEqual([])
    const seconds = (messages.recordMesgs ?? []).map(
      (r) => ((r.timestamp as Date).getTime() - START) / 1000,
    )
    expect(seconds.filter((s) => s >= 300 && s < 360)).toEqual([])
    expect(seconds).toHaveLength(points.length)
    expect(messages.sessionMesgs?.[0]?.totalElapsedTime).toBe(900)

    const fromFile = analyseRide(parseFit(bytes))
    const direct = analyseRide(asRide(points))
    expect(fromFile).toEqual(direct)
    expect(fromFile.elapsedSeconds).toBe(900)
    // The minute without a record is a stop.
    expect(fromFile.movingSeconds).toBe(840)
  })

  it('merges a second written twice and leaves out values no FIT field can hold', () => {
    const samples: FitActivitySample[] = [
      { time: START + 1000, power: 200 },
      { time: START, power: 150.6, heartRate: 300 },
      { time: START + 1500, heartRate: 140, cadence: -3 },
      { time: START + 2000, power: Number.NaN },
      ...recording(60, START + 3000),
    ]
    const { messages } = decode(
      writeFitActivity(samples, { startedAt: START, utcOffsetMinutes: 0 }),
    )
    expect(messages.recordMesgs?.slice(0, 3)).toEqual([
      { timestamp: new Date(START), power: 151 },
      { timestamp: new Date(START + 1000), power: 200, heartRate: 140 },
      { timestamp: new Date(START + 3000), power: 180, cadence: 85 },
    ])
  })

  it('takes the pauses out of the timer time and starts no later than the clock did', () => {
    const points = recording(600, START + 5000)
    const { messages } = decode(
      writeFitActivity(points, { startedAt: START, pausedMs: 90_400, utcOffsetMinutes: 0 }),
    )
    expect(messages.sessionMesgs?.[0]).toMatchObject({
      startTime: new Date(START),
      totalElapsedTime: 605,
      totalTimerTime: 515,
    })
    expect(messages.eventMesgs?.[0]?.timestamp).toEqual(new Date(START))
  })

  it('a test paused 90 s, as the training section writes it (records on the wall clock): the pause is in the elapsed time, out of the timer time', () => {
    const points = [...recording(300), ...recording(300, START + 390_000)]
    const { messages } = decode(
      writeFitActivity(points, { startedAt: START, pausedMs: 90_000, utcOffsetMinutes: 0 }),
    )
    expect(messages.recordMesgs).toHaveLength(600)
    expect(messages.recordMesgs?.[300]?.timestamp).toEqual(new Date(START + 390_000))
    expect(messages.sessionMesgs?.[0]).toMatchObject({ totalElapsedTime: 690, totalTimerTime: 600 })
    expect(messages.activityMesgs?.[0]).toMatchObject({ totalTimerTime: 600 })
  })

  it('writes an hour at 1 Hz in 9 bytes a second and under 1 KiB more, the same bytes every time', () => {
    const points = recording(3600)
    const write = () => writeFitActivity(points, { startedAt: START, utcOffsetMinutes: -180 })
    const bytes = write()
    // A record with power, heart rate and cadence is 9 bytes (header, timestamp 4, power 2, 1, 1).
    expect(bytes.length).toBeLessThanOrEqual(3600 * 9 + 1024)
    expect(write()).toEqual(bytes)
  })

  it('refuses a recording with nothing measured', () => {
    expect(() => writeFitActivity([], { startedAt: START })).toThrow(RangeError)
    expect(() => writeFitActivity([{ time: START }], { startedAt: START })).toThrow(RangeError)
  })
})
