import { Link, type LinkComponentProps } from '@tanstack/react-router'
import type { ButtonHTMLAttributes } from 'react'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400 disabled:cursor-not-allowed disabled:opacity-60'

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-500 text-zinc-950 hover:bg-brand-400',
  secondary:
    'border border-zinc-700 bg-zinc-900 text-zinc-100 hover:border-zinc-500 hover:bg-zinc-800',
  ghost: 'text-zinc-200 hover:bg-zinc-800/70',
  danger: 'bg-red-600 text-white hover:bg-red-500',
}

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${extra}`.trim()
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...rest
}: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />
}

export type ButtonLinkProps = LinkComponentProps<'a'> & { variant?: ButtonVariant }

export function ButtonLink({ variant = 'primary', className = '', ...rest }: ButtonLinkProps) {
  return (
    <Link
      className={buttonClass(variant, typeof className === 'string' ? className : '')}
      {...rest}
    />
  )
}
