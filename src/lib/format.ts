/**
 * pt-BR formatting: every number and date the rider sees goes through here. Numbers, calendar
 * days and Brasília days are written by hand (a page's first Intl formatter costs ~60 ms at 4×
 * CPU, in the task that shows a result); the rest goes through Intl.
 */
const LOCALE = 'pt-BR'

/**
 * Moments are shown on Brasília time, the riders' clock, and the same on the server that
 * prerenders and in the browser (no hydration mismatch). A calendar day ('2026-03-15') or a wall
 * time with no zone ('2026-03-15T23:30:00', WordPress's `date`) is that day wherever it is read:
 * JavaScript would parse the second in the reader's own zone, so only its day is used.
 */
const RIDERS_TIME_ZONE = 'America/Sao_Paulo'
const CALENDAR_DAY = /^(\d{4}-\d{2}-\d{2})(T[\d:.]+)?$/

/**
 * A formatter made on first use. Building one loads the locale's and the time zone's data: six
 * made when this module loads cost a calculator ~16 ms (64 ms at 4× CPU) before its form went
 * live, for dates that screen never shows.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined
  return () => (made ??= make())
}

function formatters(style: 'short' | 'long') {
  return {
    moment: onFirstUse(
      () => new Intl.DateTimeFormat(LOCALE, { dateStyle: style, timeZone: RIDERS_TIME_ZONE }),
    ),
    day: onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: style, timeZone: 'UTC' })),
  }
}
const shortDate = formatters('short')
const longDate = formatters('long')
const numberFormatters = new Map<number, Intl.NumberFormat>()

function format(
  pair: ReturnType<typeof formatters>,
  value: Date | string | number,
  style: 'short' | 'long',
): string {
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value)?.[1] : undefined
  if (day) return calendarDay(day, style) ?? pair.day().format(new Date(day))
  const moment = value instanceof Date ? value : new Date(value)
  const riders = ridersDay(moment)
  return (riders && calendarDay(riders, style)) ?? pair.moment().format(moment)
}

/**
 * Brazil has kept UTC−3 all year since its last daylight-saving period ended, on 17 February
 * 2019 at 00:00 (02:00 UTC; Decree 9,772/2019 abolished it).
 */
const STANDARD_TIME_SINCE = Date.UTC(2019, 1, 17, 2)
const STANDARD_TIME_UNTIL = Date.UTC(10000, 0, 1)
const BRASILIA_OFFSET_MS = -3 * 3_600_000

/**
 * The riders' calendar day of a moment since then ('2026-03-15'), without Intl (see
 * `calendarDay`); undefined before, where Intl's time-zone data knows the summers. The unit test
 * compares it with Intl's over the years since and to come, so a Node whose time-zone data brings
 * daylight saving back fails it.
 */
function ridersDay(moment: Date): string | undefined {
  const time = moment.getTime()
  if (!brazilOffsetsFixed(time)) return
  return new Date(time + BRASILIA_OFFSET_MS).toISOString().slice(0, 10)
}

/**
 * Whether Brazil's clocks keep one offset all year at this moment (each of its four zones: none
 * has had summer time since 17 February 2019), so a wall clock there is arithmetic, not Intl.
 */
export function brazilOffsetsFixed(time: number): boolean {
  return time >= STANDARD_TIME_SINCE && time < STANDARD_TIME_UNTIL
}

/** pt-BR's weekday names as Intl writes them in a full date, Sunday first (getUTCDay's order). */
export const WEEKDAYS = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
]

/**
 * A figure as pt-BR writes it ('1.234,5'): `formatNumber` with at most `decimals` decimals, its
 * trailing zeros dropped (Intl's `maximumFractionDigits`; the unit tests compare the two), for
 * the figures of a list of hundreds of cards.
 */
export function formatFigure(value: number, decimals = 0): string {
  const fixed = formatNumber(value, decimals)
  if (decimals === 0) return fixed
  let end = fixed.length
  while (fixed[end - 1] === '0') end -= 1
  return fixed.slice(0, fixed[end - 1] === ',' ? end - 1 : end)
}

/** 'R$ 1.234,56' (a no-break space after R$), as Intl writes BRL in pt-BR, without Intl. */
export function formatReais(cents: number): string {
  return `${cents < 0 ? '-' : ''}R$\u00a0${formatNumber(Math.abs(cents) / 100, 2)}`
}

export const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
]

/**
 * A calendar day ('2026-03-15') as Intl writes it in pt-BR, without Intl: the first formatter a
 * page makes loads the locale's data (~30 ms at 4× CPU, inside the render of the first card that
 * shows a post's date, where React cannot yield). Undefined for a day the calendar lacks
 * ('2026-02-31'), left to Intl as before.
 */
function calendarDay(day: string, style: 'short' | 'long'): string | undefined {
  const year = Number(day.slice(0, 4))
  const month = Number(day.slice(5, 7))
  const date = Number(day.slice(8, 10))
  const real = new Date(Date.UTC(year, month - 1, date))
  if (year < 1000 || real.getUTCMonth() !== month - 1 || real.getUTCDate() !== date) return
  if (style === 'short') return `${day.slice(8, 10)}/${day.slice(5, 7)}/${year}`
  return `${date} de ${MONTHS[month - 1]} de ${year}`
}

/** 22/11/2026 */
export function formatDate(value: Date | string | number): string {
  return format(shortDate, value, 'short')
}

const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: RIDERS_TIME_ZONE,
    }),
)

/** 22/11/2026, 14:30: a moment with its time of day, on Brasília time. */
export function formatDateTime(value: Date | string | number): string {
  const moment = value instanceof Date ? value : new Date(value)
  const time = moment.getTime()
  if (!brazilOffsetsFixed(time)) return dateTime().format(moment)
  const local = new Date(time + BRASILIA_OFFSET_MS).toISOString()
  const [day = '', clock = ''] = local.split('T')
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}, ${clock.slice(0, 5)}`
}

/** 22 de novembro de 2026 */
export function formatLongDate(value: Date | string | number): string {
  return format(longDate, value, 'long')
}

const dayParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: RIDERS_TIME_ZONE,
    }),
)

/** 2026-11-22: the riders' calendar day of a moment, for file names. */
export function isoDay(value: Date): string {
  const day = ridersDay(value)
  if (day) return day
  const parts = Object.fromEntries(
    dayParts()
      .formatToParts(value)
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}`
}

/**
 * The riders' calendar year of a moment (Brasília), the year ages count in: on 31 December after
 * 21:00 there, the UTC year (and a device set to another zone) has already turned. The server's
 * age check counts in the same calendar.
 */
export function ridersYear(moment: Date = new Date()): number {
  return Number(isoDay(moment).slice(0, 4))
}

/** 72,5 — a fixed number of decimals, with the pt-BR decimal comma and thousands dot. */
export function formatNumber(value: number, decimals = 0): string {
  return writtenNumber(value, decimals) ?? numberFormatter(decimals).format(value)
}

function numberFormatter(decimals: number): Intl.NumberFormat {
  let formatter = numberFormatters.get(decimals)
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    numberFormatters.set(decimals, formatter)
  }
  return formatter
}

/**
 * `formatNumber` as Intl writes it, without Intl (the page's first formatter costs ~60 ms at 4×
 * CPU: a calculator's first result, or its replay of what was typed before the page went live).
 * As ICU does, it rounds the shortest decimal that reads back as the number (1.005 → '1,01', not
 * the binary value's '1,00'), half away from zero, and keeps the sign of a negative that rounds
 * to zero ('-0'). Undefined where that decimal is written with an exponent (below 1e-6 or from
 * 1e21), and for a count of decimals outside 0–20: Intl writes those. The unit test compares
 * both over many numbers.
 */
function writtenNumber(value: number, decimals: number): string | undefined {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) return undefined
  if (!Number.isFinite(value)) return undefined
  const shortest = String(Math.abs(value))
  if (shortest.includes('e')) return undefined
  const point = shortest.indexOf('.')
  const whole = point < 0 ? shortest : shortest.slice(0, point)
  const fraction = point < 0 ? '' : shortest.slice(point + 1)
  // The digits to keep as one integer, then one more unit in the last place if the next is ≥ 5.
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, '0')
  if ((fraction[decimals] ?? '0') >= '5') digits = plusOne(digits)
  const integer = digits.slice(0, digits.length - decimals) || '0'
  const kept = digits.slice(digits.length - decimals)
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  return `${sign}${grouped(integer)}${decimals > 0 ? `,${kept}` : ''}`
}

/** '1999' → '2000', '99' → '100': a decimal integer written as digits, plus one. */
function plusOne(digits: string): string {
  let at = digits.length - 1
  while (at >= 0 && digits[at] === '9') at -= 1
  if (at < 0) return `1${'0'.repeat(digits.length)}`
  return `${digits.slice(0, at)}${String(Number(digits[at]) + 1)}${'0'.repeat(digits.length - at - 1)}`
}

/** '1234567' → '1.234.567' */
function grouped(integer: string): string {
  const head = integer.length % 3 || 3
  let out = integer.slice(0, head)
  for (let at = head; at < integer.length; at += 3) out += `.${integer.slice(at, at + 3)}`
  return out
}

/** Elapsed time as riders read it on their bike computers: 1:02:03, or 12:05 under an hour. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds))
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  const two = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`
}

/** A distance in kilometres, one decimal: '28,8 km'. */
export function formatKm(meters: number): string {
  return `${formatNumber(meters / 1000, 1)} km`
}
