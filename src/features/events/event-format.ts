import { MODALITY_LABELS, type CalendarEvent } from './types'

let money: Intl.NumberFormat | undefined

/** 'Gratuito', or the price as pt-BR writes it ('R$ 80,00'). */
export function eventPrice(priceCents: number): string {
  if (priceCents === 0) return 'Gratuito'
  money ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
  return money.format(priceCents / 100)
}

/** 'Sem limite de vagas', 'Evento lotado', '1 vaga restante', '12 vagas restantes'. */
export function placesLeft(event: Pick<CalendarEvent, 'capacity' | 'places_taken'>): string {
  if (event.capacity === null) return 'Sem limite de vagas'
  const left = Math.max(event.capacity - event.places_taken, 0)
  if (left === 0) return 'Evento lotado'
  return left === 1 ? '1 vaga restante' : `${left} vagas restantes`
}

/** The card's line of figures: modality, distance and climbing where known. */
export function eventFigures(
  event: Pick<CalendarEvent, 'modality' | 'distance_km' | 'elevation_m'>,
): string[] {
  const figures: string[] = [MODALITY_LABELS[event.modality]]
  if (event.distance_km !== null)
    figures.push(`${event.distance_km.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} km`)
  if (event.elevation_m !== null)
    figures.push(`${event.elevation_m.toLocaleString('pt-BR')} m de subida`)
  return figures
}
