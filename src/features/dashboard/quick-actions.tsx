import { EXTERNAL } from '../../lib/site'
import { Icon, type IconName } from '../../ui/icons'
import { SectionHeading } from '../../ui/panel-parts'
import { notify } from '../../ui/toast'
import type { DashboardTabId } from './tabs'

interface QuickAction {
  id: string
  label: string
  icon: IconName
  adminOnly?: boolean
  /** Opens in a new tab. */
  href?: string
  /** Switches to a dashboard tab when the type has it. */
  tab?: DashboardTabId
}

/** Spec 02 §2.9, in order. */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  { id: 'new-project', label: 'Novo Projeto', icon: 'calculator', tab: 'projects' },
  { id: 'users', label: 'Gerenciar Usuários', icon: 'user', adminOnly: true, href: '/admin' },
  { id: 'analytics', label: 'Ver Analytics', icon: 'gauge', tab: 'analytics' },
  { id: 'content', label: 'Gerenciar Conteúdo', icon: 'book', href: `${EXTERNAL.blog}/wp-admin/` },
  { id: 'shop', label: 'Produtos da Loja', icon: 'bag', href: EXTERNAL.shop },
  { id: 'videos', label: 'Sincronizar Vídeos', icon: 'refresh' },
  { id: 'events', label: 'Eventos', icon: 'calendar', href: '/eventos' },
  { id: 'settings', label: 'Configurações', icon: 'more', adminOnly: true, tab: 'administration' },
]

export function quickActionsFor(isAdmin: boolean): readonly QuickAction[] {
  return QUICK_ACTIONS.filter((action) => isAdmin || !action.adminOnly)
}

const ITEM =
  'flex min-h-11 w-full items-center gap-3 rounded-xl border border-zinc-800 bg-zinc-900 px-4 py-3 text-left text-sm font-semibold text-zinc-100 hover:border-brand-500/60 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-brand-400'

export function QuickActions({
  isAdmin,
  availableTabs,
  onTab,
}: {
  isAdmin: boolean
  availableTabs: readonly DashboardTabId[]
  onTab: (tab: DashboardTabId) => void
}) {
  return (
    <section aria-labelledby="acoes-rapidas">
      <SectionHeading>
        <span id="acoes-rapidas">Ações Rápidas</span>
      </SectionHeading>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {quickActionsFor(isAdmin).map((action) => {
          const body = (
            <>
              <Icon name={action.icon} size={18} className="text-brand-300" />
              {action.label}
              {action.href?.startsWith('http') && (
                <Icon name="external" size={14} className="ml-auto text-zinc-400" />
              )}
            </>
          )
          return (
            <li key={action.id}>
              {action.href ? (
                <a
                  className={ITEM}
                  href={action.href}
                  {...(action.href.startsWith('http')
                    ? { target: '_blank', rel: 'noopener noreferrer' }
                    : {})}
                >
                  {body}
                </a>
              ) : (
                <button
                  type="button"
                  className={ITEM}
                  onClick={() => {
                    if (action.tab && availableTabs.includes(action.tab)) onTab(action.tab)
                    else void notify('info', 'Em breve')
                  }}
                >
                  {body}
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
