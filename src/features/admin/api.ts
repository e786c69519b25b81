/**
 * The admin area's server calls (spec 01 §7, supabase/README.md): plain fetchers, then their
 * query options. The server decides who is an admin; errors keep their SQLSTATE for the messages.
 */
import { queryOptions } from '@tanstack/react-query'

export interface AdminStats {
  total_users: number
  total_admins: number
  total_organizers: number
  total_visitors: number
  new_users_week: number
  new_users_month: number
}

export const ZERO_STATS: AdminStats = {
  total_users: 0,
  total_admins: 0,
  total_organizers: 0,
  total_visitors: 0,
  new_users_week: 0,
  new_users_month: 0,
}

export interface AdminProfile {
  id: string
  email: string
  full_name: string | null
  user_type: string
  created_at: string
}

/** A server refusal with its code (SQLSTATE such as 42501, BP001…). */
export class AdminCallError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message)
    this.name = 'AdminCallError'
  }
}

async function client() {
  const { getSupabase } = await import('../../lib/supabase')
  return getSupabase()
}

function fail(error: { message: string; code?: string }): never {
  throw new AdminCallError(error.message, error.code)
}

/** Spec 01 §7: an error is ignored and zeroed stats stay. */
export async function getAdminStats(): Promise<AdminStats> {
  const { data, error } = await (
    await client()
  )
    .from('admin_stats')
    .select('*')
    .single<AdminStats>()
  if (error) {
    // A refused caller (role changed while the page was open) must hear it.
    if (error.code === '42501') fail(error)
    return ZERO_STATS
  }
  return { ...ZERO_STATS, ...data }
}

export async function listAdmins(): Promise<AdminProfile[]> {
  const { data, error } = await (
    await client()
  )
    .from('profiles')
    .select('id, email, full_name, user_type, created_at')
    .eq('user_type', 'admin')
    .order('created_at', { ascending: false })
  if (error) fail(error)
  return data ?? []
}

export async function listRecentUsers(limit = 5): Promise<AdminProfile[]> {
  const { data, error } = await (
    await client()
  )
    .from('profiles')
    .select('id, email, full_name, user_type, created_at')
    .order('created_at', { ascending: false })
    .limit(limit)
  if (error) fail(error)
  return data ?? []
}

type RpcAnswer = { data: AdminProfile | null; error: { message: string; code?: string } | null }

export async function demoteAdmin(target: string): Promise<AdminProfile> {
  const supabase = await client()
  const answer: RpcAnswer = await supabase.rpc('demote_admin', { target })
  const { data, error } = answer
  if (error || !data) fail(error ?? { message: 'empty answer' })
  return data
}

export async function promoteAdmin(targetEmail: string): Promise<AdminProfile> {
  const supabase = await client()
  const answer: RpcAnswer = await supabase.rpc('promote_admin', {
    target_email: targetEmail,
  })
  const { data, error } = answer
  if (error || !data) fail(error ?? { message: 'empty answer' })
  return data
}

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  admins: ['admin', 'admins'] as const,
  recentUsers: ['admin', 'recent-users'] as const,
}

/** A refusal is an answer, not a hiccup: never retried. */
const retry = (count: number, error: unknown) =>
  !(error instanceof AdminCallError && error.code) && count < 1

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats, queryFn: getAdminStats, retry })
export const adminsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.admins, queryFn: listAdmins, retry })
export const recentUsersQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.recentUsers, queryFn: () => listRecentUsers(5), retry })

/** Every account's role and sign-up date (admins may read profiles), for the growth chart. */
export async function listSignups(): Promise<{ user_type: string; created_at: string }[]> {
  const { data, error } = await (
    await client()
  )
    .from('profiles')
    .select('user_type, created_at')
    .order('created_at', { ascending: true })
    .limit(10000)
  if (error) fail(error)
  return data ?? []
}

export const signupsQueryOptions = () =>
  queryOptions({ queryKey: [...adminKeys.all, 'signups'], queryFn: listSignups, retry })
