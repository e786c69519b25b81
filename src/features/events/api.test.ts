import { describe, expect, it } from 'vitest'
import {
  REGISTRATION_MESSAGES,
  isRefusal,
  registrationErrorMessage,
  toCalendarEvent,
  toRegistrationRow,
} from './api'
import { REGISTRATION_STATUS_LABELS } from './types'
import { sampleEvent } from './__fixtures__/event'

/** A row as PostgREST writes it: offsets spelt out, numbers as JSON numbers. */
const row = {
  ...sampleEvent(),
  description: 'Travessia',
  starts_at: '2026-12-12T10:00:00+00:00',
  ends_at: '2026-12-12T16:00:00+00:00',
  time_zone: 'America/Manaus',
  meeting_point: 'Portaria',
  distance_km: 62.5,
}

describe('an events row as the calendar holds it', () => {
  it('keeps every column of a row PostgREST wrote', () => {
    expect(toCalendarEvent(row)).toEqual(row)
  })

  it('reads numeric columns written as strings (node-postgres, some servers) as numbers', () => {
    const event = toCalendarEvent({
      ...row,
      distance_km: '62.5',
      latitude: '-23.2237',
      price_cents: '0',
      capacity: null,
      elevation_m: null,
    })
    expect(event.distance_km).toBe(62.5)
    expect(event.latitude).toBe(-23.2237)
    expect(event.price_cents).toBe(0)
    expect(event.capacity).toBeNull()
    expect(event.elevation_m).toBeNull()
  })

  it('keeps to what the screens know when a newer server sends an unknown value', () => {
    const event = toCalendarEvent({
      ...row,
      modality: 'bmx',
      time_zone: 'Europe/Lisbon',
      status: 'archived',
      organizer_name: null,
    })
    expect(event.modality).toBe('outro')
    expect(event.time_zone).toBe('America/Sao_Paulo')
    expect(event.status).toBe('published')
    expect(event.organizer_name).toBeNull()
  })

  it('keeps a cancelled event cancelled', () => {
    expect(toCalendarEvent({ ...row, status: 'cancelled' }).status).toBe('cancelled')
  })
})

describe("the rider's registration", () => {
  it.each([
    ['pending', 'Pendente'],
    ['confirmed', 'Confirmado'],
    ['refused', 'Recusado'],
    ['cancelled', 'Cancelado'],
  ] as const)('%s reads %s', (status, label) => {
    const registration = toRegistrationRow({
      id: 'r1',
      event_id: 'e1',
      status,
      share_email: true,
      created_at: 'a',
      updated_at: 'b',
    })
    expect(registration.status).toBe(status)
    expect(registration.share_email).toBe(true)
    expect(REGISTRATION_STATUS_LABELS[registration.status]).toBe(label)
  })
})

describe("the server's refusals in pt-BR", () => {
  it.each([
    ['BP017', 'Evento não encontrado.'],
    ['BP018', 'Evento lotado'],
    ['BP019', 'Você já está inscrito neste evento.'],
    ['BP020', 'Este evento foi cancelado.'],
    ['BP021', 'As inscrições deste evento estão encerradas.'],
    ['BP022', 'Sua inscrição foi recusada pelo organizador.'],
    ['BP023', 'Inscrição não encontrada.'],
    ['BP026', 'Esta inscrição já foi cancelada.'],
    ['42501', 'Entre na sua conta para se inscrever.'],
    ['BP016', 'Sua sessão terminou. Entre de novo para continuar.'],
  ])('%s → %s', (code, message) => {
    expect(registrationErrorMessage({ code, message: 'server text' }, true)).toBe(message)
    expect(isRefusal({ code })).toBe(true)
  })

  it('a failure with no code of ours says whether the device is offline', () => {
    expect(registrationErrorMessage({ code: 'PGRST000' }, true)).toBe(REGISTRATION_MESSAGES.failed)
    expect(registrationErrorMessage(undefined, false)).toBe(REGISTRATION_MESSAGES.offline)
    expect(isRefusal({ message: 'TypeError: Failed to fetch' })).toBe(false)
  })
})
