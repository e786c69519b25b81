/**
 * The events' server refusals in the rider's words. The functions of the events migration
 * (20261128101109_events.sql) answer with their own SQLSTATE; a bound of a column answers 23514
 * naming its constraint, which says which field was refused.
 */
import { SESSION_ENDED_CODE, SESSION_ENDED_MESSAGE } from '../../lib/session-ended'

export const EVENT_MESSAGES = {
  notFound: 'Evento não encontrado.',
  full: 'Evento lotado',
  alreadyRegistered: 'Você já está inscrito neste evento.',
  cancelled: 'Este evento foi cancelado.',
  closed: 'As inscrições deste evento estão encerradas.',
  refused: 'Sua inscrição foi recusada pelo organizador.',
  registrationNotFound: 'Inscrição não encontrada.',
  notRateable: 'Só quem teve a inscrição confirmada avalia, depois que o evento termina.',
  alreadyRated: 'Você já avaliou este evento.',
  registrationCancelled: 'Esta inscrição já foi cancelada.',
  notAllowed: 'Você não tem permissão para esta ação.',
  offline: 'Sem conexão. Verifique sua internet e tente novamente.',
  failed: 'Não foi possível concluir agora. Tente novamente.',
  invalid: 'Algum dado do evento foi recusado pelo servidor. Confira os campos e tente novamente.',
} as const

const BY_CODE: Record<string, string> = {
  BP017: EVENT_MESSAGES.notFound,
  BP018: EVENT_MESSAGES.full,
  BP019: EVENT_MESSAGES.alreadyRegistered,
  BP020: EVENT_MESSAGES.cancelled,
  BP021: EVENT_MESSAGES.closed,
  BP022: EVENT_MESSAGES.refused,
  BP023: EVENT_MESSAGES.registrationNotFound,
  BP024: EVENT_MESSAGES.notRateable,
  BP025: EVENT_MESSAGES.alreadyRated,
  BP026: EVENT_MESSAGES.registrationCancelled,
  [SESSION_ENDED_CODE]: SESSION_ENDED_MESSAGE,
}

/** True for a code the events' functions answer with: the server's refusal, not a failure. */
export function isEventRefusal(code: string | undefined): boolean {
  return code !== undefined && code in BY_CODE
}

/** A column's check constraint, by the name Postgres gives it, as the form would say it. */
const BY_CONSTRAINT: Record<string, string> = {
  events_title_check: 'O título precisa ter de 3 a 120 caracteres.',
  events_description_check: 'A descrição pode ter até 5.000 caracteres.',
  events_modality_check: 'Escolha uma modalidade da lista.',
  events_time_zone_check: 'Escolha um dos fusos horários do Brasil.',
  events_city_check: 'A cidade precisa ter de 2 a 80 caracteres.',
  events_state_check: 'Escolha um estado (UF) da lista.',
  events_meeting_point_check: 'O ponto de encontro precisa ter de 3 a 200 caracteres.',
  events_latitude_check: 'As coordenadas precisam ficar dentro do Brasil.',
  events_longitude_check: 'As coordenadas precisam ficar dentro do Brasil.',
  events_coordinates_together: 'Informe latitude e longitude juntas, ou nenhuma das duas.',
  events_distance_km_check: 'A distância vai de 0,1 a 2.000 km.',
  events_elevation_m_check: 'A altimetria vai de 0 a 30.000 m.',
  events_price_cents_check: 'O valor da inscrição vai de R$ 0,00 a R$ 100.000,00.',
  events_capacity_check: 'As vagas vão de 1 a 100.000 (deixe em branco para sem limite).',
  events_registration_url_check: 'O link de inscrição precisa começar com https://.',
  events_ends_after_start: 'O término precisa ser depois do início.',
  events_at_most_30_days: 'Um evento dura no máximo 30 dias.',
  events_unpublished_reason_check: 'Diga o motivo em 3 a 500 caracteres.',
}

export interface ServerError {
  code?: string | undefined
  message?: string | undefined
}

/** A refusal (or no answer at all) of an events call, in pt-BR. */
export function eventErrorMessage(error: ServerError | null | undefined, online = true): string {
  if (!error) return online ? EVENT_MESSAGES.failed : EVENT_MESSAGES.offline
  const code = error.code ?? ''
  const known = BY_CODE[code]
  if (known) return known
  const message = error.message ?? ''
  if (code === '23514') {
    const constraint = /constraint "([a-z_]+)"/.exec(message)?.[1]
    if (constraint) return BY_CONSTRAINT[constraint] ?? EVENT_MESSAGES.invalid
    // The triggers' and functions' own refusals are already written for the rider.
    return message || EVENT_MESSAGES.invalid
  }
  // A function's argument refused (a reason too short, a rating out of range): its own words.
  if (code === '22023' && message) return message
  if (code === '42501') return EVENT_MESSAGES.notAllowed
  if (code === '23502' || code === '22P02' || code === '22003') return EVENT_MESSAGES.invalid
  return online ? EVENT_MESSAGES.failed : EVENT_MESSAGES.offline
}

/** A refused call, carrying its pt-BR message (what a screen shows) and the server's code. */
export class EventCallError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message)
    this.name = 'EventCallError'
  }
}
