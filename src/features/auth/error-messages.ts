/**
 * One function per auth flow from a failure to the text the rider sees (spec 01 §8).
 * Backend messages are English, so none is ever shown: unknown causes fall back to the flow's
 * pt-BR default.
 */
import {
  classifyAuthError,
  weakPasswordReasons,
  type AuthErrorCause,
  type ClassifyContext,
} from './error-messages-classify'

export const AUTH_MESSAGES = {
  resetDefault: 'Erro ao enviar email de recuperação',
  timeout: 'A operação demorou muito para responder. Verifique sua conexão e tente novamente.',
  userNotFound: 'Email não encontrado em nossa base de dados',
  rateLimit: 'Muitas tentativas. Aguarde alguns minutos antes de tentar novamente',
  invalidEmail: 'Email inválido',
  securityWait: 'Por segurança, aguarde alguns minutos antes de tentar novamente',
  server: 'Erro no servidor. O email de recuperação pode não estar configurado corretamente',
  smtp: 'Erro na configuração de email. Entre em contato com o suporte',
  connection: 'Erro de conexão. Verifique sua internet e tente novamente',
  unexpected: 'Erro inesperado. Tente novamente.',
  cors: 'Erro de configuração. Entre em contato com o suporte.',
  cancelled: 'Operação cancelada por timeout. Tente novamente.',

  invalidCredentials: 'Credenciais inválidas',
  emailNotConfirmed: 'Email não confirmado',
  offline: 'Sem conexão. Verifique sua internet e tente novamente.',
  generic: 'Ocorreu um erro. Tente novamente.',

  alreadyRegistered: 'Este email já está cadastrado. Verifique sua senha ou use outro email.',
  signUpDefault: 'Erro ao criar conta',
  passwordMinLength: 'A senha deve ter pelo menos 6 caracteres',
  // Not in the spec: GoTrue's other two password rules, for a hosted project that enables them.
  passwordCharacters: 'A senha deve misturar letras maiúsculas, minúsculas, números e símbolos.',
  passwordPwned: 'Esta senha apareceu em vazamentos de dados. Escolha outra senha.',

  linkInvalid: 'Link inválido ou expirado. Solicite um novo link de recuperação.',
  sessionValidate: 'Erro ao validar sessão. Solicite um novo link.',
  sessionCheck: 'Erro ao verificar sessão.',
  sessionInvalid: 'Sessão inválida. Solicite um novo link de recuperação.',
  updateTimeout: 'Timeout na atualização',
  updateFailed: 'Erro ao atualizar senha',
  resetFailed: 'Erro ao redefinir senha',
  samePassword: 'A nova senha deve ser diferente da atual.',
  userUpdateFailed: 'Erro ao atualizar usuário',
} as const

export type { ClassifyContext }

/** The rule the rider broke, most actionable first; the spec's minimum length by default. */
export function weakPasswordMessage(error: unknown): string {
  const reasons = weakPasswordReasons(error)
  if (reasons.includes('length') || reasons.length === 0) return AUTH_MESSAGES.passwordMinLength
  if (reasons.includes('characters')) return AUTH_MESSAGES.passwordCharacters
  if (reasons.includes('pwned')) return AUTH_MESSAGES.passwordPwned
  return AUTH_MESSAGES.passwordMinLength
}

/**
 * The branch every flow shares: no network (or a dropped request) says the flow's `offline` text,
 * our time-out says so, too many attempts ask for a wait. Undefined for any other cause. A flow
 * that words one of these causes its own way answers it before calling this.
 */
export function transportMessage(cause: AuthErrorCause, offline: string): string | undefined {
  switch (cause) {
    case 'network':
    case 'aborted':
      return offline
    case 'timeout':
      return AUTH_MESSAGES.timeout
    case 'rate-limit':
    case 'security-wait':
      return AUTH_MESSAGES.rateLimit
    default:
      return undefined
  }
}

const RESET_REQUEST: Partial<Record<AuthErrorCause, string>> = {
  aborted: AUTH_MESSAGES.cancelled,
  'user-not-found': AUTH_MESSAGES.userNotFound,
  'security-wait': AUTH_MESSAGES.securityWait,
  'invalid-email': AUTH_MESSAGES.invalidEmail,
  server: AUTH_MESSAGES.server,
  smtp: AUTH_MESSAGES.smtp,
  cors: AUTH_MESSAGES.cors,
  unknown: AUTH_MESSAGES.unexpected,
}

/** 'Recuperar Senha' dialog: the request for a recovery e-mail (the spec's table, row by row). */
export function resetRequestErrorMessage(error: unknown, context?: ClassifyContext): string {
  const cause = classifyAuthError(error, context)
  return (
    RESET_REQUEST[cause] ??
    transportMessage(cause, AUTH_MESSAGES.connection) ??
    AUTH_MESSAGES.resetDefault
  )
}

/** Sign-in: a known cause in pt-BR, otherwise 'Credenciais inválidas' (never GoTrue's English). */
export function signInErrorMessage(error: unknown, context?: ClassifyContext): string {
  const cause = classifyAuthError(error, context)
  switch (cause) {
    case 'email-not-confirmed':
      return AUTH_MESSAGES.emailNotConfirmed
    case 'server':
    case 'unavailable':
    case 'smtp':
    case 'cors':
    case 'unknown':
      return AUTH_MESSAGES.generic
    default:
      return transportMessage(cause, AUTH_MESSAGES.offline) ?? AUTH_MESSAGES.invalidCredentials
  }
}

/**
 * What a failed sign-up asks of the screen. For an address already registered the spec's flow is to
 * try signing in with the same password, and only if that fails to show `AUTH_MESSAGES.alreadyRegistered`.
 */
export type SignUpFailure = { kind: 'try-sign-in' } | { kind: 'message'; message: string }

export function signUpFailure(error: unknown, context?: ClassifyContext): SignUpFailure {
  const message = (text: string): SignUpFailure => ({ kind: 'message', message: text })
  const cause = classifyAuthError(error, context)
  switch (cause) {
    case 'already-registered':
      return { kind: 'try-sign-in' }
    case 'weak-password':
      return message(weakPasswordMessage(error))
    case 'security-wait':
      return message(AUTH_MESSAGES.securityWait)
    case 'invalid-email':
      return message(AUTH_MESSAGES.invalidEmail)
    default:
      return message(transportMessage(cause, AUTH_MESSAGES.offline) ?? AUTH_MESSAGES.signUpDefault)
  }
}

/** Opening the recovery link (verify with token_hash): anything the server refuses is a bad link. */
export function recoveryLinkErrorMessage(error: unknown, context?: ClassifyContext): string {
  const cause = classifyAuthError(error, context)
  switch (cause) {
    case 'unavailable':
      return AUTH_MESSAGES.connection
    case 'security-wait':
      return AUTH_MESSAGES.linkInvalid
    default:
      return transportMessage(cause, AUTH_MESSAGES.connection) ?? AUTH_MESSAGES.linkInvalid
  }
}

/**
 * Taking the session from the link: `set` is setSession with the link's tokens, `check` is reading
 * the session back before showing the form.
 */
export function recoverySessionErrorMessage(
  error: unknown,
  step: 'set' | 'check',
  context?: ClassifyContext,
): string {
  const fallback = step === 'set' ? AUTH_MESSAGES.sessionValidate : AUTH_MESSAGES.sessionCheck
  const cause = classifyAuthError(error, context)
  switch (cause) {
    case 'unavailable':
      return AUTH_MESSAGES.connection
    case 'session-missing':
      return AUTH_MESSAGES.sessionInvalid
    case 'link-invalid':
      return AUTH_MESSAGES.linkInvalid
    case 'rate-limit':
    case 'security-wait':
      return fallback
    default:
      return transportMessage(cause, AUTH_MESSAGES.connection) ?? fallback
  }
}

/**
 * Saving the new password (updateUser). 'Erro ao atualizar senha' is the server refusing for a reason
 * without its own text; 'Erro ao redefinir senha' is anything that is not an auth error at all.
 */
export function passwordUpdateErrorMessage(error: unknown, context?: ClassifyContext): string {
  const cause = classifyAuthError(error, context)
  switch (cause) {
    case 'timeout':
    case 'aborted':
      return AUTH_MESSAGES.updateTimeout
    case 'weak-password':
      return weakPasswordMessage(error)
    case 'same-password':
      return AUTH_MESSAGES.samePassword
    case 'session-missing':
    case 'link-invalid':
      return AUTH_MESSAGES.sessionInvalid
    case 'unknown':
      return AUTH_MESSAGES.resetFailed
    default:
      return transportMessage(cause, AUTH_MESSAGES.connection) ?? AUTH_MESSAGES.updateFailed
  }
}
