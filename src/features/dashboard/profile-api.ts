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
  alreadyOrganizer: 'Sua conta já é de organizador.',
  alreadyPending: 'Você já tem uma solicitação pendente.',
  offline: 'Sem conexão. Verifique sua internet e tente novamente.',
  failed: 'Erro ao enviar a solicitação. Tente novamente.',
  approved: 'Sua solicitação foi aprovada: agora você é organizador.',
} as const

/** The server's refusal of `request_organizer_upgrade`, in pt-BR. */
export function organizerRequestErrorMessage(code: string | undefined, online: boolean): string {
  if (code === 'BP005') return ORGANIZER_REQUEST_MESSAGES.alreadyOrganizer
  if (code === 'BP006') return ORGANIZER_REQUEST_MESSAGES.alreadyPending
  return online ? ORGANIZER_REQUEST_MESSAGES.failed : ORGANIZER_REQUEST_MESSAGES.offline
}

/** The rider's latest organizer request (RLS: only their own), or null. */
export async function getMyOrganizerRequest(): Promise<MyOrganizerRequest | null> {
  const { getSupabase } = await import('../../lib/supabase')
  const { data, error } = await getSupabase()
    .from('organizer_requests')
    .select('id, status, created_at, reviewed_at')
    .order('created_at', { ascending: false })
    .limit(1)
  if (error) throw new Error(error.message)
  return ((data as MyOrganizerRequest[] | null) ?? [])[0] ?? null
}

/** 'Solicitar Upgrade para Organizador': one pending request per rider, decided by the server. */
export async function requestOrganizerUpgrade(): Promise<
  { ok: true } | { ok: false; message: string }
> {
  const online = typeof navigator === 'undefined' || navigator.onLine !== false
  try {
    const { getSupabase } = await import('../../lib/supabase')
    const answer: { error: { code?: string } | null } = await getSupabase().rpc(
      'request_organizer_upgrade',
    )
    return answer.error
      ? { ok: false, message: organizerRequestErrorMessage(answer.error.code, online) }
      : { ok: true }
  } catch {
    return { ok: false, message: organizerRequestErrorMessage(undefined, online) }
  }
}
