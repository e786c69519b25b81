/** The form rules of spec 01 §5, checked before any call; each returns the message or null. */

export const MIN_PASSWORD_LENGTH = 6

export const VALIDATION_MESSAGES = {
  required: 'Preencha todos os campos obrigatórios',
  passwordsDiffer: 'As senhas não coincidem',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres',
  nameRequired: 'Nome completo é obrigatório',
  emailRequired: 'Por favor, digite seu email',
  emailInvalid: 'Por favor, digite um email válido',
  resetRequired: 'Preencha todos os campos',
} as const

const M = VALIDATION_MESSAGES

/** The "simple e-mail pattern" of the forgot-password dialog. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const blank = (value: string) => value.trim() === ''
const tooShort = (password: string) => [...password].length < MIN_PASSWORD_LENGTH

export interface Credentials {
  email: string
  password: string
}

export function validateLogin({ email, password }: Credentials): string | null {
  return blank(email) || password === '' ? M.required : null
}

export interface SignUpInput extends Credentials {
  confirmPassword: string
  fullName: string
}

export function validateSignUp(input: SignUpInput): string | null {
  if (blank(input.email) || input.password === '') return M.required
  if (blank(input.fullName)) return M.nameRequired
  if (tooShort(input.password)) return M.passwordTooShort
  if (input.password !== input.confirmPassword) return M.passwordsDiffer
  return null
}

export function validateRecoveryEmail(email: string): string | null {
  if (blank(email)) return M.emailRequired
  return EMAIL_PATTERN.test(email.trim()) ? null : M.emailInvalid
}

export function validateNewPassword(password: string, confirmPassword: string): string | null {
  if (password === '' || confirmPassword === '') return M.resetRequired
  if (tooShort(password)) return M.passwordTooShort
  if (password !== confirmPassword) return M.passwordsDiffer
  return null
}
