/** pt-BR formatting over Intl: every number and date the rider sees goes through here. */
const LOCALE = 'pt-BR'

const dateFormatter = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeZone: 'UTC' })
const longDateFormatter = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' })
const numberFormatters = new Map<number, Intl.NumberFormat>()

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value)
}

/** 22/11/2026 */
export function formatDate(value: Date | string | number): string {
  return dateFormatter.format(toDate(value))
}

/** 22 de novembro de 2026 */
export function formatLongDate(value: Date | string | number): string {
  return longDateFormatter.format(toDate(value))
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
