import type { ReactNode } from 'react'

export interface UnderConstructionProps {
  title: string
  children?: ReactNode
}

/** A screen whose feature has not landed yet: its heading, and a plain note that it is coming. */
export function UnderConstruction({ title, children }: UnderConstructionProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">{title}</h1>
      <p className="mt-4 rounded-xl border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-amber-100">
        Esta tela está sendo construída e chega em breve.
      </p>
      {children}
    </section>
  )
}
