import { RestError } from '../errors'
import type { Payload } from '../parse/body'
import { closestMatch } from '../fuzzy'
import { qualified, type Routine, type RoutineParam, type SchemaCache } from '../schema/types'
import { type Params, qualifiedName, quoteIdent } from './sql'

export type RpcArguments =
  | { kind: 'query'; values: Map<string, string> }
  | { kind: 'body'; payload: Payload }

const isJsonParam = (param: RoutineParam) =>
  param.name === '' && (param.type === 'json' || param.type === 'jsonb')
const sameSet = (a: Set<string>, b: Set<string>) =>
  a.size === b.size && [...a].every((item) => b.has(item))

/** PostgREST Plan.hs `findProc`: required parameters must all be given, optional ones may be. */
function acceptsArguments(routine: Routine, keys: Set<string>): boolean {
  if (routine.params.length === 0) return keys.size === 0
  const required = new Set(routine.params.filter((p) => p.isRequired).map((p) => p.name))
  const optional = new Set(routine.params.filter((p) => !p.isRequired).map((p) => p.name))
  return sameSet(new Set([...keys].filter((key) => !optional.has(key))), required)
}

function notFound(
  cache: SchemaCache,
  schema: string,
  name: string,
  keys: string[],
  isPost: boolean,
  overloads: Routine[],
) {
  const sorted = [...keys].sort()
  const withParams = sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`
  const detailParams =
    sorted.length === 0
      ? ' without parameters'
      : ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`
  const jsonAlternative = isPost ? ' or with a single unnamed json/jsonb parameter' : ''
  const signature = (params: string[]) => `(${[...params].sort().join(', ')})`
  const suggestion =
    overloads.length === 0
      ? closestMatch(
          [...cache.routines.values()]
            .flat()
            .filter((r) => r.schema === schema)
            .map((r) => r.name),
          name,
          0.75,
        )
      : (() => {
          const match = closestMatch(
            overloads.map((r) => signature(r.params.map((p) => p.name))),
            signature(sorted),
            0.33,
          )
          return match && `${name}${match}`
        })()
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${withParams} in the schema cache`,
    `Searched for the function ${schema}.${name}${detailParams}${jsonAlternative}, but no matches were found in the schema cache.`,
    suggestion ? `Perhaps you meant to call the function ${schema}.${suggestion}` : null,
  )
}

function ambiguous(routines: Routine[]) {
  const describe = (r: Routine) =>
    `${r.schema}.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`
  return new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${routines.map(describe).join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  )
}

/** The function a call names, matched on its argument names as PostgREST does. */
export function findRoutine(
  cache: SchemaCache,
  schema: string,
  name: string,
  keys: string[],
  isPost: boolean,
): Routine {
  const overloads = cache.routines.get(qualified(schema, name)) ?? []
  const keySet = new Set(keys)
  const matching = overloads.filter((routine) => acceptsArguments(routine, keySet))
  const fallback = overloads.filter(
    (r) => isPost && r.params.length === 1 && isJsonParam(r.params[0]),
  )
  const found = matching.length > 0 ? matching : fallback
  if (found.length === 1) return found[0]
  if (found.length > 1) throw ambiguous(found)
  throw notFound(cache, schema, name, keys, isPost, overloads)
}

/** `"fn"("a" := …)` and the FROM items that feed it the body's typed values. */
function callSql(
  routine: Routine,
  args: RpcArguments,
  params: Params,
): { call: string; from?: string } {
  const fn = qualifiedName(routine.schema, routine.name)
  const single =
    routine.params.length === 1 && isJsonParam(routine.params[0]) ? routine.params[0] : undefined
  if (args.kind === 'body' && single)
    return { call: `${fn}(${params.add(args.payload.raw)}::${single.type})` }
  const given = routine.params.filter((param) =>
    args.kind === 'query' ? args.values.has(param.name) : args.payload.keys.includes(param.name),
  )
  const named = (param: RoutineParam, value: string) =>
    `${param.isVariadic ? 'VARIADIC ' : ''}${quoteIdent(param.name)} := ${value}`
  if (args.kind === 'query') {
    // Parameter types come from pg_catalog (format_type), never from the request.
    const list = given.map((param) =>
      named(param, `${params.text(args.values.get(param.name)!)}::${param.type}`),
    )
    return { call: `${fn}(${list.join(', ')})` }
  }
  if (given.length === 0) return { call: `${fn}()` }
  const columns = given.map((param) => `${quoteIdent(param.name)} ${param.type}`).join(', ')
  const list = given.map((param) => named(param, `pgrst_body.${quoteIdent(param.name)}`))
  return {
    call: `${fn}(${list.join(', ')})`,
    from: `json_to_record(${params.add(args.payload.raw)}::json) AS pgrst_body(${columns})`,
  }
}

/** The CTE of a call: one column `pgrst_scalar` for scalar results, the row type otherwise. */
export function callSourceSql(routine: Routine, args: RpcArguments, params: Params): string {
  const { call, from } = callSql(routine, args, params)
  if (routine.returns !== 'composite')
    return `SELECT ${call} AS pgrst_scalar${from ? ` FROM ${from}` : ''}`
  return `SELECT pgrst_call.* FROM ${from ? `${from}, LATERAL ` : ''}${call} AS pgrst_call`
}
