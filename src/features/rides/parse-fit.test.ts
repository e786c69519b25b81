/**
 * FIT files written here with Garmin's own encoder, with what real devices do: records carrying
 * only a battery level, developer data, two files chained in one, a file cut short, a bad CRC;
 * and, byte by byte (the encoder always writes the profile's sizes), fields whose declared size
 * or type differs from the profile's.
 */
import {
  CrcCalculator,
  Encoder,
  Profile,
  type DeveloperDataIdMesg,
  type FieldDescriptionMesg,
  type FileIdMesg,
  type RecordMesg,
} from '@garmin/fitsdk'
import { describe, expect, it } from 'vitest'
import { parseFit } from './parse-fit'
import { RideFileError } from './ride-file-error'

const START = new Date('2026-10-04T09:00:00Z')
const mesg = (name: string): number => {
  const number = Profile.MesgNum[name]
  if (number === undefined) throw new Error(`no message ${name}`)
  return number
}
const SEMICIRCLES_PER_DEGREE = 2 ** 31 / 180

interface Sample {
  second: number
  power?: number
  heartRate?: number
  batterySoc?: number
}

/** FIT's enum values as numbers (the typed API takes numbers): file type activity, manufacturer development. */
const FILE_ACTIVITY = 4
const MANUFACTURER_DEVELOPMENT = 255
const UINT16 = 0x84

function encodeRide(samples: readonly Sample[]): Uint8Array {
  const encoder = new Encoder()
  const fileId: FileIdMesg = {
    type: FILE_ACTIVITY,
    manufacturer: MANUFACTURER_DEVELOPMENT,
    product: 1,
    timeCreated: START,
    serialNumber: 1234,
  }
  encoder.onMesg(mesg('FILE_ID'), fileId)
  // A developer field on every record, as a running-power pod or a Connect IQ app writes one.
  const developer: DeveloperDataIdMesg = { developerDataIndex: 0, applicationId: Array(16).fill(7) }
  const field: FieldDescriptionMesg = {
    developerDataIndex: 0,
    fieldDefinitionNumber: 0,
    fitBaseTypeId: UINT16,
    fieldName: 'Pod Power',
    units: 'W',
  }
  encoder.onMesg(mesg('DEVELOPER_DATA_ID'), developer)
  encoder.onMesg(mesg('FIELD_DESCRIPTION'), field)
  encoder.addDeveloperField(0, developer, field)
  for (const sample of samples) {
    const record: RecordMesg = {
      timestamp: new Date(START.getTime() + sample.second * 1000),
      ...(sample.batterySoc === undefined
        ? {
            positionLat: Math.round(-23.55 * SEMICIRCLES_PER_DEGREE),
            positionLong: Math.round(-46.63 * SEMICIRCLES_PER_DEGREE),
            distance: sample.second * 8,
            enhancedAltitude: 760 + sample.second / 10,
            cadence: 85,
            developerFields: { 0: 240 },
          }
        : { batterySoc: sample.batterySoc }),
      ...(sample.power === undefined ? {} : { power: sample.power }),
      ...(sample.heartRate === undefined ? {} : { heartRate: sample.heartRate }),
    }
    encoder.onMesg(mesg('RECORD'), record)
  }
  return encoder.close()
}

const le = (value: number, bytes: number) =>
  Array.from({ length: bytes }, (_, i) => Math.floor(value / 256 ** i) % 256)

/** A field definition as a file declares it: number, size in bytes, FIT base type. */
type Declared = readonly [number, number, number]
const [ENUM, UINT8, UINT16_TYPE, UINT32] = [0x00, 0x02, 0x84, 0x86]
const FIT_EPOCH_SECONDS = Date.UTC(1989, 11, 31) / 1000

/**
 * A FIT file written byte by byte: a file id, then `seconds` records with `fields` declared as
 * given (after the timestamp), each record's bytes from `values(second)`.
 */
function declaredRide(fields: Declared[], values: (second: number) => number[]): Uint8Array {
  const start = START.getTime() / 1000 - FIT_EPOCH_SECONDS
  const body: number[] = []
  const define = (local: number, global: number, declared: readonly Declared[]) =>
    body.push(0x40 | local, 0, 0, ...le(global, 2), declared.length, ...declared.flat())
  define(0, mesg('FILE_ID'), [
    [0, 1, ENUM],
    [1, 2, UINT16_TYPE],
    [4, 4, UINT32],
  ])
  body.push(0, FILE_ACTIVITY, ...le(MANUFACTURER_DEVELOPMENT, 2), ...le(start, 4))
  define(1, mesg('RECORD'), [[253, 4, UINT32], ...fields])
  for (let second = 0; second < 90; second += 1) {
    body.push(1, ...le(start + second, 4), ...values(second))
  }
  const header = [14, 0x20, ...le(2132, 2), ...le(body.length, 4), ...'.FIT'].map((b) =>
    typeof b === 'string' ? b.charCodeAt(0) : b,
  )
  const file = [...header, ...le(CrcCalculator.calculateCRC(new Uint8Array(header), 0, 12), 2)]
  file.push(...body)
  return new Uint8Array([
    ...file,
    ...le(CrcCalculator.calculateCRC(new Uint8Array(file), 0, file.length), 2),
  ])
}

const steady = (seconds: number, from = 0): Sample[] =>
  Array.from({ length: seconds }, (_, s) => ({ second: from + s, power: 250, heartRate: 150 }))

describe('FIT', () => {
  it('reads every record: time, power, heart rate, cadence, distance, altitude, position', () => {
    const ride = parseFit(encodeRide(steady(3)))
    expect(ride.partial).toBe(false)
    expect(ride.points).toHaveLength(3)
    const [first] = ride.points
    expect(first).toMatchObject({
      time: START.getTime(),
      power: 250,
      heartRate: 150,
      cadence: 85,
      distance: 0,
    })
    expect(first?.altitude).toBeCloseTo(760, 0)
    expect(first?.latitude).toBeCloseTo(-23.55, 5)
    expect(first?.longitude).toBeCloseTo(-46.63, 5)
  })

  it('leaves out records with only a battery level', () => {
    const ride = parseFit(
      encodeRide([...steady(2), { second: 2, batterySoc: 80 }, ...steady(2, 3)]),
    )
    expect(ride.points.map((p) => (p.time - START.getTime()) / 1000)).toEqual([0, 1, 3, 4])
  })

  it('reads two files chained in one', () => {
    const first = encodeRide(steady(2))
    const second = encodeRide(steady(2, 10))
    const chained = new Uint8Array(first.length + second.length)
    chained.set(first)
    chained.set(second, first.length)
    const ride = parseFit(chained)
    expect(ride.points).toHaveLength(4)
    expect(ride.partial).toBe(false)
  })

  it('reads fields at the size and type the file declares, not the profile’s', () => {
    // Power (profile uint16) as uint32, heart rate (uint8) as two bytes with the second invalid,
    // cadence (uint8) as uint16, distance (uint32, cm) as uint16.
    const ride = parseFit(
      declaredRide(
        [
          [7, 4, UINT32],
          [3, 2, UINT8],
          [4, 2, UINT16_TYPE],
          [5, 2, UINT16_TYPE],
        ],
        (second) => [...le(250, 4), 150, 0xff, ...le(85, 2), ...le(second * 100, 2)],
      ),
    )
    expect(ride.partial).toBe(false)
    expect(ride.points).toHaveLength(90)
    expect(ride.points[3]).toMatchObject({ power: 250, heartRate: 150, cadence: 85, distance: 3 })
  })

  it('a field whose size fits no whole value is left out; the rest of the record stays', () => {
    const ride = parseFit(
      declaredRide(
        [
          [7, 3, UINT16_TYPE],
          [3, 1, UINT8],
        ],
        () => [200, 0, 0, 140],
      ),
    )
    expect(ride.points).toHaveLength(90)
    expect(ride.points[0]?.power).toBeUndefined()
    expect(ride.points[0]?.heartRate).toBe(140)
  })

  it('a file cut short gives the records before the damage, marked partial', () => {
    const whole = encodeRide(steady(600))
    const ride = parseFit(whole.slice(0, Math.floor(whole.length / 2)))
    expect(ride.partial).toBe(true)
    expect(ride.points.length).toBeGreaterThan(100)
    expect(ride.points.length).toBeLessThan(600)
  })

  it('a CRC that does not match marks the ride partial', () => {
    const bytes = encodeRide(steady(10))
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 0xff
    expect(parseFit(bytes).partial).toBe(true)
  })

  it('refuses what is not FIT, and a FIT header with nothing readable after it', () => {
    expect(() => parseFit(new TextEncoder().encode('<gpx></gpx>'))).toThrow(
      new RideFileError('unknown'),
    )
    const header = encodeRide(steady(5)).slice(0, 16)
    expect(() => parseFit(header)).toThrow(new RideFileError('damaged'))
  })

  // A generous deadline for a loaded machine; its speed is measured by `npm run bench`.
  it('decodes a 4-hour, 1-second ride', { timeout: 60_000 }, () => {
    const ride = parseFit(encodeRide(steady(4 * 3600)))
    expect(ride.points).toHaveLength(14_400)
  })
})
