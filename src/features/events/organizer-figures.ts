/** How the organizer's stat cards print their figures (organizer_figures(), in centavos). */

let money: Intl.NumberFormat | undefined
let oneDecimal: Intl.NumberFormat | undefined

/** 'R$ 1.234,50'; nothing confirmed yet is 'R$ 0,00' (not 'Gratuito': it is a sum). */
export function revenueText(cents: number): string {
  money ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
  return money.format(cents / 100)
}

/** The card's note: the app takes no payment, so the sum is what the prices say. */
export const REVENUE_NOTE =
  'Informativo: inscrições confirmadas × preço (o app não recebe pagamentos)'

/** '4,7' and '3 avaliações'; with none, '—' and 'Nenhuma avaliação ainda'. */
export function ratingText(
  average: number | null,
  count: number,
): { value: string; detail: string } {
  if (average === null || count === 0) return { value: '—', detail: 'Nenhuma avaliação ainda' }
  oneDecimal ??= new Intl.NumberFormat('pt-BR', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
  return {
    value: oneDecimal.format(average),
    detail: count === 1 ? '1 avaliação' : `${count.toLocaleString('pt-BR')} avaliações`,
  }
}
