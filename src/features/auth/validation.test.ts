import { describe, expect, it } from 'vitest'
import {
  VALIDATION_MESSAGES as M,
  validateLogin,
  validateNewPassword,
  validateRecoveryEmail,
  validateSignUp,
  type SignUpInput,
} from './validation'

describe('validateLogin (spec 01 §5)', () => {
  it.each([
    ['', 'pedalar123', M.required],
    ['  ', 'pedalar123', M.required],
    ['ana@exemplo.com', '', M.required],
    ['ana@exemplo.com', '123', null],
  ])('%j / %j → %s', (email, password, expected) => {
    expect(validateLogin({ email, password })).toBe(expected)
  })
})

describe('validateSignUp (spec 01 §5)', () => {
  const ok: SignUpInput = {
    email: 'ana@exemplo.com',
    password: 'pedalar',
    confirmPassword: 'pedalar',
    fullName: 'Ana Souza',
  }
  it.each<[string, Partial<SignUpInput>, string | null]>([
    ['valid', {}, null],
    ['no e-mail', { email: '' }, M.required],
    ['no password', { password: '', confirmPassword: '' }, M.required],
    ['no name', { fullName: ' ' }, M.nameRequired],
    ['5 characters', { password: '12345', confirmPassword: '12345' }, M.passwordTooShort],
    ['exactly 6', { password: '123456', confirmPassword: '123456' }, null],
    ['6 accented characters', { password: 'áéíóúç', confirmPassword: 'áéíóúç' }, null],
    ['different confirmation', { confirmPassword: 'pedalas' }, M.passwordsDiffer],
    ['empty confirmation', { confirmPassword: '' }, M.passwordsDiffer],
  ])('%s', (_, change, expected) => {
    expect(validateSignUp({ ...ok, ...change })).toBe(expected)
  })
})

describe('validateRecoveryEmail (spec 01 §5)', () => {
  it.each([
    ['', M.emailRequired],
    ['   ', M.emailRequired],
    ['ana', M.emailInvalid],
    ['ana@exemplo', M.emailInvalid],
    ['ana @exemplo.com', M.emailInvalid],
    ['ana@exemplo.com', null],
    [' ana@exemplo.com.br ', null],
  ])('%j → %s', (email, expected) => {
    expect(validateRecoveryEmail(email)).toBe(expected)
  })
})

describe('validateNewPassword (spec 01 §5)', () => {
  it.each([
    ['', '', M.resetRequired],
    ['pedalar', '', M.resetRequired],
    ['', 'pedalar', M.resetRequired],
    ['12345', '12345', M.passwordTooShort],
    ['pedalar', 'pedalas', M.passwordsDiffer],
    ['pedalar', 'pedalar', null],
  ])('%j / %j → %s', (password, confirm, expected) => {
    expect(validateNewPassword(password, confirm)).toBe(expected)
  })
})
