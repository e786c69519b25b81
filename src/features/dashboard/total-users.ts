import { queryOptions, useQuery } from '@tanstack/react-query'
import { queryClient } from '../../lib/query-client'

/** Total accounts from the admin-only `admin_stats` view; null when the server refuses. */
export async function getTotalUsers(): Promise<number | null> {
  const { getSupabase } = await import('../../lib/supabase')
  const { data, error } = await getSupabase()
    .from('admin_stats')
    .select('total_users')
    .single<{ total_users: number }>()
  return error ? null : data.total_users
}

export const totalUsersQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'total-users'], queryFn: getTotalUsers })

export function useTotalUsers() {
  return useQuery(totalUsersQueryOptions(), queryClient)
}
