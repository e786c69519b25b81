// Parses PostgREST's query-string grammar (the subset supabase-js produces) into plain data. Column
// names are checked against the relation here; values stay strings and become bound parameters.

import type { Relation } from './catalog.ts'
import { parseError, unknownColumn } from './errors.ts'

export interface SelectItem {
  /** A column name, or '*' for all columns. */
  column: string
  alias?: string
  cast?: string
}

const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
] as const

export type Operator = (typeof OPERATORS)[number]

export type Condition =
  | { kind: 'filter'; column: string; negate: boolean; op: Operator; value: string | string[] }
  | { kind: 'and' | 'or'; negate: boolean; items: Condition[] }

export interface OrderItem {
  column: string
  descending: boolean
  nulls?: 'first' | 'last'
}

export interface ReadParams {
  select: SelectItem[]
  where: Condition[]
  order: OrderItem[]
  limit?: number
  offset?: number
}

/** Query keys that are not column filters. */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey'])
const LOGICAL = /^(not\.)?(and|or)$/
/** Casts a select item may ask for: plain type names only, never free text. */
const CASTS = new Set([
  'text',
  'int',
  'int4',
  'integer',
  'int8',
  'bigint',
  'numeric',
  'float8',
  'real',
  'boolean',
  'bool',
  'uuid',
  'date',
  'timestamptz',
  'json',
  'jsonb',
])

function column(relation: Relation, name: string): string {
  const unquoted = name.startsWith('"') && name.endsWith('"') ? name.slice(1, -1) : name
  if (!relation.columns.has(unquoted)) throw unknownColumn(relation.name, unquoted)
  return unquoted
}

/** Splits on commas that are outside parentheses and double quotes. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]
    if (quoted && char === '\\' && i + 1 < text.length) {
      current += char + text[i + 1]
      i += 1
      continue
    }
    if (char === '"') quoted = !quoted
    else if (!quoted && char === '(') depth += 1
    else if (!quoted && char === ')') depth -= 1
    if (depth < 0) throw parseError(`unbalanced parentheses in "${text}"`)
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current)
      current = ''
    } else {
      current += char
    }
  }
  if (depth !== 0 || quoted) throw parseError(`unbalanced parentheses or quotes in "${text}"`)
  parts.push(current)
  return parts
}

const unquote = (value: string) =>
  value.length >= 2 && value.startsWith('"') && value.endsWith('"')
    ? value.slice(1, -1).replace(/\\(.)/g, '$1')
    : value

export function parseSelect(raw: string | undefined, relation: Relation): SelectItem[] {
  if (raw === undefined || raw.trim() === '') return [{ column: '*' }]
  return splitTopLevel(raw).map((part) => {
    const item = part.trim()
    if (item.includes('(')) {
      throw parseError(
        `failed to parse select parameter (${raw})`,
        'Embedded resources are not supported by the local server.',
      )
    }
    if (item === '*') return { column: '*' }
    const match = /^(?:([^:]+):(?!:))?([^:]+?)(?:::([a-z0-9_]+))?$/i.exec(item)
    if (!match?.[2]) throw parseError(`failed to parse select parameter (${raw})`)
    const cast = match[3]?.toLowerCase()
    if (cast && !CASTS.has(cast)) throw parseError(`unsupported cast '${cast}' in select`)
    const alias = match[1]?.trim()
    return { column: column(relation, match[2].trim()), alias, cast }
  })
}

function parseFilterValue(relation: Relation, name: string, expression: string): Condition {
  let rest = expression
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf('.')
  const op = dot < 0 ? rest : rest.slice(0, dot)
  if (!(OPERATORS as readonly string[]).includes(op) || dot < 0) {
    throw parseError(`failed to parse filter (${expression})`, `unknown operator in "${name}"`)
  }
  const raw = rest.slice(dot + 1)
  const col = column(relation, name)
  if (op === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')')) {
      throw parseError(`failed to parse filter (${expression})`, 'in. expects a list: in.(a,b)')
    }
    const inner = raw.slice(1, -1)
    const value = inner.trim() === '' ? [] : splitTopLevel(inner).map((v) => unquote(v.trim()))
    return { kind: 'filter', column: col, negate, op, value }
  }
  if (
    op === 'is' &&
    !['null', 'not_null', 'true', 'false', 'unknown'].includes(raw.toLowerCase())
  ) {
    throw parseError(
      `failed to parse filter (${expression})`,
      'is. expects null, true, false or unknown',
    )
  }
  return { kind: 'filter', column: col, negate, op: op as Operator, value: unquote(raw) }
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`: the inside of a logical group. */
function parseLogical(relation: Relation, key: string, raw: string): Condition {
  const match = LOGICAL.exec(key)
  if (!match?.[2] || !raw.startsWith('(') || !raw.endsWith(')')) {
    throw parseError(`failed to parse logic tree (${raw})`)
  }
  const items = splitTopLevel(raw.slice(1, -1)).map((part) => {
    const item = part.trim()
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item)
    if (nested?.[2] && nested[3]) {
      return parseLogical(relation, `${nested[1] ?? ''}${nested[2]}`, nested[3])
    }
    const dot = item.indexOf('.')
    if (dot <= 0) throw parseError(`failed to parse logic tree (${raw})`)
    return parseFilterValue(relation, item.slice(0, dot), item.slice(dot + 1))
  })
  return { kind: match[2] as 'and' | 'or', negate: Boolean(match[1]), items }
}

export function parseOrder(raw: string | undefined, relation: Relation): OrderItem[] {
  if (raw === undefined || raw === '') return []
  return splitTopLevel(raw).map((part) => {
    const [name = '', ...modifiers] = part.trim().split('.')
    const item: OrderItem = { column: column(relation, name), descending: false }
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') item.descending = modifier === 'desc'
      else if (modifier === 'nullsfirst' || modifier === 'nullslast') {
        item.nulls = modifier === 'nullsfirst' ? 'first' : 'last'
      } else {
        throw parseError(`failed to parse order (${raw})`, `unexpected "${modifier}"`)
      }
    }
    return item
  })
}

function count(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined
  if (!/^\d{1,9}$/.test(raw)) throw parseError(`failed to parse ${name} parameter (${raw})`)
  return Number(raw)
}

export function parseRead(params: URLSearchParams, relation: Relation): ReadParams {
  const where: Condition[] = []
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue
    if (LOGICAL.test(key)) where.push(parseLogical(relation, key, value))
    else where.push(parseFilterValue(relation, key, value))
  }
  return {
    select: parseSelect(params.get('select') ?? undefined, relation),
    where,
    order: parseOrder(params.get('order') ?? undefined, relation),
    limit: count('limit', params.get('limit') ?? undefined),
    offset: count('offset', params.get('offset') ?? undefined),
  }
}

/** `columns="a","b"` (insert/upsert) or `on_conflict=a,b`: a checked list of column names. */
export function parseColumnList(raw: string, relation: Relation): string[] {
  return splitTopLevel(raw)
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .map((name) => column(relation, name))
}
