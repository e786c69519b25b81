import { describe, expect, it } from 'vitest'
import { readRideFile } from './read-ride-file'
import { MAX_RIDE_FILE_BYTES, RideFileError } from './ride-file-error'

const text = (value: string) => new TextEncoder().encode(value)
const point = `<trkpt lat="1" lon="2"><time>2026-10-04T09:00:00Z</time></trkpt>`

describe('reading a ride file by its content', () => {
  it('a GPX renamed .fit, or with a BOM, comments and a prefix, is read as GPX', () => {
    expect(readRideFile(text(`<gpx><trk><trkseg>${point}</trkseg></trk></gpx>`)).format).toBe('gpx')
    const decorated = `\uFEFF<?xml version="1.0"?><!-- Strava --><g:gpx xmlns:g="x"><g:trk><g:trkseg>${point}</g:trkseg></g:trk></g:gpx>`
    expect(readRideFile(text(decorated)).points).toHaveLength(1)
  })

  it('a TCX is read as TCX', () => {
    const tcx = `<TrainingCenterDatabase><Activities><Activity><Lap><Track><Trackpoint><Time>2026-10-04T09:00:00Z</Time></Trackpoint></Track></Lap></Activity></Activities></TrainingCenterDatabase>`
    expect(readRideFile(text(tcx)).format).toBe('tcx')
  })

  it.each([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['a photo', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]), 'unknown'],
    ['some other XML', text('<kml><Document/></kml>'), 'unknown'],
    ['a DOCTYPE before any root', text('<!DOCTYPE x [<!ENTITY a "b">]><x/>'), 'doctype'],
  ] as const)('%s is refused with its message', (_name, bytes, code) => {
    expect(() => readRideFile(bytes)).toThrow(new RideFileError(code))
  })

  it('a file over 50 MB is refused before it is read', () => {
    expect(() => readRideFile(new Uint8Array(MAX_RIDE_FILE_BYTES + 1))).toThrow(
      new RideFileError('too-large'),
    )
  })
})
