import { describe, expect, it } from 'vitest'
import { aliasTarget } from './aliases'

describe('aliases', () => {
  it.each([
    ['/calculadoras/ftp', '/calculadoras/calcular-FTP'],
    ['/calcular-FTP', '/calculadoras/calcular-FTP'],
    ['/calculadora-harris-benedict/', '/calculadoras/harris-benedict'],
    ['/events', '/eventos/'],
    ['/test-reset', '/reset-password'],
  ])('%s replaces to %s', (path, target) => {
    expect(aliasTarget(path)).toBe(target)
  })

  it.each(['/', '/calculadoras', '/calculadoras/calcular-FTP', '/calcular-ftp'])(
    '%s is not an alias',
    (path) => {
      expect(aliasTarget(path)).toBeUndefined()
    },
  )
})
