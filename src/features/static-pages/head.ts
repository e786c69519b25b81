import { pageHead } from '../../lib/meta'

export function comingSoonHead(title: string, path: string) {
  return pageHead({
    title: `${title} em Breve`,
    description: `${title}: estamos desenvolvendo esta página do Bora Pedalar. Volte em breve!`,
    path,
  })
}
