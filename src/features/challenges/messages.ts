/**
 * The challenges' server answers in the rider's words: each refusal of the migration
 * (20261128131002_challenges.sql: BP027–BP030, 42501, a bound's 23514) has one pt-BR message; a
 * failure to reach the server says so.
 */
import { SESSION_ENDED_CODE, SESSION_ENDED_MESSAGE } from '../../lib/session-ended'

export const CHALLENGE_MESSAGES = {
  joined: 'Você entrou no desafio.',
  left: 'Você saiu do desafio.',
  onLeaderboard: 'Seu nome aparece na classificação.',
  offLeaderboard: 'Seu nome saiu da classificação.',
  created: 'Desafio criado.',
  offline: 'Sem conexão. Tente de novo quando houver sinal.',
  joinQueued: 'Participação aguardando conexão',
  leaveQueued: 'Saída aguardando conexão',
  queuedNote: 'Será enviada assim que houver conexão; a resposta do servidor aparece aqui.',
  failed: 'Não foi possível falar com o servidor. Tente novamente.',
} as const

export const CHALLENGE_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  BP027: 'Desafio não encontrado.',
  BP028: 'Este desafio já terminou.',
  BP029: 'Você já participa deste desafio.',
  BP030: 'Você não participa deste desafio.',
  '42501': 'Entre na sua conta para participar.',
  '23514': 'O servidor recusou o desafio: confira o objetivo, as datas e o título.',
  [SESSION_ENDED_CODE]: SESSION_ENDED_MESSAGE,
}

/** Whether the server answered no (a code it gives a reason for), not that it was out of reach. */
export const isRefusal = (code: string | undefined): code is string =>
  code !== undefined && code in CHALLENGE_ERROR_MESSAGES

export interface ServerError {
  code?: string
  message?: string
}

/**
 * A refusal or a failure, in pt-BR. The server's own sentence stands where it wrote one for a
 * case the code alone does not tell (a tie to another's event, a window already ended).
 */
export function challengeErrorMessage(error: ServerError | null | undefined, online: boolean) {
  const code = error?.code
  if (code === '42501' && error?.message === 'Ligue o desafio a um evento seu.')
    return error.message
  if (code === '23514' && error?.message === 'O desafio precisa terminar hoje ou depois.')
    return error.message
  if (code && code in CHALLENGE_ERROR_MESSAGES) return CHALLENGE_ERROR_MESSAGES[code]!
  return online ? CHALLENGE_MESSAGES.failed : CHALLENGE_MESSAGES.offline
}

export class ChallengeCallError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message)
    this.name = 'ChallengeCallError'
  }
}
