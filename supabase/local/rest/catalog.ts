// What the REST layer may name: the tables, views and functions of the public schema, read from
// the database's own catalogue (PostgREST's "schema cache"). Every identifier in a request is checked
// against it before it reaches SQL; values never are identifiers.

import type { Transaction } from '../engine.ts'

export interface Relation {
  name: string
  /** Column name → type as format_type() writes it. */
  columns: Map<string, string>
  primaryKey: string[]
}

export type ReturnShape = 'void' | 'scalar' | 'row' | 'scalar-set' | 'row-set'

export interface RpcFunction {
  name: string
  args: { name: string; type: string }[]
  /** How many trailing arguments have defaults. */
  defaults: number
  returns: ReturnShape
}

export interface Catalog {
  relations: Map<string, Relation>
  functions: Map<string, RpcFunction[]>
}

const RELATIONS_SQL = `
  select c.relname as name,
    coalesce(
      (select json_agg(json_build_object('name', a.attname,
                                         'type', format_type(a.atttypid, a.atttypmod))
                       order by a.attnum)
       from pg_attribute a
       where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped),
      '[]') as columns,
    coalesce(
      (select json_agg(a.attname order by k.ord)
       from pg_index i
       cross join unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
       where i.indrelid = c.oid and i.indisprimary),
      '[]') as primary_key
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')`

const FUNCTIONS_SQL = `
  select p.proname as name,
    p.pronargdefaults as defaults,
    case
      when p.prorettype = 'void'::regtype then 'void'
      when t.typtype = 'c' or p.prorettype = 'record'::regtype
        then case when p.proretset then 'row-set' else 'row' end
      else case when p.proretset then 'scalar-set' else 'scalar' end
    end as returns,
    coalesce(
      (select json_agg(json_build_object('name', a.name, 'type', format_type(a.type, null))
                       order by a.ord)
       from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]),
                   coalesce(p.proargnames, '{}'::text[]),
                   coalesce(p.proargmodes, '{}'::"char"[])) with ordinality a(type, name, mode, ord)
       where a.mode is null or a.mode in ('i', 'b', 'v')),
      '[]') as args
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type t on t.oid = p.prorettype
  where n.nspname = 'public' and p.prokind = 'f'
    and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)`

export async function loadCatalog(tx: Transaction): Promise<Catalog> {
  const relations = new Map<string, Relation>()
  const rel = await tx.query<{
    name: string
    columns: { name: string; type: string }[]
    primary_key: string[]
  }>(RELATIONS_SQL)
  for (const row of rel.rows) {
    relations.set(row.name, {
      name: row.name,
      columns: new Map(row.columns.map((column) => [column.name, column.type])),
      primaryKey: row.primary_key,
    })
  }
  const functions = new Map<string, RpcFunction[]>()
  const fn = await tx.query<RpcFunction>(FUNCTIONS_SQL)
  for (const row of fn.rows) {
    const overloads = functions.get(row.name) ?? []
    overloads.push(row)
    functions.set(row.name, overloads)
  }
  return { relations, functions }
}

/** Quotes a catalogue-checked identifier; doubling quotes keeps it safe even if one slipped by. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`
