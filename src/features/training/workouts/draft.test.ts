import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DROPPED_DRAFT_MESSAGES, dropDraft, keepDraft, readDraft } from './draft'

/** Web Storage as a browser keeps it, in memory: the unit tests run in Node, which has none. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

const KEY = 'bp:treino-rascunho'
let storage: Storage

beforeEach(() => {
  storage = memoryStorage()
  vi.stubGlobal('window', { localStorage: storage })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('readDraft', () => {
  it('nothing stored: nothing to bring back', () => {
    expect(readDraft(null)).toEqual({ status: 'none' })
  })

  it('a draft within the limits comes back, each starting point its own', () => {
    keepDraft(null, { name: 'Terça', text: '- 10m 75%' })
    keepDraft('de:sweet-spot-3x10', { name: 'Cópia', text: 'x'.repeat(10_000) })
    expect(readDraft(null)).toEqual({
      status: 'found',
      draft: { name: 'Terça', text: '- 10m 75%' },
    })
    expect(readDraft('de:sweet-spot-3x10')).toEqual({
      status: 'found',
      draft: { name: 'Cópia', text: 'x'.repeat(10_000) },
    })
  })

  it.each([
    ['a text of 1 MB of digits', { name: 'Colado', text: '1'.repeat(1_000_000) }],
    ['a text one character over the server’s 10,000', { name: 'Longo', text: 'x'.repeat(10_001) }],
    ['a name over 80 characters', { name: 'n'.repeat(81), text: '- 10m 75%' }],
  ])('%s is unusable: too long', (_, stored) => {
    storage.setItem(KEY, JSON.stringify(stored))
    expect(readDraft(null)).toEqual({ status: 'unusable', reason: 'too-long' })
    // Reading changes nothing (a render may read twice); the editor drops it.
    expect(readDraft(null)).toEqual({ status: 'unusable', reason: 'too-long' })
    dropDraft(null)
    expect(storage.getItem(KEY)).toBeNull()
  })

  it.each([
    ['not JSON', '{"name": "Terça", "text": "- 10m'],
    ['JSON null', 'null'],
    ['a string', '"- 10m 75%"'],
    ['a number for the name', '{"name": 1, "text": "- 10m 75%"}'],
    ['no text', '{"name": "Terça"}'],
  ])('a draft that cannot be read (%s) is unusable: unreadable', (_, raw) => {
    storage.setItem(`${KEY}:de:vo2max-5x3`, raw)
    expect(readDraft('de:vo2max-5x3')).toEqual({ status: 'unusable', reason: 'unreadable' })
  })

  it('says why in pt-BR', () => {
    expect(DROPPED_DRAFT_MESSAGES).toEqual({
      'too-long':
        'O rascunho salvo neste aparelho passava do limite de 10.000 caracteres e foi descartado.',
      unreadable: 'O rascunho salvo neste aparelho não pôde ser lido e foi descartado.',
    })
  })
})
