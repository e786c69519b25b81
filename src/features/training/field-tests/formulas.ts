/**
 * A test's result from its one number, the same whether the app recorded it or the rider typed it
 * from a bike computer: the value, and the formula with the rider's numbers. Each formula is
 * computed from exactly the number it shows.
 */
import { ftpFrom20MinuteTest } from '../../../domain/ftp'
import { roundHalfUp } from '../../../domain/rounding'
import { bpm, watts, type Bpm, type Watts } from '../../../domain/units'
import { LIMITS } from '../../../domain/validation'

/** The value and how it was reached, or why there is none (pt-BR, for the rider). */
export type TestResult<T extends number> =
  { ok: true; value: T; formula: string } | { ok: false; reason: string; title?: string }

const RAMP_FTP_PERCENT = 75
/** FTHR is the average of the last 20 minutes of the 30 (Friel). */
export const FTHR_AVERAGED_SECONDS = 20 * 60

let numbers: Intl.NumberFormat | undefined
/** Made on first use: building a formatter loads the locale's data. */
export const formatNumber = (value: number) =>
  (numbers ??= new Intl.NumberFormat('pt-BR')).format(value)

function ftpResult(percent: number, of: number, ftp: Watts): TestResult<Watts> {
  const formula = `${percent} % de ${formatNumber(of)} W = ${formatNumber(ftp)} W`
  return ftp > 0
    ? { ok: true, value: ftp, formula }
    : { ok: false, reason: `${formula}, e ${formatNumber(ftp)} W não é um FTP válido.` }
}

/** Allen & Coggan: 95 % of the 20-minute average power, to the watt. */
export function ftpFrom20MinutePower(average: number): TestResult<Watts> {
  return ftpResult(95, average, ftpFrom20MinuteTest(watts(average)))
}

/** The ramp: 75 % of the best minute's average power, to the watt. */
export function ftpFromBestMinute(best: number): TestResult<Watts> {
  return ftpResult(RAMP_FTP_PERCENT, best, watts(roundHalfUp((RAMP_FTP_PERCENT / 100) * best)))
}

/** Friel: the last 20 minutes' average heart rate, to the beat, within the FTHR calculator's limits. */
export function fthrFromAverage(average: number): TestResult<Bpm> {
  const fthr = roundHalfUp(average)
  const { min, max } = LIMITS.fthr
  if (fthr < min || fthr > max) {
    return {
      ok: false,
      reason:
        `A média dos últimos 20 minutos foi de ${formatNumber(fthr)} bpm, fora da faixa ` +
        `aceita para o FTHR (${min} a ${max} bpm).`,
    }
  }
  return {
    ok: true,
    value: bpm(fthr),
    formula: `média dos últimos 20 minutos: ${formatNumber(fthr)} bpm`,
  }
}

/** The FTHR test's second FTP reference: the average power of its 30 minutes, to the watt. */
export function powerOfBlock(average: number, minutes: number): TestResult<Watts> {
  const power = roundHalfUp(average)
  const shown = `${formatNumber(power)} W`
  return power > 0
    ? { ok: true, value: watts(power), formula: `potência média dos ${minutes} minutos: ${shown}` }
    : {
        ok: false,
        reason: `A potência média dos ${minutes} minutos foi ${shown}: não serve de referência de FTP.`,
      }
}
