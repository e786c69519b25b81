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
