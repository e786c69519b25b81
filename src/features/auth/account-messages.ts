/**
 * The signed-in account's own actions (LGPD art. 18): 'Alterar senha' and 'Excluir
 * minha conta', from a failure to the pt-BR text the rider sees.
 */
import { isSessionEnded, SESSION_ENDED_MESSAGE } from '../../lib/session-ended'
import {
  AUTH_MESSAGES,
  passwordUpdateErrorMessage,
  transportMessage,
  type ClassifyContext,
} from './error-messages'
import { classifyAuthError } from './error-messages-classify'

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'Senha atual incorreta',
  passwordChanged: 'Senha alterada com sucesso!',
  accountDeleted: 'Sua conta foi excluída.',
  deleteFailed: 'Não foi possível excluir sua conta. Tente novamente.',
  deleteOffline: 'Sem conexão: sua conta não foi excluída. Conecte-se e tente novamente.',
  deleteSession: 'Sua sessão expirou. Entre novamente para excluir sua conta.',
  lastAdmin:
    'Você é o último administrador: promova outro administrador antes de excluir sua conta.',
} as const

/**
 * 'Alterar senha', first step: signing in again with the current password. The token endpoint
 * refuses a wrong one with 400 `invalid_credentials`; transport failures keep the sign-in texts.
 */
export function currentPasswordErrorMessage(error: unknown, context?: ClassifyContext): string {
  const cause = classifyAuthError(error, context)
  switch (cause) {
    case 'invalid-credentials':
    case 'auth-other':
      return ACCOUNT_MESSAGES.wrongPassword
    default:
      return transportMessage(cause, AUTH_MESSAGES.offline) ?? AUTH_MESSAGES.generic
  }
}

/** 'Alterar senha', second step (updateUser): the password update's own texts. */
export const newPasswordErrorMessage = passwordUpdateErrorMessage

/**
 * `delete_my_account()` refused or never answered. BP002: the caller is the last admin; BP016: the
 * token's session has ended (signed out here or elsewhere); 42501: no valid session reached the
 * server. Transport failures mean nothing was deleted.
 */
export function deleteAccountErrorMessage(error: unknown, context?: ClassifyContext): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
  if (code === 'BP002') return ACCOUNT_MESSAGES.lastAdmin
  if (isSessionEnded(error)) return SESSION_ENDED_MESSAGE
  // PGRST301/PGRST303: PostgREST refused the token (expired or unusable).
  if (code === '42501' || code === 'PGRST301' || code === 'PGRST303')
    return ACCOUNT_MESSAGES.deleteSession
  const cause = classifyAuthError(error, context)
  switch (cause) {
    case 'session-missing':
      return ACCOUNT_MESSAGES.deleteSession
    case 'rate-limit':
    case 'security-wait':
      return ACCOUNT_MESSAGES.deleteFailed
    default:
      return (
        transportMessage(cause, ACCOUNT_MESSAGES.deleteOffline) ?? ACCOUNT_MESSAGES.deleteFailed
      )
  }
}
