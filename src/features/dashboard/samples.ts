/** Sample data for figures with no source yet (shown with 'dados de exemplo'). */

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
