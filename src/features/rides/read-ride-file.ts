/**
 * One entry for the worker: the file's bytes in, its points out, or a `RideFileError`. The kind
 * comes from the content, not the name (a renamed file is read for what it is).
 */
import { parseFit } from './parse-fit'
import { parseXmlRide } from './parse-xml-ride'
import { MAX_RIDE_FILE_BYTES, RideFileError } from './ride-file-error'
import type { ParsedRide } from './ride-point'

const FIT_SIGNATURE = '.FIT'

function isFitHeader(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false
  return String.fromCharCode(...bytes.subarray(8, 12)) === FIT_SIGNATURE
}

export function readRideFile(bytes: Uint8Array): ParsedRide {
  if (bytes.length === 0) throw new RideFileError('empty')
  if (bytes.length > MAX_RIDE_FILE_BYTES) throw new RideFileError('too-large')
  if (isFitHeader(bytes)) return parseFit(bytes)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new RideFileError('unknown')
  }
  // The root element decides, after any prolog, comments and a DOCTYPE (which the reader refuses).
  const head = text.slice(0, 4096)
  if (/<(\w+:)?gpx[\s>]/.test(head)) return parseXmlRide(text, 'gpx')
  if (/<(\w+:)?TrainingCenterDatabase[\s>]/.test(head)) return parseXmlRide(text, 'tcx')
  if (/<!DOCTYPE/i.test(head)) throw new RideFileError('doctype')
  throw new RideFileError('unknown')
}
