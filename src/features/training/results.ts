/**
 * A recorded test's result, from its one-second series read as ride files are (a gap of up to
 * 10 s holds the value before it; a longer one is a gap). Averages take the seconds with a value
 * only: a gap is never a zero. A measured span needs a value in at least half its seconds.
 */
import { roundHalfUp, type Bpm, type Watts } from '../calculators/math'
import { bestAverage, rideTimeline } from '../rides'
import {
  FTHR_AVERAGED_SECONDS,
  formatNumber,
  fthrFromAverage,
  ftpFrom20MinutePower,
  ftpFromBestMinute,
  powerOfBlock,
  type TestResult,
} from './formulas'
import type { FieldTestId } from './protocols'
import { toRideRecords, type TestSecond } from './recorder'
import { stepAt, type TestPlan } from './timeline'

const BEST_MINUTE_SECONDS = 60

/** The FTHR result, with the 30 minutes' average power when power was recorded. */
export type FthrTestResult = TestResult<Bpm> & { ftpReference: TestResult<Watts> | null }

type Read = (second: number) => number | undefined

/** Each channel by test second, under the rides' rules. */
function channels(series: readonly TestSecond[]): { power: Read; heartRate: Read } {
  const ride = rideTimeline(toRideRecords(series, 0))
  const offset = ride.startTime / 1000
  return {
    power: (second) =>
      ride.power.moving[second - offset] ? ride.power.values[second - offset] : undefined,
    heartRate: (second) => ride.heartRate.values[second - offset] ?? undefined,
  }
}

interface Span {
  from: number
  to: number
  what: 'potência' | 'frequência cardíaca'
  /** 'no bloco “…”' and 'do bloco “…”', for the messages. */
  in: string
  of: string
}

type Mean = { ok: true; mean: number } | { ok: false; reason: string; recorded: number }

function meanOver(read: Read, span: Span): Mean {
  let sum = 0
  let recorded = 0
  for (let second = span.from; second < span.to; second += 1) {
    const value = read(second)
    if (value === undefined) continue
    sum += value
    recorded += 1
  }
  const total = span.to - span.from
  const half = Math.ceil(total / 2)
  if (recorded === 0) {
    return {
      ok: false,
      recorded,
      reason: `Nenhuma ${span.what} foi registrada ${span.in}, por isso não há resultado.`,
    }
  }
  if (recorded < half) {
    return {
      ok: false,
      recorded,
      reason:
        `Só ${formatNumber(recorded)} dos ${formatNumber(total)} segundos ${span.of} têm ` +
        `${span.what} registrada; o resultado pede pelo menos metade deles ` +
        `(${formatNumber(half)}), por isso não há resultado.`,
    }
  }
  return { ok: true, mean: sum / recorded }
}

const endedEarly = (block: string) => ({
  ok: false as const,
  reason: `O teste terminou antes do fim do bloco “${block}”, por isso não há resultado.`,
})

function expectTest(plan: TestPlan, id: FieldTestId): void {
  if (plan.protocol.id !== id) throw new Error(`A ${plan.protocol.id} plan, not ${id}`)
}

/** 95 % of the measured block's average power; `endSecond` is the test's elapsed time at its end. */
export function ftpFrom20MinuteRecording(
  series: readonly TestSecond[],
  plan: TestPlan,
  endSecond: number,
): TestResult<Watts> {
  expectTest(plan, 'ftp-20')
  const { name, startSecond, endSecond: blockEnd } = plan.measured
  if (blockEnd === null || endSecond < blockEnd) return endedEarly(name)
  const power = meanOver(channels(series).power, {
    from: startSecond,
    to: blockEnd,
    what: 'potência',
    in: `no bloco “${name}”`,
    of: `do bloco “${name}”`,
  })
  return power.ok
    ? ftpFrom20MinutePower(roundHalfUp(power.mean))
    : { ok: false, reason: power.reason }
}

/**
 * 75 % of the best minute of the ramp, from its first step to the end. A stop over 10 s inside
 * a window counts as 0 W there, as in rides, so two efforts never glue into one minute.
 */
export function ftpFromRampRecording(
  series: readonly TestSecond[],
  plan: TestPlan,
  endSecond: number,
): TestResult<Watts> {
  expectTest(plan, 'ramp')
  const from = plan.measured.startSecond
  const to = Math.floor(endSecond)
  if (to - from < BEST_MINUTE_SECONDS) {
    return {
      ok: false,
      reason:
        'O teste terminou antes de completar 1 minuto de rampa, e o FTP vem do melhor minuto: ' +
        'por isso não há resultado.',
    }
  }
  const { power } = channels(series)
  const covered = meanOver(power, { from, to, what: 'potência', in: 'na rampa', of: 'da rampa' })
  if (!covered.ok) return { ok: false, reason: covered.reason }
  const values: (number | null)[] = []
  for (let second = from; second < to; second += 1) values.push(power(second) ?? null)
  const best = bestAverage(values, BEST_MINUTE_SECONDS)
  return best ? ftpFromBestMinute(roundHalfUp(best.average)) : endedEarly(plan.measured.name)
}

/**
 * The last 20 minutes' average heart rate of the 30-minute block, and that block's average power
 * as a second FTP reference (null when no power was recorded in it).
 */
export function fthrFromRecording(
  series: readonly TestSecond[],
  plan: TestPlan,
  endSecond: number,
): FthrTestResult {
  expectTest(plan, 'fthr-30')
  const { name, startSecond, endSecond: blockEnd } = plan.measured
  if (blockEnd === null || endSecond < blockEnd) return { ...endedEarly(name), ftpReference: null }
  const { power, heartRate } = channels(series)
  const last = `últimos ${FTHR_AVERAGED_SECONDS / 60} minutos do bloco “${name}”`
  const heart = meanOver(heartRate, {
    from: blockEnd - FTHR_AVERAGED_SECONDS,
    to: blockEnd,
    what: 'frequência cardíaca',
    in: `nos ${last}`,
    of: `dos ${last}`,
  })
  const watts = meanOver(power, {
    from: startSecond,
    to: blockEnd,
    what: 'potência',
    in: `no bloco “${name}”`,
    of: `do bloco “${name}”`,
  })
  const ftpReference = watts.ok
    ? powerOfBlock(watts.mean, (blockEnd - startSecond) / 60)
    : watts.recorded === 0
      ? null
      : { ok: false as const, reason: watts.reason }
  const fthr: TestResult<Bpm> = heart.ok
    ? fthrFromAverage(heart.mean)
    : { ok: false, reason: heart.reason }
  return { ...fthr, ftpReference }
}

/**
 * The ramp ends itself: power under `quitFraction` of the target in each of the last
 * `quitSeconds` complete seconds, all of them in the ramp. A second without power is not under.
 */
export function rampShouldEnd(
  series: readonly TestSecond[],
  plan: TestPlan,
  elapsedSeconds: number,
): boolean {
  const { ramp } = plan
  if (!ramp) return false
  const end = Math.floor(elapsedSeconds)
  const from = end - ramp.quitSeconds
  if (from < ramp.startSecond) return false
  let under = 0
  for (let i = series.length - 1; i >= 0; i -= 1) {
    const entry = series[i]!
    if (entry.second >= end) continue
    if (entry.second < from) break
    const target = stepAt(plan, entry.second).targetWatts
    if (entry.watts !== undefined && target !== null && entry.watts < ramp.quitFraction * target) {
      under += 1
    }
  }
  return under === ramp.quitSeconds
}
