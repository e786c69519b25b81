import { isOnline } from '../../lib/online'
import { SESSION_ENDED_CODE, SESSION_ENDED_MESSAGE } from '../../lib/session-ended'

/** The one profile write the server allows its owner here: the full name (with updated_at). */
export async function updateFullName(
  userId: string,
  fullName: string,
): Promise<{ ok: true; updatedAt: string } | { ok: false }> {
  const { getSupabase } = await import('../../lib/supabase')
  const updatedAt = new Date().toISOString()
  const { error } = await getSupabase()
    .from('profiles')
    .update({ full_name: fullName, updated_at: updatedAt })
    .eq('id', userId)
  return error ? { ok: false } : { ok: true, updatedAt }
}

export interface MyOrganizerRequest {
  id: string
  status: 'pending' | 'approved' | 'rejected'
  created_at: string
  reviewed_at: string | null
}

export const ORGANIZER_REQUEST_MESSAGES = {
  sent: 'Solicitação enviada',
  rejected: 'Solicitação recusada',
  alreadyOrganizer: 'Sua conta já é de organizador.',
  alreadyPending: 'Você já tem uma solicitação pendente.',
  notSignedIn: 'Entre na sua conta para solicitar o upgrade.',
  offline: 'Sem conexão. Verifique sua internet e tente novamente.',
  failed: 'Erro ao enviar a solicitação. Tente novamente.',
  approved: 'Sua solicitação foi aprovada: agora você é organizador.',
} as const

/** The server's refusal of `request_organizer_upgrade` (or no answer at all), in pt-BR. */
export function organizerRequestErrorMessage(code: string | undefined, online: boolean): string {
  switch (code) {
    case 'BP005':
      return ORGANIZER_REQUEST_MESSAGES.alreadyOrganizer
    case 'BP006':
      return ORGANIZER_REQUEST_MESSAGES.alreadyPending
    case '42501':
      return ORGANIZER_REQUEST_MESSAGES.notSignedIn
    case SESSION_ENDED_CODE:
      return SESSION_ENDED_MESSAGE
    default:
      return online ? ORGANIZER_REQUEST_MESSAGES.failed : ORGANIZER_REQUEST_MESSAGES.offline
  }
}

/** The rider's latest organizer request, or null. */
export async function getMyOrganizerRequest(userId: string): Promise<MyOrganizerRequest | null> {
  const { getSupabase } = await import('../../lib/supabase')
  // RLS lets an admin read everyone's: the filter keeps it to the rider's own.
  const { data, error } = await getSupabase()
    .from('organizer_requests')
    .select('id, status, created_at, reviewed_at')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(1)
  if (error) throw new Error(error.message)
  return ((data as MyOrganizerRequest[] | null) ?? [])[0] ?? null
}

/** 'Solicitar Upgrade para Organizador': one pending request per rider, decided by the server. */
export async function requestOrganizerUpgrade(): Promise<
  { ok: true } | { ok: false; message: string }
> {
  if (!isOnline()) return { ok: false, message: ORGANIZER_REQUEST_MESSAGES.offline }
  try {
    const { getSupabase } = await import('../../lib/supabase')
    const answer: { error: { code?: string } | null } = await getSupabase().rpc(
      'request_organizer_upgrade',
    )
    return answer.error
      ? { ok: false, message: organizerRequestErrorMessage(answer.error.code, isOnline()) }
      : { ok: true }
  } catch {
    return { ok: false, message: organizerRequestErrorMessage(undefined, isOnline()) }
  }
}
