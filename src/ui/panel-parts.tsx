/** Presentational parts the panels share (dashboard and admin figures, headings, empty lists). */
import type { ReactNode } from 'react'
import { Card } from './card'
import { Icon, type IconName } from './icons'

/** Marks figures that have no data source yet (ADR 0006 "dashboard and admin figures"). */
export function SampleBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-500/15 px-2 py-0.5 text-xs font-medium text-amber-200 ring-1 ring-amber-500/40">
      dados de exemplo
    </span>
  )
}

export interface StatCardProps {
  label: string
  value: ReactNode
  detail?: ReactNode
  icon?: IconName
  sample?: boolean
}

export function StatCard({ label, value, detail, icon, sample }: StatCardProps) {
  return (
    <Card className="flex flex-col gap-1" role="group" aria-label={label}>
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm text-zinc-300">{label}</p>
        {icon && <Icon name={icon} size={20} className="shrink-0 text-brand-300" />}
      </div>
      <p className="text-2xl font-bold text-zinc-50 tabular-nums">{value}</p>
      {detail && <p className="text-sm text-zinc-300">{detail}</p>}
      {sample && (
        <p className="mt-1">
          <SampleBadge />
        </p>
      )}
    </Card>
  )
}

export function SectionHeading({ children, sample }: { children: ReactNode; sample?: boolean }) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <h2 className="text-xl font-bold text-zinc-50">{children}</h2>
      {sample && <SampleBadge />}
    </div>
  )
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-zinc-700 p-6 text-center text-zinc-300">
      {children}
    </p>
  )
}
