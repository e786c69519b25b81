import type { ZoneItem } from './figures'

/**
 * Zone colours, easiest first. Colour is decoration only: each card also says its zone, name,
 * percentage and range in text, so a colour-blind rider loses nothing.
 */
const FIVE = [
  'border-l-sky-400',
  'border-l-emerald-400',
  'border-l-yellow-400',
  'border-l-orange-400',
  'border-l-red-500',
] as const
const SEVEN = [
  'border-l-zinc-400',
  'border-l-sky-400',
  'border-l-emerald-400',
  'border-l-yellow-400',
  'border-l-orange-400',
  'border-l-red-500',
  'border-l-fuchsia-500',
] as const

function toneFor(index: number, count: number): string {
  const palette = count <= FIVE.length ? FIVE : SEVEN
  return palette[Math.min(index, palette.length - 1)] ?? FIVE[0]
}

export function ZoneList({ zones, label }: { zones: readonly ZoneItem[]; label: string }) {
  return (
    <ol className="mt-3 space-y-2" aria-label={label}>
      {zones.map((zone, index) => (
        <li
          key={zone.key}
          className={`flex items-center justify-between gap-3 rounded-xl border border-l-8 border-zinc-800 bg-zinc-950/60 py-3 pr-4 pl-3 break-inside-avoid ${toneFor(index, zones.length)}`}
        >
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-zinc-400">{zone.label}</p>
            <p className="font-semibold text-zinc-50">{zone.name}</p>
            <p className="text-xs text-zinc-400">{zone.percentage}</p>
          </div>
          <div className="shrink-0 text-right tabular-nums">
            <p className="font-bold text-zinc-50">{zone.range}</p>
            {zone.extra && <p className="text-xs text-zinc-300">{zone.extra}</p>}
          </div>
        </li>
      ))}
    </ol>
  )
}
