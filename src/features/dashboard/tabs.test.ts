import { describe, expect, it } from 'vitest'
import { allowedTab, normalizeUserType, tabsFor, welcomeName } from './tabs'

const labels = (type: Parameters<typeof tabsFor>[0]) => tabsFor(type).map((t) => t.label)

describe('dashboard tabs by user type (spec 02 §2.9)', () => {
  it('admin', () => {
    expect(labels('admin')).toEqual([
      'Visão Geral',
      'Projetos',
      'Analytics',
      'Usuários',
      'Administração',
      'Meu Perfil',
    ])
  })
  it('organizer', () => {
    expect(labels('organizer')).toEqual([
      'Visão Geral',
      'Meus Eventos',
      'Inscrições',
      'Analytics',
      'Meu Perfil',
    ])
  })
  it('participant', () => {
    expect(labels('visitor')).toEqual([
      'Visão Geral',
      'Meus Eventos',
      'Minhas Calculadoras',
      'Desafios',
      'Meu Perfil',
    ])
  })
  it('limits the active tab to the allowed ones', () => {
    expect(allowedTab('visitor', 'projects')).toBe('overview')
    expect(allowedTab('visitor', 'calculators')).toBe('calculators')
    expect(allowedTab('organizer', 'calculators')).toBe('overview')
    expect(allowedTab('admin', 'administration')).toBe('administration')
    expect(allowedTab('admin', undefined)).toBe('overview')
  })
  it('treats unknown types as visitors', () => {
    expect(normalizeUserType('user')).toBe('visitor')
    expect(normalizeUserType('organizer')).toBe('organizer')
  })
  it('welcome name falls back to the e-mail, then Usuário', () => {
    expect(welcomeName('Ana', 'a@b.c')).toBe('Ana')
    expect(welcomeName(null, 'a@b.c')).toBe('a@b.c')
    expect(welcomeName(' ', '')).toBe('Usuário')
  })
})
