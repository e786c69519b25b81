import type { ReactNode } from 'react'

/** A caution inside a result: amber box, with the words carrying the meaning. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-amber-400/40 bg-amber-400/10 px-4 py-3 text-sm text-amber-100">
      {children}
    </p>
  )
}
