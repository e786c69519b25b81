/** Sample data for figures with no source yet (shown with 'dados de exemplo'). */

export interface EventRegistration {
  id: string
  name: string
  date: string
  status: 'confirmed' | 'pending'
}

export interface Challenge {
  id: string
  name: string
  progress: number
  target: number
}

/** Sample events stay upcoming whenever the dashboard is opened: dates count from today. */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

export const SAMPLE_REGISTRATIONS: readonly EventRegistration[] = [
  { id: 'e1', name: 'Pedal da Serra do Mar', date: daysFromNow(21), status: 'confirmed' },
  { id: 'e2', name: 'Desafio MTB Chapada', date: daysFromNow(60), status: 'pending' },
]

export const REGISTRATION_STATUS: Record<EventRegistration['status'], string> = {
  confirmed: 'Confirmado',
  pending: 'Pendente',
}

export const SAMPLE_CHALLENGES: readonly Challenge[] = [
  { id: 'c1', name: '500 km no mês', progress: 320, target: 500 },
  { id: 'c2', name: '1.000 km no trimestre', progress: 430, target: 1000 },
]

export interface ActivityItem {
  id: string
  type: 'user_registration' | 'calculation' | 'purchase' | 'page_view' | 'content_update' | 'event'
  title: string
  description: string
  project: string
  minutesAgo: number
}

export const SAMPLE_ACTIVITY: readonly ActivityItem[] = [
  {
    id: 'a1',
    type: 'user_registration',
    title: 'Novo usuário registrado',
    description: 'Participante via /entrar',
    project: 'Plataforma',
    minutesAgo: 0,
  },
  {
    id: 'a2',
    type: 'calculation',
    title: 'Cálculo de FTP',
    description: 'Resultado: 265 W',
    project: 'Calculadoras',
    minutesAgo: 12,
  },
  {
    id: 'a3',
    type: 'purchase',
    title: 'Pedido na loja',
    description: 'Camisa Bora Pedalar',
    project: 'Loja',
    minutesAgo: 95,
  },
  {
    id: 'a4',
    type: 'page_view',
    title: 'Pico de visitas',
    description: '1.240 visualizações',
    project: 'Blog',
    minutesAgo: 180,
  },
  {
    id: 'a5',
    type: 'content_update',
    title: 'Novo artigo publicado',
    description: 'Manutenção de suspensão',
    project: 'Blog',
    minutesAgo: 600,
  },
  {
    id: 'a6',
    type: 'event',
    title: 'Evento criado',
    description: 'Pedal Noturno',
    project: 'Eventos',
    minutesAgo: 2880,
  },
  {
    id: 'a7',
    type: 'calculation',
    title: 'Cálculo de IMC',
    description: 'Resultado: 23,1',
    project: 'Calculadoras',
    minutesAgo: 4400,
  },
]

/** 'Agora mesmo', 'Nm atrás', 'Nh atrás', 'Nd atrás' (spec 02 §3 "Activity item"). */
export function relativeTime(minutesAgo: number): string {
  if (minutesAgo < 1) return 'Agora mesmo'
  if (minutesAgo < 60) return `${Math.floor(minutesAgo)}m atrás`
  if (minutesAgo < 1440) return `${Math.floor(minutesAgo / 60)}h atrás`
  return `${Math.floor(minutesAgo / 1440)}d atrás`
}

export const SAMPLE_ORGANIZER = {
  events: 3,
  registrations: 124,
  revenue: 8450,
  rating: 4.8,
  upcoming: [
    { id: 'o1', name: 'Pedal Noturno', date: daysFromNow(14), registrations: 48 },
    { id: 'o2', name: 'Travessia da Mantiqueira', date: daysFromNow(45), registrations: 61 },
  ],
  recent: [
    { id: 'r1', name: 'Carla Souza', event: 'Pedal Noturno', status: 'confirmed' as const },
    { id: 'r2', name: 'João Lima', event: 'Travessia da Mantiqueira', status: 'pending' as const },
    { id: 'r3', name: 'Marina Alves', event: 'Pedal Noturno', status: 'confirmed' as const },
  ],
} as const
