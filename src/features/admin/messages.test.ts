import { describe, expect, it } from 'vitest'
import { AdminCallError } from './api'
import {
  ADMIN_MESSAGES,
  adminCountLabel,
  canRemove,
  demoteErrorMessage,
  isAccessDenied,
  promoteErrorMessage,
  reviewErrorMessage,
} from './messages'

describe('admin messages by server code', () => {
  it('demotion', () => {
    expect(demoteErrorMessage(new AdminCallError('x', 'BP001'))).toBe(
      'Você não pode remover sua própria permissão de admin',
    )
    expect(demoteErrorMessage(new AdminCallError('x', 'BP002'))).toBe(
      'Não é possível remover o último administrador',
    )
    expect(demoteErrorMessage(new AdminCallError('x', 'BP004'))).toBe(
      'Erro ao remover permissão de admin',
    )
    expect(demoteErrorMessage(new Error('network'))).toBe('Erro ao remover permissão de admin')
  })
  it('promotion of an unknown e-mail is the 8000 ms instruction', () => {
    expect(promoteErrorMessage(new AdminCallError('x', 'BP003'))).toEqual({
      message: ADMIN_MESSAGES.instruction,
      duration: 8000,
    })
    expect(promoteErrorMessage(new AdminCallError('x', '500'))).toEqual({
      message: 'Erro ao criar administrador',
    })
  })
  it('access denied is 42501', () => {
    expect(isAccessDenied(new AdminCallError('x', '42501'))).toBe(true)
    expect(isAccessDenied(new AdminCallError('x', 'BP001'))).toBe(false)
  })
  it('count label and removal rule', () => {
    expect(adminCountLabel(1)).toBe('1 administrador')
    expect(adminCountLabel(3)).toBe('3 administradores')
    expect(canRemove('a', 'a', 3)).toBe(false)
    expect(canRemove('b', 'a', 1)).toBe(false)
    expect(canRemove('b', 'a', 2)).toBe(true)
  })
})

describe('reviewErrorMessage', () => {
  it.each([
    [{ code: 'BP007' }, 'Solicitação não encontrada'],
    [{ code: 'BP008' }, 'Esta solicitação já foi analisada'],
    [{ code: '42501' }, 'Erro ao analisar a solicitação'],
    [new Error('rede'), 'Erro ao analisar a solicitação'],
  ])('%o → %s', (error, message) => {
    expect(reviewErrorMessage(error)).toBe(message)
  })
})
