import { useEffect, type ReactNode } from 'react'
import { BackLink } from '../back-link'
import { useHydrated } from '../../lib/use-hydrated'
import { noteCurrentPage, noteReturningFromCalculator } from './session-notes'

export interface CalculatorPageProps {
  /** The screen's one h1. */
  title: string
  intro: ReactNode
  children: ReactNode
}

/**
 * The frame every calculator shares (spec 02 §2.3): the way back to the hub, the heading and a
 * short description. Printing keeps only the heading and the content, in black on white.
 */
export function CalculatorPage({ title, intro, children }: CalculatorPageProps) {
  useEffect(() => noteCurrentPage(title), [title])
  // Marks the screen as live (hydrated, handlers attached): the readiness flag tests and the
  // benchmark wait for. "false" in the prerendered page, so a waiting script knows to wait for it.
  const interactive = useHydrated()
  return (
    <div
      data-interactive={interactive ? 'true' : 'false'}
      className="mx-auto max-w-6xl px-4 py-8 sm:py-12 print:max-w-none print:p-0 print:**:border-zinc-300 print:**:bg-transparent print:**:text-black print:**:shadow-none"
    >
      <BackLink to="/calculadoras" onClick={noteReturningFromCalculator} data-no-print>
        Voltar para Calculadoras
      </BackLink>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">
        {title}
      </h1>
      <p className="mt-3 max-w-3xl text-base text-zinc-300 sm:text-lg">{intro}</p>
      {children}
    </div>
  )
}
