import { useEffect, useRef, type ReactNode } from 'react'
import { afterPaint } from '../../lib/after-paint'

/**
 * Spec 02 §2.4: two panels, the form on the left and the result on the right (stacked on phones).
 * The phone's one column is `minmax(0, 1fr)`: an implicit track grows to its widest unbreakable
 * line (a ride file's name), and the page then pans sideways.
 */
export function TwoPanels({ children }: { children: ReactNode }) {
  return (
    <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:block">
      {children}
    </div>
  )
}

export function FormCard({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-zinc-800 bg-zinc-900/70 p-5 sm:p-6" data-no-print>
      {children}
    </div>
  )
}

export interface ResultRegionProps {
  /** Shown before the first calculation. */
  placeholder: string
  /** Bumped by each calculation the rider asks for: the heading then takes focus (and scrolls in). */
  focusKey: number
  children?: ReactNode
}

/** The results, in a region named 'Resultado'. */
export function ResultRegion({ placeholder, focusKey, children }: ResultRegionProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  // After the result has painted: focusing forces a style and layout pass and a scroll, which
  // inside the click's own frame would delay the result's paint.
  useEffect(() => {
    if (focusKey === 0) return undefined
    return afterPaint(() => {
      const element = heading.current
      if (!element) return
      element.focus({ preventScroll: true })
      // Focus alone scrolls as little as it can, which on a phone leaves the heading behind the
      // tab bar: the result comes up under the sticky header (`scroll-mt-24`) unless its heading
      // is already in the upper half.
      const { top } = element.getBoundingClientRect()
      if (top < 0 || top > window.innerHeight / 2) element.scrollIntoView({ block: 'start' })
    })
  }, [focusKey])
  return (
    <section
      aria-labelledby="resultado"
      className="min-w-0 rounded-2xl border border-zinc-800 bg-zinc-900/40 p-5 sm:p-6 print:border-0 print:p-0"
    >
      <h2
        id="resultado"
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-24 text-xl font-bold text-zinc-50 focus:outline-none"
      >
        Resultado
      </h2>
      {children ?? <p className="mt-3 text-sm text-zinc-400">{placeholder}</p>}
    </section>
  )
}

/** A figure with its label, as on the result cards. */
export function Figure({
  label,
  value,
  unit,
  note,
  text = false,
}: {
  label: string
  value: string
  unit?: string
  note?: ReactNode
  /** A word rather than a number (a class, a method): smaller, so it does not break badly. */
  text?: boolean
}) {
  return (
    <div className="rounded-xl border border-zinc-800 bg-zinc-950/60 p-4">
      <p className="text-sm text-zinc-300">{label}</p>
      <p
        className={`mt-1 font-extrabold text-zinc-50 tabular-nums ${text ? 'text-2xl' : 'text-3xl'}`}
      >
        {value}
        {unit && <span className="ml-1 text-base font-semibold text-zinc-300">{unit}</span>}
      </p>
      {note && <p className="mt-1 text-xs text-zinc-400">{note}</p>}
    </div>
  )
}

/** Explanations below the calculator: plain prose, printed too. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10 max-w-3xl text-zinc-300" aria-labelledby={slug(title)}>
      <h2 id={slug(title)} className="text-xl font-bold text-zinc-50">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-sm leading-relaxed sm:text-base">{children}</div>
    </section>
  )
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
