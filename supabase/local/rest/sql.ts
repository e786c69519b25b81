// Turns parsed requests into SQL. Identifiers come from the catalogue (quoted by ident()); every value
// is a bound parameter. Answers are built as JSON inside the database (json_agg), so bigint and
// numeric reach the client exactly as PostgREST renders them, whatever the driver.

import { ident, type Relation } from './catalog.ts'
import type { Condition, OrderItem, ReadParams, SelectItem } from './query.ts'

export class Params {
  readonly values: (string | null)[] = []

  add(value: string | null): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

const table = (relation: Relation) => `public.${ident(relation.name)}`

/** The alias every statement gives its relation, so conditions and projections can name it. */
const T = '_t'

function projection(select: SelectItem[]): string {
  return select
    .map((item) => {
      if (item.column === '*') return `${T}.*`
      const value = `${T}.${ident(item.column)}${item.cast ? `::${item.cast}` : ''}`
      return `${value} as ${ident(item.alias ?? item.column)}`
    })
    .join(', ')
}

const likePattern = (value: string) => value.replace(/\*/g, '%')

const COMPARISON = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const

function conditionSql(condition: Condition, params: Params): string {
  let sql: string
  if (condition.kind === 'filter') {
    const col = `${T}.${ident(condition.column)}`
    const { op, value } = condition
    if (op === 'in') {
      const list = Array.isArray(value) ? value : [value]
      sql = list.length === 0 ? 'false' : `${col} in (${list.map((v) => params.add(v)).join(', ')})`
    } else if (op === 'is') {
      const word = String(value).toLowerCase()
      sql = word === 'not_null' ? `${col} is not null` : `${col} is ${word}`
    } else {
      const single = Array.isArray(value) ? value.join(',') : value
      if (op === 'like' || op === 'ilike') {
        sql = `${col} ${op} ${params.add(likePattern(single))}`
      } else if (op === 'match' || op === 'imatch') {
        sql = `${col} ${op === 'match' ? '~' : '~*'} ${params.add(single)}`
      } else {
        sql = `${col} ${COMPARISON[op]} ${params.add(single)}`
      }
    }
  } else {
    const joiner = condition.kind === 'and' ? ' and ' : ' or '
    const inner = condition.items.map((item) => conditionSql(item, params))
    sql = inner.length === 0 ? 'true' : `(${inner.join(joiner)})`
  }
  return condition.negate ? `not (${sql})` : sql
}

export function whereSql(conditions: Condition[], params: Params): string {
  if (conditions.length === 0) return ''
  return ` where ${conditions.map((c) => conditionSql(c, params)).join(' and ')}`
}

function orderSql(order: OrderItem[]): string {
  if (order.length === 0) return ''
  const items = order.map(
    (item) =>
      `${T}.${ident(item.column)} ${item.descending ? 'desc' : 'asc'}` +
      (item.nulls ? ` nulls ${item.nulls}` : ''),
  )
  return ` order by ${items.join(', ')}`
}

/** Columns every answer has: the rows as a JSON array, the first row alone, and how many. */
function answer(source: string, select: SelectItem[], stripNulls: boolean): string {
  const row = stripNulls ? 'json_strip_nulls(to_json(_s))' : 'to_json(_s)'
  return (
    `select coalesce(json_agg(${row}), '[]')::text as body, (json_agg(${row}) -> 0)::text as first, ` +
    `count(*)::int as n from (select ${projection(select)} from ${source}) _s`
  )
}

export interface Statement {
  sql: string
  params: (string | null)[]
}

export function selectStatement(
  relation: Relation,
  read: ReadParams,
  options: { countTotal: boolean; stripNulls: boolean },
): Statement {
  const params = new Params()
  const where = whereSql(read.where, params)
  let source = `${table(relation)} ${T}${where}${orderSql(read.order)}`
  if (read.limit !== undefined) source += ` limit ${params.add(String(read.limit))}`
  if (read.offset !== undefined) source += ` offset ${params.add(String(read.offset))}`
  let sql = answer(`(select * from ${source}) ${T}`, read.select, options.stripNulls)
  if (options.countTotal) {
    sql = `select a.*, (select count(*)::int from ${table(relation)} ${T}${where}) as total from (${sql}) a`
  }
  return { sql, params: params.values }
}

export type Conflict = { kind: 'error' } | { kind: 'merge' | 'ignore'; target: string[] }

/** INSERT … SELECT from the JSON body, so Postgres itself converts (and rejects) every value. */
export function insertStatement(
  relation: Relation,
  columns: string[],
  rowsJson: string,
  conflict: Conflict,
  select: SelectItem[],
  stripNulls: boolean,
): Statement {
  const params = new Params()
  const body = params.add(rowsJson)
  const cols = columns.map(ident).join(', ')
  const target = `${table(relation)} as ${T}`
  let sql = columns.length
    ? `insert into ${target} (${cols}) select ${cols} from json_populate_recordset(null::${table(relation)}, ${body}::json)`
    : `insert into ${target} select from json_array_elements(${body}::json)`
  if (conflict.kind !== 'error') {
    const updatable = columns.filter((c) => !conflict.target.includes(c))
    sql += ` on conflict (${conflict.target.map(ident).join(', ')})`
    sql +=
      conflict.kind === 'ignore' || updatable.length === 0
        ? ' do nothing'
        : ` do update set ${updatable.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`
  }
  sql = `with _rows as (${sql} returning ${T}.*) ${answer(`_rows ${T}`, select, stripNulls)}`
  return { sql, params: params.values }
}

export function updateStatement(
  relation: Relation,
  columns: string[],
  rowJson: string,
  conditions: Condition[],
  select: SelectItem[],
  stripNulls: boolean,
): Statement {
  const params = new Params()
  const body = params.add(rowJson)
  const set = columns.map((c) => `${ident(c)} = _b.${ident(c)}`).join(', ')
  const sql =
    `with _rows as (update ${table(relation)} as ${T} set ${set} ` +
    `from (select * from json_populate_record(null::${table(relation)}, ${body}::json)) _b` +
    `${whereSql(conditions, params)} returning ${T}.*) ${answer(`_rows ${T}`, select, stripNulls)}`
  return { sql, params: params.values }
}

export function deleteStatement(
  relation: Relation,
  conditions: Condition[],
  select: SelectItem[],
  stripNulls: boolean,
): Statement {
  const params = new Params()
  const sql =
    `with _rows as (delete from ${table(relation)} as ${T}${whereSql(conditions, params)} ` +
    `returning ${T}.*) ${answer(`_rows ${T}`, select, stripNulls)}`
  return { sql, params: params.values }
}
