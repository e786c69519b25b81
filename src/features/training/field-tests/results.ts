/**
 * A recorded test's result, from its one-second series read as ride files are (a gap of up to
 * 10 s holds the value before it; a longer one is a gap). Averages take the seconds with a value
 * only: a gap is never a zero. A measured span needs a value in at least half its seconds.
 *
 * Pauses: the series runs on the test's clock, which leaves paused time out, so a
 * block paused halfway would read as one continuous effort. A pause inside a fixed measured
 * block keeps the figure but marks it interrupted ('com pausa'); a pause in the ramp's steps ends
 * the ramp there, as reaching exhaustion does.
 */
import { roundHalfUp } from '../../../domain/rounding'
import type { Bpm, Watts } from '../../../domain/units'
import { bestAverage, rideTimeline } from '../../../domain/series'
import {
  FTHR_AVERAGED_SECONDS,
  formatNumber,
  fthrFromAverage,
  ftpFrom20MinutePower,
  ftpFromBestMinute,
  powerOfBlock,
  type TestResult,
} from './formulas'
import type { RecordingPause, RecordingSecond } from '../../results'
import { toRideRecords } from '../session'
import { formatDuration } from '../frame'
import type { FieldTestId } from './protocols'
import { stepAt, type TestPlan } from './timeline'

const BEST_MINUTE_SECONDS = 60

/** The FTHR result, with the 30 minutes' average power when power was recorded. */
export type FthrTestResult = TestResult<Bpm> & { ftpReference: TestResult<Watts> | null }

type Read = (second: number) => number | undefined

/** Each channel by test second, under the rides' rules. */
function channels(series: readonly RecordingSecond[]): { power: Read; heartRate: Read } {
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
  series: readonly RecordingSecond[],
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
  series: readonly RecordingSecond[],
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
  series: readonly RecordingSecond[],
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
  series: readonly RecordingSecond[],
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

/** A recording as its result reads it: what an ended session hands over. */
export interface TestRecording {
  series: readonly RecordingSecond[]
  /** The test's elapsed time at its end, in seconds. */
  endSecond: number
  /** Every pause, the one running at the end included (`pausesUntil`). */
  pauses: readonly RecordingPause[]
}

/** The pauses that split a measured block. */
export interface BlockInterruption {
  count: number
  /** Their wall time, summed. */
  pausedMs: number
  /**
   * False when a pause kept by an older version (its place unknown) is among them: it may or
   * may not have fallen in the block, and the result is read as if it had.
   */
  placed: boolean
}

/**
 * The pauses inside a fixed test's measured block: each one that began after the block's start
 * and before its end (one at either edge splits nothing), plus any of unknown place. The FTHR
 * test's block is all 30 minutes: its power is averaged over them, and the first 10 bring the
 * heart rate up for the last 20. In the ramp, only pauses of unknown place: a placed one in the
 * steps ends the test instead (`rampPauseSecond`), one in the warm-up is a rest before it.
 * Pauses of no length split nothing.
 */
export function blockInterruption(
  plan: TestPlan,
  pauses: readonly RecordingPause[],
): BlockInterruption | null {
  const { startSecond, endSecond } = plan.measured
  const inside = pauses.filter(
    ({ atMs, ms }) =>
      ms > 0 &&
      (atMs === null ||
        (endSecond !== null && atMs > startSecond * 1000 && atMs < endSecond * 1000)),
  )
  if (inside.length === 0) return null
  return {
    count: inside.length,
    pausedMs: inside.reduce((sum, pause) => sum + pause.ms, 0),
    placed: inside.every((pause) => pause.atMs !== null),
  }
}

/**
 * Whether a pause at this test time (ms) ends the test: one in the ramp's steps does (the ramp is
 * ridden to exhaustion, and a rest between steps would carry the rider further than it).
 */
export const pauseEndsRamp = (plan: TestPlan, atMs: number) =>
  plan.ramp !== null && atMs > plan.ramp.startSecond * 1000

/** The test second the ramp ended at by a pause in its steps; null when no pause did. */
export function rampPauseSecond(plan: TestPlan, pauses: readonly RecordingPause[]): number | null {
  for (const { atMs } of pauses) {
    if (atMs !== null && pauseEndsRamp(plan, atMs)) return Math.floor(atMs / 1000)
  }
  return null
}

/** A recorded test's result, with what the pauses did to it. */
export interface RecordedTestResult {
  main: TestResult<number>
  /** The FTHR test's 30 minutes' power; null for the other tests and without power. */
  ftpReference: TestResult<Watts> | null
  /** Set when a pause split the measured block: every figure is then 'com pausa'. */
  interruption: BlockInterruption | null
  /** The ramp ended by a pause in its steps: in which step, and the second it ended at. */
  rampPaused: { step: string; second: number } | null
  /** The test got as far as the end of the block it measures (the ramp: a minute of steps). */
  blockDone: boolean
}

/** The result of a recorded field test, by the rules above. */
export function resultOfRecording(plan: TestPlan, recording: TestRecording): RecordedTestResult {
  const { series, pauses } = recording
  const interruption = blockInterruption(plan, pauses)
  const { startSecond, endSecond: blockEnd } = plan.measured
  if (plan.protocol.id === 'ramp') {
    const paused = rampPauseSecond(plan, pauses)
    const end = paused === null ? recording.endSecond : Math.min(recording.endSecond, paused)
    return {
      main: ftpFromRampRecording(series, plan, end),
      ftpReference: null,
      interruption,
      rampPaused: paused === null ? null : { step: stepAt(plan, paused).name, second: paused },
      blockDone: end >= startSecond + BEST_MINUTE_SECONDS,
    }
  }
  const blockDone = blockEnd !== null && recording.endSecond >= blockEnd
  if (plan.protocol.id === 'ftp-20') {
    return {
      main: ftpFrom20MinuteRecording(series, plan, recording.endSecond),
      ftpReference: null,
      interruption,
      rampPaused: null,
      blockDone,
    }
  }
  const { ftpReference, ...main } = fthrFromRecording(series, plan, recording.endSecond)
  return { main, ftpReference, interruption, rampPaused: null, blockDone }
}

/** 'o bloco de 20 minutos', 'a rampa': the measured block as the messages name it. */
function blockNoun(plan: TestPlan): { the: string; in: string; interrupted: string } {
  const { startSecond, endSecond } = plan.measured
  return endSecond === null
    ? { the: 'a rampa', in: 'na rampa', interrupted: 'interrompida' }
    : {
        the: `o bloco de ${formatNumber((endSecond - startSecond) / 60)} minutos`,
        in: 'no bloco',
        interrupted: 'interrompido',
      }
}

/** A pause's length as the rider reads it, to the second (never less than it was). */
const pauseLength = (ms: number) => formatDuration(Math.ceil(ms / 1000))

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * What the result screen says of an interrupted block (pt-BR): for how long, and that the
 * figure with the pause is no FTP (FTHR) to rely on.
 */
export function interruptionText(plan: TestPlan, interruption: BlockInterruption): string {
  const block = blockNoun(plan)
  const length = pauseLength(interruption.pausedMs)
  const what = plan.protocol.measures === 'ftp' ? 'um FTP confiável' : 'uma FTHR confiável'
  const said = !interruption.placed
    ? `${capitalised(block.the)} pode ter sido ${block.interrupted}: o teste ficou pausado por ` +
      `${length}, e a versão do app que gravou essa pausa não guardava em que ponto.`
    : interruption.count === 1
      ? `${capitalised(block.the)} foi ${block.interrupted} por ${length}.`
      : `${capitalised(block.the)} foi ${block.interrupted} ${formatNumber(interruption.count)} ` +
        `vezes, por ${length} no total.`
  return (
    `${said} O resultado com pausa não é ${what}. Para um resultado confiável, faça o teste de ` +
    `novo sem pausar ${block.in}.`
  )
}

/** What the result screen says of a ramp a pause ended (pt-BR). */
export function rampPausedText(paused: { step: string }): string {
  return (
    `Você pausou no ${paused.step}. Na rampa, uma pausa encerra o teste, como chegar ao ` +
    'limite: o resultado vem do que você pedalou até a pausa.'
  )
}
