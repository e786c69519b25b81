/** The admin area's pt-BR messages (spec 01 §2, §8) by server error code. */

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
export const promotedMessage = (email: string) => `${email} agora é administrador`

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
    default:
      return ADMIN_MESSAGES.demoteFailed
  }
}

/** Unknown e-mail → the instruction toast (8000 ms); anything else → the generic failure. */
export function promoteErrorMessage(error: unknown): { message: string; duration?: number } {
  if (codeOf(error) === 'BP003')
    return { message: ADMIN_MESSAGES.instruction, duration: INSTRUCTION_TOAST_MS }
  return { message: ADMIN_MESSAGES.createFailed }
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
    default:
      return REVIEW_MESSAGES.failed
  }
}
