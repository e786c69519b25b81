/** The fixed project list (spec 02 §3 "Project") and its sample metrics. */
import { EXTERNAL } from '../../lib/site'
import type { IconName } from '../../ui/icons'

export type ProjectStatus = 'active' | 'development' | 'maintenance'

export interface Project {
  id: string
  name: string
  description: string
  url: string
  type: 'react' | 'static' | 'external'
  status: ProjectStatus
  icon: IconName
  category: string
  analytics: boolean
  management: boolean
  subProjects?: readonly { id: string; name: string; url: string; icon: IconName }[]
}

export const PROJECTS: readonly Project[] = [
  {
    id: 'bike-fit',
    name: 'Bike Fit',
    description: 'Calculadora de ajuste da bike ao corpo do ciclista.',
    url: EXTERNAL.bikeFit,
    type: 'static',
    status: 'active',
    icon: 'bike',
    category: 'calculadora',
    analytics: true,
    management: false,
  },
  {
    id: 'calculadoras',
    name: 'Calculadoras',
    description: 'FTP, IMC, Harris-Benedict e Frequência Cardíaca.',
    url: '/calculadoras',
    type: 'react',
    status: 'active',
    icon: 'calculator',
    category: 'ferramentas',
    analytics: true,
    management: true,
    subProjects: [
      { id: 'ftp', name: 'FTP', url: '/calculadoras/calcular-FTP', icon: 'zap' },
      { id: 'imc', name: 'IMC', url: '/calculadoras/imc', icon: 'scale' },
      {
        id: 'harris',
        name: 'Harris-Benedict',
        url: '/calculadoras/harris-benedict',
        icon: 'flame',
      },
      {
        id: 'frequencia',
        name: 'Frequência Cardíaca',
        url: '/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento',
        icon: 'heart',
      },
    ],
  },
  {
    id: 'loja',
    name: 'Loja',
    description: 'Produtos e acessórios para ciclistas.',
    url: EXTERNAL.shop,
    type: 'react',
    status: 'development',
    icon: 'bag',
    category: 'comercial',
    analytics: true,
    management: true,
  },
  {
    id: 'blog',
    name: 'Blog',
    description: 'Artigos sobre treino, rotas e equipamentos.',
    url: EXTERNAL.blog,
    type: 'external',
    status: 'active',
    icon: 'book',
    category: 'conteudo',
    analytics: true,
    management: true,
  },
  {
    id: 'videos',
    name: 'Vídeos',
    description: 'Vídeos e playlists do canal.',
    url: '/videos',
    type: 'react',
    status: 'active',
    icon: 'play',
    category: 'conteudo',
    analytics: true,
    management: true,
  },
  {
    id: 'eventos',
    name: 'Eventos',
    description: 'Passeios, provas e encontros da comunidade.',
    url: EXTERNAL.events,
    type: 'external',
    status: 'active',
    icon: 'calendar',
    category: 'comunidade',
    analytics: true,
    management: false,
  },
]

export interface ProjectMetrics {
  users: number
  conversions: number
  trend: string
}

export const EMPTY_METRICS: ProjectMetrics = { users: 0, conversions: 0, trend: '0%' }

/** Sample figures (dados de exemplo): the product has no source for them yet. */
export const SAMPLE_METRICS: Readonly<Record<string, ProjectMetrics>> = {
  'bike-fit': { users: 1240, conversions: 86, trend: '+12%' },
  calculadoras: { users: 2890, conversions: 142, trend: '+18%' },
  loja: { users: 420, conversions: 23, trend: '+4%' },
  blog: { users: 980, conversions: 54, trend: '+7%' },
  videos: { users: 510, conversions: 31, trend: '+9%' },
  eventos: { users: 0, conversions: 21, trend: '0%' },
}

export function metricsOf(projectId: string): ProjectMetrics {
  return SAMPLE_METRICS[projectId] ?? EMPTY_METRICS
}

/** Conversions / users × 100, to one decimal (0 without users). */
export function conversionRate(conversions: number, users: number): number {
  if (!(users > 0)) return 0
  return Math.round(Number(((conversions / users) * 1000).toPrecision(12))) / 10
}

export const STATUS_LABELS: Record<ProjectStatus, string> = {
  active: 'Ativo',
  development: 'Em desenvolvimento',
  maintenance: 'Em manutenção',
}

/** Spec 02 §4: active green, development yellow, maintenance red. */
export const STATUS_CLASSES: Record<ProjectStatus, string> = {
  active: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/40',
  development: 'bg-amber-500/15 text-amber-200 ring-amber-500/40',
  maintenance: 'bg-red-500/15 text-red-300 ring-red-500/40',
}

/** Spec 02 §2.9: the overall sample figures. */
export const SAMPLE_TOTALS = {
  users: 6040,
  pageViews: 18560,
  conversions: 357,
  averageSession: '4m 32s',
} as const
