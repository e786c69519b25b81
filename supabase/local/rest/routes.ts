// HTTP face of the PostgREST subset under /rest/v1: reads, writes and RPC on the public schema.
// Each request is one transaction with SET LOCAL ROLE and request.jwt.claims, so the migrations'
// grants and RLS policies decide what it may see and change, exactly as on Supabase.

import { Hono, type Context } from 'hono'

import type { Engine, Transaction } from '../engine.ts'
import type { SettingsStore } from '../settings.ts'
import type { Catalog, Relation } from './catalog.ts'
import { fromPgError, invalidBody, isPgError, RestError, singleObjectError } from './errors.ts'
import { parseColumnList, parseRead, parseSelect } from './query.ts'
import {
  acceptsOf,
  callerOf,
  checkProfile,
  preferencesOf,
  type Accepts,
  type Caller,
} from './request.ts'
import { pickFunction, rpcStatement } from './rpc.ts'
import {
  deleteStatement,
  insertStatement,
  selectStatement,
  updateStatement,
  type Conflict,
  type Statement,
} from './sql.ts'

export interface RestDeps {
  engine: Engine
  settings: SettingsStore
  catalog: () => Catalog
}

interface Answer {
  body: string | null
  first: string | null
  n: number
  total?: number
}

const JSON_TYPE = 'application/json; charset=utf-8'
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8'

async function run(tx: Transaction, statement: Statement): Promise<Answer> {
  const { rows } = await tx.query<Answer>(statement.sql, statement.params)
  return rows[0] ?? { body: '[]', first: null, n: 0 }
}

/** The body as JSON; anything unparsable is PostgREST's PGRST102, never a 500. */
async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text()
  if (text.trim() === '') throw invalidBody('The request body is empty.')
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw invalidBody(error instanceof Error ? error.message : null)
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function relationOf(catalog: Catalog, name: string): Relation {
  const relation = catalog.relations.get(name)
  if (!relation) {
    throw new RestError(
      404,
      'PGRST205',
      `Could not find the table 'public.${name}' in the schema cache`,
    )
  }
  return relation
}

/** Turns the single-object preference into the body to send, refusing anything but one row. */
function chooseBody(answer: Answer, accepts: Accepts): string {
  if (!accepts.single) return answer.body ?? '[]'
  if (answer.n !== 1 || answer.first === null) throw singleObjectError(answer.n)
  return answer.first
}

function contentRange(offset: number, n: number, total: number | undefined): string {
  const size = total === undefined ? '*' : String(total)
  return n > 0 ? `${offset}-${offset + n - 1}/${size}` : `*/${size}`
}

/**
 * PostgREST's status for a counted read: 206 when the page holds fewer rows than the total, and
 * 416 PGRST103 when the page starts past the last row (without a count it cannot tell: 200).
 */
function rangeStatus(offset: number, n: number, total: number | undefined): 200 | 206 {
  if (total === undefined) return 200
  if (offset > total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    )
  }
  return n < total ? 206 : 200
}

export function restRoutes({ engine, settings, catalog }: RestDeps) {
  const app = new Hono<{ Variables: { caller?: Caller } }>()

  app.onError((error, c) => {
    const signedIn = c.get('caller')?.role !== 'anon' && c.get('caller') !== undefined
    const failure =
      error instanceof RestError ? error : isPgError(error) ? fromPgError(error, signedIn) : null
    if (!failure) {
      console.error('[local-supabase] rest error', error)
      return c.json({ code: 'PGRST000', message: 'Internal error', details: null, hint: null }, 500)
    }
    return c.json(failure.body(), failure.status as 400)
  })

  /** Verifies the caller, then runs `work` in one transaction as the caller's role. */
  async function asCaller<T>(c: Context, work: (tx: Transaction) => Promise<T>): Promise<T> {
    checkProfile(c)
    const caller = await callerOf(c, settings.nowMs())
    c.set('caller', caller)
    return engine.asRole(caller.role, caller.claims, work)
  }

  app.post('/rpc/:fn', async (c) => {
    const accepts = acceptsOf(c)
    const text = await c.req.text()
    let args: unknown = {}
    if (text.trim() !== '') {
      try {
        args = JSON.parse(text)
      } catch (error) {
        throw invalidBody(error instanceof Error ? error.message : null)
      }
    }
    if (!isObject(args)) throw invalidBody('RPC arguments must be a JSON object.')
    const fn = pickFunction(catalog(), c.req.param('fn'), Object.keys(args))
    const answer = await asCaller(c, async (tx) => {
      const result = await run(tx, rpcStatement(fn, args))
      if (accepts.single && fn.returns.endsWith('set')) {
        const rows = JSON.parse(result.body ?? '[]') as unknown[]
        if (rows.length !== 1) throw singleObjectError(rows.length)
        return { ...result, body: JSON.stringify(rows[0]) }
      }
      return result
    })
    if (fn.returns === 'void') return c.body(null, 204)
    return c.body(answer.body ?? 'null', 200, { 'Content-Type': JSON_TYPE })
  })

  app.on(['GET', 'POST', 'PATCH', 'PUT', 'DELETE'], '/rpc/:fn', () => {
    throw new RestError(405, 'PGRST101', 'The local server calls functions with POST only')
  })

  // Hono answers HEAD with this handler and drops the body.
  app.get('/:relation', async (c) => {
    const relation = relationOf(catalog(), c.req.param('relation'))
    const asked = parseRead(new URL(c.req.url).searchParams, relation)
    // PostgREST's max-rows: never more rows than the cap, whatever limit or Range was asked; the
    // Content-Range below tells the client which rows it got (and, with a count, of how many).
    const { maxRows } = settings.get()
    const read = { ...asked, limit: Math.min(asked.limit ?? maxRows, maxRows) }
    const accepts = acceptsOf(c)
    const prefer = preferencesOf(c)
    const statement = selectStatement(relation, read, {
      countTotal: prefer.countExact,
      stripNulls: accepts.stripNulls,
    })
    const offset = read.offset ?? 0
    const { body, range, status } = await asCaller(c, async (tx) => {
      const answer = await run(tx, statement)
      return {
        body: chooseBody(answer, accepts),
        range: contentRange(offset, answer.n, answer.total),
        status: rangeStatus(offset, answer.n, answer.total),
      }
    })
    return c.body(body, status, {
      'Content-Type': accepts.single ? OBJECT_TYPE : JSON_TYPE,
      'Content-Range': range,
    })
  })

  app.post('/:relation', async (c) => {
    const relation = relationOf(catalog(), c.req.param('relation'))
    const url = new URL(c.req.url)
    const accepts = acceptsOf(c)
    const prefer = preferencesOf(c)
    const payload = await jsonBody(c)
    const rows = Array.isArray(payload) ? payload : [payload]
    if (!rows.every(isObject)) throw invalidBody('Expected a JSON object or an array of objects.')
    const columns = insertColumns(relation, rows, url.searchParams.get('columns'))
    const conflict: Conflict = prefer.resolution
      ? {
          kind: prefer.resolution === 'merge-duplicates' ? 'merge' : 'ignore',
          target: onConflict(relation, url.searchParams.get('on_conflict')),
        }
      : { kind: 'error' }
    const select = parseSelect(url.searchParams.get('select') ?? undefined, relation)
    const statement = insertStatement(
      relation,
      columns,
      JSON.stringify(rows),
      conflict,
      select,
      accepts.stripNulls,
    )
    const body = await asCaller(c, async (tx) => {
      const answer = await run(tx, statement)
      return prefer.representation ? chooseBody(answer, accepts) : null
    })
    if (body === null) return c.body(null, 201)
    return c.body(body, 201, { 'Content-Type': accepts.single ? OBJECT_TYPE : JSON_TYPE })
  })

  app.patch('/:relation', async (c) => {
    const relation = relationOf(catalog(), c.req.param('relation'))
    const url = new URL(c.req.url)
    const read = parseRead(url.searchParams, relation)
    refuseUnfiltered(read.where.length, 'UPDATE', read.limit ?? read.offset)
    const accepts = acceptsOf(c)
    const prefer = preferencesOf(c)
    const payload = await jsonBody(c)
    if (!isObject(payload)) throw invalidBody('Expected a JSON object.')
    const columns = insertColumns(relation, [payload], null)
    if (columns.length === 0) return c.body(null, 204)
    const statement = updateStatement(
      relation,
      columns,
      JSON.stringify(payload),
      read.where,
      read.select,
      accepts.stripNulls,
    )
    return writeAnswer(c, statement, accepts, prefer.representation)
  })

  app.delete('/:relation', async (c) => {
    const relation = relationOf(catalog(), c.req.param('relation'))
    const read = parseRead(new URL(c.req.url).searchParams, relation)
    refuseUnfiltered(read.where.length, 'DELETE', read.limit ?? read.offset)
    const accepts = acceptsOf(c)
    const prefer = preferencesOf(c)
    const statement = deleteStatement(relation, read.where, read.select, accepts.stripNulls)
    return writeAnswer(c, statement, accepts, prefer.representation)
  })

  async function writeAnswer(
    c: Context,
    statement: Statement,
    accepts: Accepts,
    representation: boolean,
  ) {
    // The single-object check runs inside the transaction: failing it rolls the write back.
    const body = await asCaller(c, async (tx) => {
      const answer = await run(tx, statement)
      const chosen = chooseBody(answer, accepts)
      return representation ? chosen : null
    })
    if (body === null) return c.body(null, 204)
    return c.body(body, 200, { 'Content-Type': accepts.single ? OBJECT_TYPE : JSON_TYPE })
  }

  app.all('/:relation', () => {
    throw new RestError(405, 'PGRST117', 'Unsupported HTTP method')
  })

  return app
}

/** Columns to write: `columns=` when given, else the keys of the objects, which must agree. */
function insertColumns(relation: Relation, rows: Record<string, unknown>[], listed: string | null) {
  if (listed !== null) return parseColumnList(listed, relation)
  const keys = Object.keys(rows[0] ?? {})
  const signature = [...keys].sort().join(',')
  for (const row of rows) {
    if (Object.keys(row).sort().join(',') !== signature) {
      throw new RestError(400, 'PGRST102', 'All object keys must match')
    }
  }
  for (const key of keys) {
    if (!relation.columns.has(key)) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${key}' column of '${relation.name}' in the schema cache`,
      )
    }
  }
  return keys
}

/** The conflict target of an upsert: `on_conflict=` or else the primary key. */
function onConflict(relation: Relation, listed: string | null): string[] {
  const target = listed ? parseColumnList(listed, relation) : relation.primaryKey
  if (target.length === 0) {
    throw new RestError(400, 'PGRST100', `'${relation.name}' has no primary key; name on_conflict`)
  }
  return target
}

/** Like Supabase (pg-safeupdate), an UPDATE or DELETE must be filtered. */
function refuseUnfiltered(filters: number, verb: string, limitOrOffset: number | undefined) {
  if (filters === 0) throw new RestError(400, '21000', `${verb} requires a WHERE clause`)
  if (limitOrOffset !== undefined) {
    throw new RestError(400, 'PGRST100', `limit and offset on ${verb} are not supported locally`)
  }
}
