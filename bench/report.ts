/**
 * The report's shape, the machine it ran on, the table printed to stdout and `bench/results.json`.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { cpus, release, totalmem } from 'node:os'
import { CHROMIUM_PATH } from './browser.ts'

/** One measured figure: every run, their median and the target it is held to. */
export interface Figure {
  name: string
  /**
   * `x`: a speed-up (one decimal); `ratio`: a ratio to a reference (two decimals); `KiB`: bytes
   * / 1024 (one decimal); `count`: a whole number (one decimal for a median between two).
   */
  unit: 'score' | 'ms' | 's' | 'x' | 'ratio' | 'KiB' | 'count' | ''
  runs: number[]
  median: number
  /** The target as printed, e.g. "≤ 1.5 s". */
  target: string
  ok: boolean
  /** Printed in place of the median, e.g. "4 of 5" for a count. */
  shown?: string
  /** Printed in place of the runs. */
  shownRuns?: string
}

/** One part of the benchmark (a Lighthouse page, the offline start, …). */
export interface Section {
  title: string
  status: 'measured' | 'not measured yet' | 'failed'
  /** Why a part was not measured or failed, or what a reader must know about its figures. */
  note?: string
  figures: Figure[]
  /** A table printed below the figures, for parts that compare several pages side by side. */
  table?: { header: string[]; rows: string[][] }
  /** Everything each run returned, for results.json. */
  raw?: unknown
}

/** A part that threw: its section says why, with no figures. */
export function failedSection(title: string, error: unknown): Section {
  return {
    title,
    status: 'failed',
    note: error instanceof Error ? error.message : String(error),
    figures: [],
  }
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2
}

/** A figure whose median must stay at or below `limit`. */
export function atMost(
  name: string,
  unit: Figure['unit'],
  runs: number[],
  limit: number,
  target = `≤ ${format(limit, unit)}`,
): Figure {
  const value = median(runs)
  return { name, unit, runs, median: value, target, ok: value <= limit }
}

/** A figure whose median must reach at least `floor`. */
export function atLeast(
  name: string,
  unit: Figure['unit'],
  runs: number[],
  floor: number,
  target = `≥ ${format(floor, unit)}`,
): Figure {
  const value = median(runs)
  return { name, unit, runs, median: value, target, ok: value >= floor }
}

/** How many runs of `runs` kept their promise (1 = kept, 0 = missed); every one must. */
export function tally(name: string, runs: number[], missed: string[] = []): Figure {
  const kept = runs.filter((run) => run === 1).length
  return {
    name,
    unit: '',
    runs,
    median: kept,
    target: `${runs.length} of ${runs.length}`,
    ok: runs.length > 0 && kept === runs.length,
    shown: `${kept} of ${runs.length}`,
    shownRuns: missed.length > 0 ? `missed: ${missed.join('; ')}` : 'kept in every run',
  }
}

/** A figure printed for reference, with no target of its own. */
export function reference(name: string, unit: Figure['unit'], runs: number[]): Figure {
  return { name, unit, runs, median: median(runs), target: '—', ok: true }
}

export function format(value: number, unit: Figure['unit']): string {
  if (!Number.isFinite(value)) return '—'
  switch (unit) {
    case 'ms':
      return `${Math.round(value)} ms`
    case 's':
      return `${value.toFixed(2)} s`
    case 'x':
      return `${value.toFixed(1)}×`
    case 'ratio':
      return `${value.toFixed(2)}×`
    case 'score':
      return String(Math.round(value))
    case 'KiB':
      return `${value.toFixed(1)} KiB`
    case 'count':
      return Number.isInteger(value) ? String(value) : value.toFixed(1)
    default:
      return value < 1 ? value.toFixed(3) : value.toFixed(2)
  }
}

export interface Environment {
  machine: { cpu: string; cores: number; ramGiB: number; os: string }
  node: string
  chromium: string
  lighthouse: string
}

export function describeEnvironment(): Environment {
  const cores = cpus()
  return {
    machine: {
      cpu: cores[0]?.model.trim() ?? 'unknown',
      cores: cores.length,
      ramGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
      os: `${process.platform} ${release()}`,
    },
    node: process.version,
    chromium: chromiumVersion(),
    lighthouse: lighthouseVersion(),
  }
}

function chromiumVersion(): string {
  try {
    // Debian's wrapper script prints shell noise on stderr; the version is on stdout.
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: 'pipe' }).trim()
  } catch {
    return `unknown (${CHROMIUM_PATH} --version failed)`
  }
}

function lighthouseVersion(): string {
  const file = new URL('../node_modules/lighthouse/package.json', import.meta.url)
  try {
    const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: string }
    return version ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length)
}

function renderTable(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  )
  return rows
    .map((row) =>
      row
        .map((cell, column) => pad(cell, widths?.[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

export function renderReport(environment: Environment, notes: string[], sections: Section[]) {
  const { machine } = environment
  const lines = [
    'Bora Pedalar — benchmark',
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB} GiB RAM (${machine.os})`,
    `Node ${environment.node} · ${environment.chromium} · Lighthouse ${environment.lighthouse}`,
    ...notes.map((note) => `Note: ${note}`),
    '',
  ]
  for (const section of sections) {
    lines.push(`## ${section.title}`)
    if (section.status !== 'measured') lines.push(`   ${section.status}: ${section.note ?? ''}`)
    else if (section.note) lines.push(`   ${section.note}`)
    if (section.figures.length > 0) {
      const rows = [['   figure', 'median', 'target', 'verdict', 'runs']]
      for (const figure of section.figures) {
        rows.push([
          `   ${figure.name}`,
          figure.shown ?? format(figure.median, figure.unit),
          figure.target,
          figure.target === '—' ? '' : figure.ok ? 'ok' : 'MISS',
          figure.shownRuns ?? figure.runs.map((run) => format(run, figure.unit)).join(', '),
        ])
      }
      lines.push(renderTable(rows))
    }
    if (section.table) {
      const { header, rows } = section.table
      lines.push(
        renderTable([header, ...rows].map(([first = '', ...rest]) => [`   ${first}`, ...rest])),
      )
    }
    lines.push('')
  }
  return lines.join('\n')
}

export async function writeResults(
  file: URL,
  environment: Environment,
  notes: string[],
  sections: Section[],
  startedAt: Date,
): Promise<void> {
  const body = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    environment,
    notes,
    sections,
  }
  await writeFile(file, `${JSON.stringify(body, null, 2)}\n`)
}
