/**
 * Without Bluetooth the rider types, at the end, what the bike computer shows; the text is checked
 * with the calculators' own rules and the result comes from the same formulas as a recording's.
 */
import type { Bpm, Watts } from '../../../domain/units'
import { validateFthr, validateFtp } from '../../../domain/validation'
import {
  fthrFromAverage,
  ftpFrom20MinutePower,
  ftpFromBestMinute,
  type TestResult,
} from './formulas'

/**
 * The FTP field's rule (a number above 0, pt-BR comma allowed) and title, but messages naming the
 * field: 'insira um valor válido para FTP' under an average-power field would ask for the FTP
 * itself, and 95 % of an FTP is a wrong result.
 */
export const TYPED_POWER_MESSAGES = {
  twentyMinutes: 'Por favor, insira um valor válido para a potência média dos 20 minutos.',
  bestMinute: 'Por favor, insira um valor válido para a potência do melhor minuto.',
} as const

function typedPower(
  text: string,
  message: string,
  result: (power: Watts) => TestResult<Watts>,
): TestResult<Watts> {
  const power = validateFtp(text)
  return power.ok ? result(power.value) : { ok: false, title: power.title, reason: message }
}

/** The 20-minute block's average power, as the bike computer shows it. */
export function ftpFromTyped20MinutePower(text: string): TestResult<Watts> {
  return typedPower(text, TYPED_POWER_MESSAGES.twentyMinutes, ftpFrom20MinutePower)
}

/** The ramp's best minute (its best 1-minute average power). */
export function ftpFromTypedBestMinute(text: string): TestResult<Watts> {
  return typedPower(text, TYPED_POWER_MESSAGES.bestMinute, ftpFromBestMinute)
}

/** The last 20 minutes' average heart rate: that is the FTHR, so the FTHR field's rule and messages. */
export function fthrFromTypedHeartRate(text: string): TestResult<Bpm> {
  const heartRate = validateFthr(text)
  return heartRate.ok ? fthrFromAverage(heartRate.value) : { ok: false, reason: heartRate.message }
}
