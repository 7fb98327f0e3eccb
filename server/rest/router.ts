import { clientKeyOf } from '../auth/rate-limit'
import type { BackendConfig } from '../config'
import { databaseAnswers, DbError, toDbError, type Driver } from '../db/driver'
import { json } from '../http/respond'
import { resolveRole, type AuthResult } from './auth-role'
import { RestError } from './errors'
import type { RequestInfo } from './execute'
import { closestMatch } from './fuzzy'
import type { RestCall } from './handlers/call'
import { handleRead } from './handlers/read'
import { handleRpc } from './handlers/rpc'
import { handleWrite } from './handlers/write'
import { negotiateMedia } from './parse/media'
import { parsePreferences } from './parse/prefer'
import { parseQueryParams } from './parse/query-params'
import { assertQueryBounded } from './parse/request-bounds'
import { fromDbError } from './pg-errors'
import { errorResponse } from './respond'
import { assertMethod, negotiateSchema, parseRoute } from './route'
import { EXPOSED_SCHEMAS, loadSchemaCache } from './schema/schema-cache'
import { qualified, type SchemaCache } from './schema/types'
import type { ApiRequest } from '../http/request'

type RestContext = { db: Driver; config: BackendConfig }
type RestRequest = {
  request: ApiRequest
  url: URL
  path: string
  bearer: string | undefined
}

function findTable(cache: SchemaCache, schema: string, name: string) {
  const table = cache.tables.get(qualified(schema, name))
  if (table) return table
  const names = [...cache.tables.values()].filter((t) => t.schema === schema).map((t) => t.name)
  throw RestError.tableNotFound(schema, name, closestMatch(names, name, 0.75))
}

class BodyTooLarge extends Error {}

/** The listener bounds bodies on the wire; this bounds them for in-process callers too. */
async function readBody(request: ApiRequest, limit: number): Promise<string> {
  const text = await request.text()
  if (Buffer.byteLength(text) > limit) throw new BodyTooLarge(`The limit is ${limit} bytes.`)
  return text
}

/** PostgREST subset under /rest/v1. */
export function createRest({ db, config }: RestContext) {
  let cache: Promise<SchemaCache> | undefined
  const schemaCache = () =>
    (cache ??= loadSchemaCache(db, EXPOSED_SCHEMAS).catch((error: unknown) => {
      cache = undefined
      throw error
    }))

  async function serve({ request, url, path }: RestRequest, auth: AuthResult): Promise<Response> {
    const method = request.method.toUpperCase()
    const route = parseRoute(path)
    // The root is our readiness check: 503 while the database does not answer, else PGRST126.
    if (route.kind === 'root' && !(await databaseAnswers(db))) throw RestError.databaseUnavailable()
    const schema = negotiateSchema(method, request.headers, EXPOSED_SCHEMAS)
    assertMethod(route, method)
    const prefs = parsePreferences(request.headers)
    if (prefs.handling === 'strict' && prefs.invalid.length > 0)
      throw RestError.invalidPreferences(prefs.invalid)
    const query = parseQueryParams(
      url.search,
      route.kind === 'rpc' && (method === 'GET' || method === 'HEAD'),
    )
    assertQueryBounded(query)
    const info: RequestInfo = {
      auth,
      method,
      path,
      schema,
      headers: request.headers,
      clientKey: clientKeyOf(request, config),
      timezone: prefs.timezone,
    }
    const loaded = await schemaCache()
    // A signed token may name any role; like PostgREST's authenticator, switch only to granted ones
    // (one that does not exist fails in the prelude with 22023, as in PostgREST).
    if (loaded.roles.existing.has(auth.role) && !loaded.roles.switchable.has(auth.role))
      throw new DbError({ code: '42501', message: `permission denied to set role "${auth.role}"` })
    const table = route.kind === 'table' ? findTable(loaded, schema, route.name) : undefined
    const media = negotiateMedia(request.headers.get('accept'))
    const body =
      method === 'POST' || method === 'PATCH' ? await readBody(request, config.maxBodyBytes) : ''
    const call: RestCall = {
      db,
      config,
      cache: loaded,
      info,
      request,
      prefs,
      media,
      query,
      isHead: method === 'HEAD',
    }
    if (route.kind === 'rpc') return handleRpc(call, route.name, body)
    if (method === 'GET' || method === 'HEAD') return handleRead(call, table!)
    return handleWrite(call, table!, body)
  }

  return {
    async reloadSchema(): Promise<void> {
      const next = loadSchemaCache(db, EXPOSED_SCHEMAS)
      await next
      cache = next
    },

    async handle(rest: RestRequest): Promise<Response> {
      const method = rest.request.method.toUpperCase()
      const isHead = method === 'HEAD'
      let role = 'anon'
      try {
        const auth = resolveRole(rest.bearer, config)
        role = auth.role
        return await serve(rest, auth)
      } catch (error) {
        if (error instanceof RestError) return errorResponse(error, isHead)
        if (error instanceof BodyTooLarge) {
          return json(413, { message: 'Request body is too large', hint: error.message })
        }
        const dbError = toDbError(error)
        if (dbError) return errorResponse(fromDbError(dbError, role, method), isHead)
        config.log(
          `REST ${method} ${rest.path} failed: ${error instanceof Error ? error.stack : String(error)}`,
        )
        return errorResponse(
          RestError.unexpected('Unexpected failure, please check server logs for more information'),
          isHead,
        )
      }
    },
  }
}
