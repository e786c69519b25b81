import { describe, expect, it } from 'vitest'
import { foldForSearch } from '../../lib/fold-text'
import { searchVideos } from './search'

const videos = [
  { id: 'a', title: 'Trilha na Serra da Mantiqueira', description: 'Pedal de 60 km com subidas.' },
  { id: 'b', title: 'Manutenção da suspensão', description: 'Como trocar o óleo do garfo.' },
  { id: 'c', title: 'Podcast #12', description: 'Conversamos sobre NUTRIÇÃO em provas longas.' },
  { id: 'd', title: 'Sem descrição' },
]
const ids = (list: readonly { id: string }[]) => list.map((v) => v.id)

describe('searchVideos', () => {
  it.each([
    ['', ['a', 'b', 'c', 'd']],
    ['   ', ['a', 'b', 'c', 'd']],
    ['trilha', ['a']],
    ['TRILHA', ['a']],
    ['trílha', ['a']],
    ['  serra  ', ['a']],
    ['manutencao', ['b']],
    ['MANUTENÇÃO', ['b']],
    ['oleo', ['b']],
    ['nutrição', ['c']],
    ['serra trilha', ['a']],
    ['serra óleo', []],
    ['descrição', ['d']],
    ['#12', ['c']],
    ['xyz', []],
  ])('%j → %j', (term, expected) => {
    expect(ids(searchVideos(videos, term))).toEqual(expected)
  })

  it('returns a new array and leaves the input alone', () => {
    const all = searchVideos(videos, '')
    expect(all).not.toBe(videos)
    expect(all).toEqual(videos)
  })
})

describe('foldForSearch', () => {
  it('drops accents and case', () => {
    expect(foldForSearch('Ação Çedilha Pão ÜBER')).toBe('acao cedilha pao uber')
  })
})
