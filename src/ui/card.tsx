import type { HTMLAttributes } from 'react'

/** A padding utility among the caller's classes (`p-0` for a flush list) replaces the default. */
const PADDING = /(^|\s)p-\d/

export function Card({ className = '', ...rest }: HTMLAttributes<HTMLDivElement>) {
  // Both classes would sit in the stylesheet, and there `p-5` comes after `p-0`: it would win.
  const padding = PADDING.test(className) ? '' : 'p-5 '
  return (
    <div
      className={`rounded-2xl border border-zinc-800 bg-zinc-900/70 ${padding}shadow-lg shadow-black/20 ${className}`}
      {...rest}
    />
  )
}
