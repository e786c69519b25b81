import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { displayName, useAuth } from '../auth'
import { AdminsPanel } from './admins-panel'
import { AdminDashboardTab } from './dashboard-tab'
import { UsersPanel } from './users-panel'

const TABS = ['Dashboard', 'Administradores', 'Usuários'] as const

const TAB_CLASS =
  'min-h-11 shrink-0 rounded-xl px-4 text-sm font-semibold whitespace-nowrap text-zinc-300 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-brand-400 data-selected:bg-brand-500 data-selected:text-zinc-950'

export function AdminScreen() {
  const { user, profile } = useAuth()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" data-interactive="true">
      <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50">Painel Administrativo</h1>
      <p className="mt-1 mb-6 break-words text-zinc-300">Bem-vindo, {displayName(user, profile)}</p>
      <TabGroup>
        <TabList
          aria-label="Seções do painel"
          className="mb-6 flex flex-wrap gap-1 border-b border-zinc-800 pb-2"
        >
          {TABS.map((label) => (
            <Tab key={label} className={TAB_CLASS}>
              {label}
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          <TabPanel className="focus-visible:outline-none">
            <AdminDashboardTab />
          </TabPanel>
          <TabPanel className="focus-visible:outline-none">
            <AdminsPanel currentUserId={user?.id} />
          </TabPanel>
          <TabPanel className="focus-visible:outline-none">
            <UsersPanel />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  )
}
