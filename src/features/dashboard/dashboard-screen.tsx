import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { useState } from 'react'
import { useAuth } from '../auth'
import { AdminOverview } from './admin-overview'
import { AnalyticsTab } from './analytics-tab'
import { MyCalculators } from './my-calculators'
import {
  OrganizerAnalyticsTab,
  OrganizerEventsTab,
  OrganizerOverview,
  OrganizerRegistrationsTab,
} from './organizer-panels-door'
import { ParticipantOverview } from './participant-overview'
import { ChallengesTab, ParticipantEventsTab } from './participant-tabs'
import { EmptyNote } from '../../ui/panel-parts'
import { notify } from '../../ui/toast'
import { ProfileTab } from './profile-tab'
import { ProjectsTab } from './projects-tab'
import {
  DASHBOARD_TITLES,
  USER_TYPE_BADGES,
  allowedTab,
  normalizeUserType,
  tabsFor,
  welcomeName,
  type DashboardTabId,
} from './tabs'

const TAB_CLASS =
  'min-h-11 shrink-0 rounded-xl px-4 text-sm font-semibold whitespace-nowrap text-zinc-300 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-brand-400 data-selected:bg-brand-500 data-selected:text-zinc-950'

export function DashboardScreen() {
  const { user, profile } = useAuth()
  const userType = normalizeUserType(profile?.user_type)
  const tabs = tabsFor(userType)
  const tabIds = tabs.map((t) => t.id)
  const [wanted, setWanted] = useState<DashboardTabId>('overview')
  const active = allowedTab(userType, wanted)

  function panel(id: DashboardTabId) {
    switch (id) {
      case 'overview':
        if (userType === 'admin') return <AdminOverview availableTabs={tabIds} onTab={setWanted} />
        if (userType === 'organizer')
          return <OrganizerOverview availableTabs={tabIds} onTab={setWanted} />
        return <ParticipantOverview />
      case 'projects':
        return <ProjectsTab />
      case 'analytics':
        return userType === 'organizer' ? <OrganizerAnalyticsTab /> : <AnalyticsTab />
      case 'users':
        return <EmptyNote>Seção em desenvolvimento</EmptyNote>
      case 'administration':
        return (
          <div className="flex flex-wrap gap-3">
            {['Sistema', 'Logs'].map((label) => (
              <button
                key={label}
                type="button"
                onClick={() => void notify('info', 'Em breve')}
                className="min-h-11 rounded-xl border border-zinc-700 px-5 text-sm font-semibold text-zinc-100 hover:bg-zinc-800"
              >
                {label}
              </button>
            ))}
          </div>
        )
      case 'events':
        return userType === 'organizer' ? <OrganizerEventsTab /> : <ParticipantEventsTab />
      case 'registrations':
        return <OrganizerRegistrationsTab />
      case 'calculators':
        return <MyCalculators />
      case 'challenges':
        return <ChallengesTab />
      case 'profile':
        return <ProfileTab profile={profile} email={user?.email ?? ''} userType={userType} />
    }
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8" data-interactive="true">
      <header className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50">
            {DASHBOARD_TITLES[userType]}
          </h1>
          <p className="mt-1 break-words text-zinc-300">
            Bem-vindo,{' '}
            {welcomeName(profile?.full_name ?? user?.fullName, user?.email ?? profile?.email)}
          </p>
        </div>
        <span
          className="rounded-full bg-brand-500/15 px-3 py-1 text-sm font-semibold text-brand-200 ring-1 ring-brand-500/40"
          data-testid="user-type-badge"
        >
          {USER_TYPE_BADGES[userType]}
        </span>
      </header>
      <TabGroup
        selectedIndex={tabIds.indexOf(active)}
        onChange={(index) => setWanted(tabIds[index] ?? 'overview')}
      >
        <TabList
          aria-label="Seções da dashboard"
          className="-mx-4 mb-6 flex gap-1 overflow-x-auto border-b border-zinc-800 px-4 pb-2"
        >
          {tabs.map((tab) => (
            <Tab key={tab.id} className={TAB_CLASS}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          {tabs.map((tab) => (
            <TabPanel key={tab.id} className="focus-visible:outline-none">
              {panel(tab.id)}
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </div>
  )
}
