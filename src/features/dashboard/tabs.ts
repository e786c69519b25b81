import type { UserType } from '../auth'

export type DashboardTabId =
  | 'overview'
  | 'projects'
  | 'analytics'
  | 'users'
  | 'administration'
  | 'events'
  | 'registrations'
  | 'calculators'
  | 'challenges'
  | 'profile'

export interface DashboardTab {
  id: DashboardTabId
  label: string
}

const TAB: Record<DashboardTabId, DashboardTab> = {
  overview: { id: 'overview', label: 'Visão Geral' },
  projects: { id: 'projects', label: 'Projetos' },
  analytics: { id: 'analytics', label: 'Analytics' },
  users: { id: 'users', label: 'Usuários' },
  administration: { id: 'administration', label: 'Administração' },
  events: { id: 'events', label: 'Meus Eventos' },
  registrations: { id: 'registrations', label: 'Inscrições' },
  calculators: { id: 'calculators', label: 'Minhas Calculadoras' },
  challenges: { id: 'challenges', label: 'Desafios' },
  profile: { id: 'profile', label: 'Meu Perfil' },
}

/** Spec 02 §2.9: everyone gets Visão Geral and Meu Perfil; each type adds its own. */
const TABS_BY_TYPE: Record<UserType, readonly DashboardTabId[]> = {
  admin: ['overview', 'projects', 'analytics', 'users', 'administration', 'profile'],
  organizer: ['overview', 'events', 'registrations', 'analytics', 'profile'],
  visitor: ['overview', 'events', 'calculators', 'challenges', 'profile'],
}

/** Anything but admin or organizer is treated as a visitor (spec 02 §3 "Profile"). */
export function normalizeUserType(value: string | null | undefined): UserType {
  return value === 'admin' || value === 'organizer' ? value : 'visitor'
}

export function tabsFor(userType: UserType): readonly DashboardTab[] {
  return TABS_BY_TYPE[userType].map((id) => TAB[id])
}

/** The active tab, limited to those the type may see (falls back to the overview). */
export function allowedTab(userType: UserType, wanted: string | null | undefined): DashboardTabId {
  return TABS_BY_TYPE[userType].find((id) => id === wanted) ?? 'overview'
}

export const DASHBOARD_TITLES: Record<UserType, string> = {
  admin: 'Dashboard Administrativa',
  organizer: 'Dashboard do Organizador',
  visitor: 'Minha Dashboard',
}

export const USER_TYPE_BADGES: Record<UserType, string> = {
  admin: 'Administrador',
  organizer: 'Organizador',
  visitor: 'Participante',
}

/** Welcome line: full name, else e-mail, else 'Usuário'. */
export function welcomeName(fullName: string | null | undefined, email: string | null | undefined) {
  return fullName?.trim() || email?.trim() || 'Usuário'
}
