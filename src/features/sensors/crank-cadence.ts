import { isPlausibleRpm } from './parsed'

/** Cumulative crank revolutions and the time of the last one, both 16-bit counters. */
export interface CrankSample {
  readonly revolutions: number
  /** In 1/1024 s (the unit of both Cycling Power and CSC crank data). */
  readonly eventTime: number
}

export interface CrankCadenceState {
  readonly last: CrankSample
  readonly rpm: number | undefined
  /** When the last new revolution was received, or the first sample before there was one. */
  readonly lastRevolutionAt: number
}

export interface CrankCadenceStep {
  readonly state: CrankCadenceState
  /** What to show now: undefined until two revolutions have been seen, and for a dropped sample. */
  readonly rpm: number | undefined
  /** Set when this sample gave a cadence no rider turns: it is not shown, only counted. */
  readonly dropped?: 'implausible'
}

/** Sensors repeat the last event while the crank is still; this long without one is a stop. */
export const CRANK_STOPPED_AFTER_MS = 3000
const TICKS_PER_SECOND = 1024
const COUNTER = 0x10000
/** The event-time counter wraps every 64 s: past that, its difference says nothing. */
const COUNTER_SPAN_MS = (COUNTER / TICKS_PER_SECOND) * 1000

/**
 * One step of cadence from cumulative crank data: `(state, sample, receivedAt ms) → rpm`.
 * Both counters wrap at 65,536, so differences are taken modulo 2^16.
 */
export function stepCrankCadence(
  state: CrankCadenceState | undefined,
  sample: CrankSample,
  receivedAt: number,
): CrankCadenceStep {
  if (!state) {
    return { state: { last: sample, rpm: undefined, lastRevolutionAt: receivedAt }, rpm: undefined }
  }

  const revolutions = (sample.revolutions - state.last.revolutions + COUNTER) % COUNTER
  if (revolutions === 0) {
    // A repeated event is no new revolution. The previous sample stays the reference: some
    // sensors move the event time without a revolution, which would shorten the next interval.
    const stopped = receivedAt - state.lastRevolutionAt >= CRANK_STOPPED_AFTER_MS
    const rpm = stopped ? 0 : state.rpm
    return { state: { ...state, rpm }, rpm }
  }

  if (receivedAt - state.lastRevolutionAt >= COUNTER_SPAN_MS) {
    // The first turn after a long stop: the wrapped time difference cannot be trusted.
    return { state: { last: sample, rpm: 0, lastRevolutionAt: receivedAt }, rpm: 0 }
  }

  const ticks = (sample.eventTime - state.last.eventTime + COUNTER) % COUNTER
  const rpm = ticks === 0 ? Infinity : (revolutions * 60 * TICKS_PER_SECOND) / ticks
  if (!isPlausibleRpm(rpm)) {
    // Take the new counters as the reference (a sensor that restarted counts from zero); the
    // state keeps the last believable cadence.
    return { state: { ...state, last: sample }, rpm: undefined, dropped: 'implausible' }
  }
  return { state: { last: sample, rpm, lastRevolutionAt: receivedAt }, rpm }
}
