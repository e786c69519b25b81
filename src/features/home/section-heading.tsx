import type { ReactNode } from 'react'

export function SectionHeading({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children?: ReactNode
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-zinc-50">
        {title}
      </h2>
      {children}
    </div>
  )
}

export const MORE_LINK =
  'inline-flex min-h-11 items-center text-sm font-semibold text-brand-300 hover:text-brand-200 focus-visible:outline-2 focus-visible:outline-brand-400'
