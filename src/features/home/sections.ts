import type { IconName } from '../../ui/icons'
import { EXTERNAL } from '../../lib/site'

export interface HomeSection {
  title: string
  description: string
  href: string
  icon: IconName
}

/** The ten section cards of the home page (spec 01 §2 "Home"). */
export const HOME_SECTIONS: readonly HomeSection[] = [
  {
    title: 'Blog',
    description: 'Dicas, histórias e novidades do pedal.',
    href: EXTERNAL.blog,
    icon: 'book',
  },
  {
    title: 'Programa de Treinamentos',
    description: 'Planos para evoluir no MTB.',
    href: '/treinos',
    icon: 'dumbbell',
  },
  {
    title: 'Calculadoras',
    description: 'FC, FTP, IMC, calorias, pneus e suspensão.',
    href: '/calculadoras',
    icon: 'calculator',
  },
  { title: 'Loja', description: 'Produtos para quem pedala.', href: EXTERNAL.shop, icon: 'bag' },
  {
    title: 'Calendário de Eventos',
    description: 'Provas e pedais pelo Brasil.',
    href: EXTERNAL.events,
    icon: 'calendar',
  },
  {
    title: 'Vídeos',
    description: 'Expedições, trilhas e manutenção.',
    href: '/videos',
    icon: 'play',
  },
  {
    title: 'Documentários',
    description: 'Histórias reais sobre duas rodas.',
    href: '/documentarios',
    icon: 'film',
  },
  {
    title: 'Rotas e Roteiros',
    description: 'Trilhas e roteiros para explorar.',
    href: '/rotas',
    icon: 'map',
  },
  {
    title: 'Desafios',
    description: 'Metas para te tirar de casa.',
    href: '/desafios',
    icon: 'trophy',
  },
  {
    title: 'Cicloturismo',
    description: 'Viajar de bike, do jeito certo.',
    href: '/cicloturismo',
    icon: 'compass',
  },
]
