import { formatDate } from '../../lib/format'
import type { AdminProfile } from './api'
import { roleLabel } from './growth'

/**
 * One account in the admin's lists: name and e-mail, then role and sign-up date (after
 * `datePrefix` when given). The name is zinc-50 like every other name in the admin area.
 */
export function UserRow({ user, datePrefix }: { user: AdminProfile; datePrefix?: string }) {
  const date = formatDate(user.created_at)
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-5 py-3">
      <div className="min-w-0">
        <p className="font-medium text-zinc-50">{user.full_name || 'Usuário'}</p>
        <p className="break-all text-sm text-zinc-300">{user.email}</p>
      </div>
      <div className="text-sm sm:text-right">
        <p className="text-zinc-200">{roleLabel(user.user_type)}</p>
        <p className="text-zinc-400">{datePrefix ? `${datePrefix} ${date}` : date}</p>
      </div>
    </li>
  )
}
