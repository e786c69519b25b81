/**
 * The admin area's server calls (spec 01 §7, supabase/README.md): plain fetchers, then their
 * query options. The server decides who is an admin; errors keep their SQLSTATE for the messages.
 */
import { queryOptions } from '@tanstack/react-query'
import { readAllPages } from '../../lib/paging'
import { clampPage, pageRange, userSearchFilter } from './users'

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

/**
 * 'Adicionar Administrador' invites the address (supabase/README.md "Admin invitations"): the
 * server records the invitation and its mailer sends a single-use link that only the account with
 * that e-mail can accept. The answer is the invitation's id; the link never reaches this client.
 */
export async function inviteAdmin(targetEmail: string): Promise<string> {
  const supabase = await client()
  const answer: { data: string | null; error: { message: string; code?: string } | null } =
    await supabase.rpc('invite_admin', {
      target_email: targetEmail,
      redirect_to: `${window.location.origin}/convite-admin`,
    })
  const { data, error } = answer
  if (error || !data) fail(error ?? { message: 'empty answer' })
  return data
}

export interface PendingInvitation {
  id: string
  email: string
  created_at: string
  sent_at: string | null
  expires_at: string
}

/** Invitations neither accepted, cancelled nor expired, newest first. */
export async function listPendingInvitations(): Promise<PendingInvitation[]> {
  const supabase = await client()
  const { data, error } = await supabase
    .from('admin_invitations')
    .select('id, email, created_at, sent_at, expires_at')
    .is('accepted_at', null)
    .is('cancelled_at', null)
    .gt('expires_at', new Date().toISOString())
    .order('created_at', { ascending: false })
  if (error) fail(error)
  return data ?? []
}

/** 'Cancelar convite': the link stops working at once. */
export async function cancelInvitation(id: string): Promise<void> {
  const supabase = await client()
  const answer: { error: { message: string; code?: string } | null } = await supabase.rpc(
    'cancel_admin_invitation',
    { invitation_id: id },
  )
  if (answer.error) fail(answer.error)
}

/** A refusal of an invitation link, with the invited address when the account is the wrong one. */
export class InvitationError extends AdminCallError {
  constructor(
    message: string,
    code: string | undefined,
    readonly invitedEmail: string | null,
  ) {
    super(message, code)
    this.name = 'InvitationError'
  }
}

/** The invitation link opened by the signed-in account: it becomes an admin, or hears why not. */
export async function acceptInvitation(token: string): Promise<AdminProfile> {
  const supabase = await client()
  const answer: {
    data: AdminProfile | null
    error: { message: string; code?: string; details?: string | null } | null
  } = await supabase.rpc('accept_admin_invitation', { token })
  const { data, error } = answer
  if (error || !data) {
    throw new InvitationError(
      error?.message ?? 'empty answer',
      error?.code,
      error?.code === 'BP015' ? (error.details ?? null) : null,
    )
  }
  return data
}

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  admins: ['admin', 'admins'] as const,
  recentUsers: ['admin', 'recent-users'] as const,
  invitations: ['admin', 'invitations'] as const,
}

/** A refusal is an answer, not a hiccup: never retried. */
const retry = (count: number, error: unknown) =>
  !(error instanceof AdminCallError && error.code) && count < 1

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats, queryFn: getAdminStats, retry })
export const adminsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.admins, queryFn: listAdmins, retry })
export const pendingInvitationsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.invitations, queryFn: listPendingInvitations, retry })
export const recentUsersQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.recentUsers, queryFn: () => listRecentUsers(5), retry })

/** Every account's role and sign-up date (admins may read profiles), for the growth chart. */
export async function listSignups(): Promise<{ user_type: string; created_at: string }[]> {
  const supabase = await client()
  // Every account, page by page: a hosted project answers at most max_rows (1000) per read.
  const { data, error } = await readAllPages<
    { user_type: string; created_at: string },
    { message: string; code?: string }
  >((from, to) =>
    supabase
      .from('profiles')
      .select('user_type, created_at', { count: 'exact' })
      .order('created_at', { ascending: true })
      .order('id', { ascending: true })
      .range(from, to),
  )
  if (error) fail(error)
  return data
}

export const signupsQueryOptions = () =>
  queryOptions({ queryKey: [...adminKeys.all, 'signups'], queryFn: listSignups, retry })

export interface UsersPage {
  users: AdminProfile[]
  total: number
  /** The page these rows are: the one asked for, or the last one when the list shrank below it. */
  page: number
}

/** One page of accounts, newest first, optionally filtered by name or e-mail ('Usuários'). */
export async function listUsers(search: string, page: number): Promise<UsersPage> {
  const supabase = await client()
  const filter = userSearchFilter(search)
  const ask = (wanted: number) => {
    const [from, to] = pageRange(wanted)
    let query = supabase
      .from('profiles')
      .select('id, email, full_name, user_type, created_at', { count: 'exact' })
    if (filter) query = query.or(filter)
    // The id breaks ties between equal sign-up times, so no one shows on two pages or on none.
    return query
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to)
  }
  let { data, error, count } = await ask(page)
  // Accounts removed since the pager was drawn: the server refuses a page past the end (416).
  if (error?.code === 'PGRST103' && page > 1) {
    let head = supabase.from('profiles').select('id', { count: 'exact', head: true })
    if (filter) head = head.or(filter)
    const counted = await head
    if (counted.error) fail(counted.error)
    page = clampPage(page, counted.count ?? 0)
    ;({ data, error, count } = await ask(page))
  }
  if (error) fail(error)
  return { users: data ?? [], total: count ?? 0, page }
}

export interface PendingRequest {
  id: string
  user_id: string
  created_at: string
  email: string
  full_name: string | null
}

/** Pending organizer requests, oldest first, with who asked. */
export async function listPendingRequests(): Promise<PendingRequest[]> {
  const supabase = await client()
  const { data, error } = await supabase
    .from('organizer_requests')
    .select('id, user_id, created_at')
    .eq('status', 'pending')
    .order('created_at', { ascending: true })
  if (error) fail(error)
  const requests = (data as { id: string; user_id: string; created_at: string }[] | null) ?? []
  if (requests.length === 0) return []
  const people = await supabase
    .from('profiles')
    .select('id, email, full_name')
    .in(
      'id',
      requests.map((r) => r.user_id),
    )
  if (people.error) fail(people.error)
  const byId = new Map(
    ((people.data as { id: string; email: string; full_name: string | null }[] | null) ?? []).map(
      (p) => [p.id, p],
    ),
  )
  return requests.map((r) => ({
    ...r,
    email: byId.get(r.user_id)?.email ?? '',
    full_name: byId.get(r.user_id)?.full_name ?? null,
  }))
}

/** 'Aprovar' / 'Recusar': the server checks the caller is an admin and the request is pending. */
export async function reviewOrganizerRequest(id: string, approve: boolean): Promise<void> {
  const supabase = await client()
  const answer: { error: { message: string; code?: string } | null } = await supabase.rpc(
    'review_organizer_request',
    { request_id: id, approve },
  )
  if (answer.error) fail(answer.error)
}

export const usersQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'users', search, page] as const,
    queryFn: () => listUsers(search, page),
    retry,
    placeholderData: (previous: UsersPage | undefined) => previous,
  })

export const pendingRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'organizer-requests'] as const,
    queryFn: listPendingRequests,
    retry,
  })
