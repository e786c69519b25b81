import { describe, expect, it } from 'vitest'
import { arrivalTexts } from './arrival'
import { returnPath } from './return-path'

describe('the way back after signing in', () => {
  it.each([
    ['/eventos/pedal-da-serra-3f9a1c', '/eventos/pedal-da-serra-3f9a1c'],
    ['/eventos/?estado=SP', '/eventos/?estado=SP'],
  ])('follows a path of this site: %s', (value, expected) => {
    expect(returnPath(value)).toBe(expected)
  })

  it.each([
    ['another origin', '//evil.example/x'],
    ['an absolute URL', 'https://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a backslash', '/\\evil.example'],
    ['a line break', '/eventos\n/x'],
    ['too long', `/${'a'.repeat(400)}`],
    ['not text', 42],
    ['nothing', null],
  ])('refuses %s', (_, value) => {
    expect(returnPath(value)).toBeNull()
  })
})

describe('the welcome after signing in says where the rider goes', () => {
  it.each([
    [
      '/dashboard',
      '/dashboard',
      'Bem-vindo! Redirecionando para o painel de usuário...',
      'Preparando seu painel...',
    ],
    [
      '/admin',
      '/admin',
      'Bem-vindo! Redirecionando para o painel de administrador...',
      'Preparando seu painel...',
    ],
    [
      '/eventos/pedal-da-serra-3f9a1c',
      '/dashboard',
      'Bem-vindo! Voltando para o evento...',
      'Abrindo o evento...',
    ],
    [
      '/eventos/pedal-da-serra-3f9a1c',
      '/admin',
      'Bem-vindo! Voltando para o evento...',
      'Abrindo o evento...',
    ],
    ['/convite-admin', '/dashboard', 'Bem-vindo! Abrindo o seu convite...', 'Abrindo o convite...'],
    [
      '/calculadoras/imc',
      '/dashboard',
      'Bem-vindo! Voltando para a página anterior...',
      'Abrindo a página...',
    ],
  ] as const)('to %s (panel %s)', (next, panel, welcome, preparing) => {
    expect(arrivalTexts(next, panel)).toEqual({ welcome, preparing })
  })
})
