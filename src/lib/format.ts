/** pt-BR formatting over Intl: every number and date the rider sees goes through here. */
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
  if (!(time >= STANDARD_TIME_SINCE && time < STANDARD_TIME_UNTIL)) return
  return new Date(time + BRASILIA_OFFSET_MS).toISOString().slice(0, 10)
}

const MONTHS = [
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
  return dateTime().format(value instanceof Date ? value : new Date(value))
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
  let formatter = numberFormatters.get(decimals)
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    numberFormatters.set(decimals, formatter)
  }
  return formatter.format(value)
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
