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

function format(pair: ReturnType<typeof formatters>, value: Date | string | number): string {
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value)?.[1] : undefined
  if (day) return pair.day().format(new Date(day))
  return pair.moment().format(value instanceof Date ? value : new Date(value))
}

/** 22/11/2026 */
export function formatDate(value: Date | string | number): string {
  return format(shortDate, value)
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
  return format(longDate, value)
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
