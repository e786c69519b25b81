import { Link, type LinkComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Icon } from './icons'

/** The way back to a section, above a screen's heading. */
export function BackLink({
  children,
  ...rest
}: Omit<LinkComponentProps<'a'>, 'children'> & { children: ReactNode }) {
  return (
    <Link
      className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-xl px-2 text-sm font-semibold text-zinc-300 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
      {...rest}
    >
      <Icon name="arrowLeft" size={18} />
      {children}
    </Link>
  )
}
