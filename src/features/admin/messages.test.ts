import { describe, expect, it } from 'vitest'
import { AdminCallError } from './api'
import {
  ADMIN_MESSAGES,
  adminCountLabel,
  canRemove,
  acceptErrorMessage,
  cancelErrorMessage,
  demoteErrorMessage,
  inviteErrorMessage,
  isAccessDenied,
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
  it('an invitation of an unknown e-mail is the 8000 ms instruction; other refusals say why', () => {
    expect(inviteErrorMessage(new AdminCallError('x', 'BP003'))).toEqual({
      message: ADMIN_MESSAGES.instruction,
      duration: 8000,
    })
    expect(inviteErrorMessage(new AdminCallError('x', 'BP009'))).toEqual({
      message: 'Este usuário já é administrador',
    })
    expect(inviteErrorMessage(new AdminCallError('x', 'BP010')).message).toMatch(
      /^Já existe um convite pendente para este e-mail/,
    )
    expect(inviteErrorMessage(new AdminCallError('x', '500'))).toEqual({
      message: 'Erro ao criar administrador',
    })
  })
  it.each([
    ['BP011', /^Link de convite inválido/, true],
    ['BP012', /^Este convite foi cancelado/, true],
    ['BP013', /^Este convite já foi usado/, true],
    ['BP014', /^Este convite expirou/, true],
    ['BP015', /^Este convite é para ana@x\.com, mas você entrou como bia@x\.com/, false],
    ['BP016', /^Sua sessão terminou\. Entre de novo para continuar\.$/, false],
    [undefined, /^Não foi possível aceitar o convite agora/, false],
  ])('an invitation link refused with %s', (code, message, final) => {
    const outcome = acceptErrorMessage(new AdminCallError('x', code), 'ana@x.com', 'bia@x.com')
    expect(outcome.message).toMatch(message)
    expect(outcome.final).toBe(final)
  })
  it('a session that ended (BP016) says so, whatever the action', () => {
    const ended = new AdminCallError('x', 'BP016')
    const text = 'Sua sessão terminou. Entre de novo para continuar.'
    expect(demoteErrorMessage(ended)).toBe(text)
    expect(inviteErrorMessage(ended)).toEqual({ message: text })
    expect(cancelErrorMessage(ended)).toBe(text)
    expect(reviewErrorMessage(ended)).toBe(text)
    expect(cancelErrorMessage(new AdminCallError('x', 'BP013'))).toBe('Erro ao cancelar o convite')
    expect(isAccessDenied(ended)).toBe(false)
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
