/**
 * The search box of the videos page (spec 02 §2.8): title or description, ignoring case and also
 * accents, since riders type "trilha" for "Trílha" and "manutencao" for "Manutenção".
 */
import { foldForSearch } from '../../lib/fold-text'

export interface Searchable {
  title: string
  description?: string
}

/**
 * Every word of the term must appear in the title or the description; an empty term keeps all
 * videos. Words rather than the whole phrase, so "serra trilha" finds "Trilha na Serra".
 */
export function searchVideos<T extends Searchable>(videos: readonly T[], term: string): T[] {
  const words = foldForSearch(term).split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...videos]
  return videos.filter((video) => {
    const haystack = foldForSearch(`${video.title}\n${video.description ?? ''}`)
    return words.every((word) => haystack.includes(word))
  })
}
