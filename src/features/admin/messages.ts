/** The admin area's pt-BR messages (spec 01 §2, §8) by server error code. */
import { SESSION_ENDED_CODE, SESSION_ENDED_MESSAGE } from '../../lib/session-ended'

export const ADMIN_MESSAGES = {
  accessDeniedTitle: 'Acesso Negado',
  accessDeniedText: 'Apenas administradores podem acessar esta seção.',
  listFailed: 'Erro ao carregar administradores',
  selfDemotion: 'Você não pode remover sua própria permissão de admin',
  lastAdmin: 'Não é possível remover o último administrador',
  demoteFailed: 'Erro ao remover permissão de admin',
  createFailed: 'Erro ao criar administrador',
  required: 'Preencha email e nome completo',
  instruction:
    'Usuário não encontrado. Para criar um administrador, peça que a pessoa crie a conta em /entrar (Cadastre-se) e depois adicione o email aqui para promovê-la.',
} as const

export const INSTRUCTION_TOAST_MS = 8000

export const demotedMessage = (email: string) => `${email} não é mais administrador`
export const invitedMessage = (email: string) =>
  `Convite enviado para ${email}. A pessoa vira administradora ao abrir o link do e-mail com a conta desse endereço.`

export function isAccessDenied(error: unknown): boolean {
  return codeOf(error) === '42501'
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined
  const code = error.code
  return typeof code === 'string' ? code : undefined
}

export function demoteErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'BP001':
      return ADMIN_MESSAGES.selfDemotion
    case 'BP002':
      return ADMIN_MESSAGES.lastAdmin
    case SESSION_ENDED_CODE:
      return SESSION_ENDED_MESSAGE
    default:
      return ADMIN_MESSAGES.demoteFailed
  }
}

/** Unknown e-mail → the instruction toast (8000 ms); the server's refusals; else the generic failure. */
export function inviteErrorMessage(error: unknown): { message: string; duration?: number } {
  switch (codeOf(error)) {
    case 'BP003':
      return { message: ADMIN_MESSAGES.instruction, duration: INSTRUCTION_TOAST_MS }
    case 'BP009':
      return { message: INVITATION_MESSAGES.alreadyAdmin }
    case 'BP010':
      return { message: INVITATION_MESSAGES.alreadyPending }
    case SESSION_ENDED_CODE:
      return { message: SESSION_ENDED_MESSAGE }
    default:
      return { message: ADMIN_MESSAGES.createFailed }
  }
}

export const INVITATION_MESSAGES = {
  alreadyAdmin: 'Este usuário já é administrador',
  alreadyPending: 'Já existe um convite pendente para este e-mail. Cancele-o para enviar outro.',
  cancelled: (email: string) => `Convite para ${email} cancelado`,
  cancelFailed: 'Erro ao cancelar o convite',
  listFailed: 'Erro ao carregar os convites pendentes',
  // The invitation link's page (/convite-admin).
  missing:
    'Link de convite inválido. Abra o link do e-mail de convite novamente ou peça um novo convite a um administrador.',
  notFound: 'Link de convite inválido. Peça um novo convite a um administrador.',
  linkCancelled: 'Este convite foi cancelado. Peça um novo convite a um administrador.',
  used: 'Este convite já foi usado.',
  expired: 'Este convite expirou. Peça um novo convite a um administrador.',
  wrongAccount: (invited: string | null, current: string) =>
    invited
      ? `Este convite é para ${invited}, mas você entrou como ${current}. Saia e entre com a conta ${invited} para aceitar.`
      : `Este convite é para outro e-mail, mas você entrou como ${current}. Saia e entre com a conta que recebeu o convite.`,
  failed: 'Não foi possível aceitar o convite agora. Verifique sua conexão e tente novamente.',
  accepted: 'Convite aceito! Agora você é administrador.',
} as const

/** 'Cancelar convite' refused or never answered. */
export function cancelErrorMessage(error: unknown): string {
  return codeOf(error) === SESSION_ENDED_CODE
    ? SESSION_ENDED_MESSAGE
    : INVITATION_MESSAGES.cancelFailed
}

/** Why an invitation link was refused, in the rider's words. */
export function acceptErrorMessage(
  error: unknown,
  invited: string | null,
  current: string,
): { message: string; final: boolean } {
  switch (codeOf(error)) {
    case 'BP011':
      return { message: INVITATION_MESSAGES.notFound, final: true }
    case 'BP012':
      return { message: INVITATION_MESSAGES.linkCancelled, final: true }
    case 'BP013':
      return { message: INVITATION_MESSAGES.used, final: true }
    case 'BP014':
      return { message: INVITATION_MESSAGES.expired, final: true }
    case 'BP015':
      return { message: INVITATION_MESSAGES.wrongAccount(invited, current), final: false }
    case SESSION_ENDED_CODE:
      return { message: SESSION_ENDED_MESSAGE, final: false }
    default:
      return { message: INVITATION_MESSAGES.failed, final: false }
  }
}

/** 'administrador' / 'administradores' by number. */
export function adminCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'administrador' : 'administradores'}`
}

/** Who may be removed from this list (spec 01 §2): never oneself, and only with more than one admin. */
export function canRemove(adminId: string, currentUserId: string | undefined, adminCount: number) {
  return adminCount > 1 && adminId !== currentUserId
}

export const REVIEW_MESSAGES = {
  approved: (email: string) => `${email} agora é organizador`,
  rejected: 'Solicitação recusada',
  notFound: 'Solicitação não encontrada',
  alreadyReviewed: 'Esta solicitação já foi analisada',
  failed: 'Erro ao analisar a solicitação',
  usersFailed: 'Erro ao carregar usuários',
} as const

export function reviewErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'BP007':
      return REVIEW_MESSAGES.notFound
    case 'BP008':
      return REVIEW_MESSAGES.alreadyReviewed
    case SESSION_ENDED_CODE:
      return SESSION_ENDED_MESSAGE
    default:
      return REVIEW_MESSAGES.failed
  }
}
