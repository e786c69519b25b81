import { describe, expect, it } from 'vitest'
import { challengeErrorMessage, CHALLENGE_MESSAGES, isRefusal } from './messages'

describe('the server’s answers in pt-BR', () => {
  it.each([
    ['BP027', 'qualquer', 'Desafio não encontrado.'],
    ['BP028', 'qualquer', 'Este desafio já terminou.'],
    ['BP029', 'qualquer', 'Você já participa deste desafio.'],
    ['BP030', 'qualquer', 'Você não participa deste desafio.'],
    ['42501', 'permission denied', 'Entre na sua conta para participar.'],
    ['42501', 'Ligue o desafio a um evento seu.', 'Ligue o desafio a um evento seu.'],
    [
      '23514',
      'new row violates check constraint "challenges_goal_within_a_year"',
      'O servidor recusou o desafio: confira o objetivo, as datas e o título.',
    ],
    [
      '23514',
      'O desafio precisa terminar hoje ou depois.',
      'O desafio precisa terminar hoje ou depois.',
    ],
    ['BP016', 'session', 'Sua sessão terminou. Entre de novo para continuar.'],
  ])('%s (%s) → %s', (code, message, text) => {
    expect(challengeErrorMessage({ code, message }, true)).toBe(text)
  })

  it('an unknown answer or none: the server could not be reached, or there is no signal', () => {
    expect(challengeErrorMessage({ code: 'XX000', message: 'boom' }, true)).toBe(
      CHALLENGE_MESSAGES.failed,
    )
    expect(challengeErrorMessage(null, true)).toBe(
      'Não foi possível falar com o servidor. Tente novamente.',
    )
    expect(challengeErrorMessage(null, false)).toBe(
      'Sem conexão. Tente de novo quando houver sinal.',
    )
  })

  it.each([
    ['BP028', true],
    ['BP029', true],
    ['42501', true],
    ['BP016', true],
    // Out of reach: no code (no signal), or one the server gives no reason for (a 5xx).
    [undefined, false],
    ['XX000', false],
    ['PGRST301', false],
  ])('%s is a refusal: %s', (code, refusal) => {
    expect(isRefusal(code)).toBe(refusal)
  })
})
