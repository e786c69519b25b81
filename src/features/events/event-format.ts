import { formatFigure, formatReais } from '../../lib/format'
import { MODALITY_LABELS, type CalendarEvent } from './types'

/** 'Gratuito', or the price as pt-BR writes it ('R$ 80,00'). */
export function eventPrice(priceCents: number): string {
  return priceCents === 0 ? 'Gratuito' : formatReais(priceCents)
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
  if (event.distance_km !== null) figures.push(`${formatFigure(event.distance_km, 1)} km`)
  if (event.elevation_m !== null) figures.push(`${formatFigure(event.elevation_m, 3)} m de subida`)
  return figures
}
