// POST /rest/v1/rpc/<fn>: calls a public function with named arguments, as PostgREST does.

import { ident, type Catalog, type RpcFunction } from './catalog.ts'
import { RestError } from './errors.ts'
import { Params, type Statement } from './sql.ts'

/** The overload whose argument names fit the given keys (all required present, none unknown). */
export function pickFunction(catalog: Catalog, name: string, keys: string[]): RpcFunction {
  const fits = (fn: RpcFunction) => {
    const names = fn.args.map((arg) => arg.name)
    const required = names.slice(0, names.length - fn.defaults)
    return keys.every((key) => names.includes(key)) && required.every((n) => keys.includes(n))
  }
  const found = catalog.functions.get(name)?.find(fits)
  if (!found) {
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${keys.join(', ')}) in the schema cache`,
      `Searched for the function public.${name} with parameters ${keys.join(', ') || 'none'}.`,
    )
  }
  return found
}

function asParam(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

export function rpcStatement(fn: RpcFunction, args: Record<string, unknown>): Statement {
  const params = new Params()
  const named = fn.args
    .filter((arg) => Object.hasOwn(args, arg.name))
    .map((arg) => `${ident(arg.name)} => ${params.add(asParam(args[arg.name]))}::${arg.type}`)
  const call = `public.${ident(fn.name)}(${named.join(', ')})`
  const sql = {
    void: `select ${call}, null::text as body, 0 as n`,
    scalar: `select to_json(${call})::text as body, 1 as n`,
    row: `select to_json(_r)::text as body, 1 as n from ${call} _r`,
    'scalar-set': `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from ${call} _r`,
    'row-set': `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from ${call} _r`,
  }[fn.returns]
  return { sql, params: params.values }
}
