import { EXTERNAL } from '../lib/site'

export interface NavLink {
  label: string
  href: string
}

/** Footer navigation (spec 01 §2 "Footer"): Blog is external, the rest are in-app. */
export const FOOTER_LINKS: readonly NavLink[] = [
  { label: 'Blog', href: EXTERNAL.blog },
  { label: 'Treinos', href: '/treinos' },
  { label: 'Calculadoras', href: '/calculadoras' },
  { label: 'Loja', href: '/loja' },
  { label: 'Eventos', href: '/eventos' },
  { label: 'Vídeos', href: '/videos' },
  { label: 'Documentários', href: '/documentarios' },
  { label: 'Rotas', href: '/rotas' },
  { label: 'Desafios', href: '/desafios' },
  { label: 'Cicloturismo', href: '/cicloturismo' },
]

/** The mobile bar's 'Mais' panel. */
export const MORE_LINKS: readonly NavLink[] = [
  { label: 'Loja', href: '/loja' },
  { label: 'Bike Fit', href: '/bike-fit' },
  { label: 'Blog', href: '/blog' },
  { label: 'Desafios', href: '/desafios' },
]
