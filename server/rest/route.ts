import { RestError } from './errors'

type Route = { kind: 'root' } | { kind: 'table'; name: string } | { kind: 'rpc'; name: string }

/** `/todos` → table, `/rpc/fn` → function, `/` → root; anything else is PGRST125. */
export function parseRoute(path: string): Route {
  let segments: string[]
  try {
    segments = path
      .split('/')
      .filter((segment) => segment !== '')
      .map(decodeURIComponent)
  } catch {
    throw RestError.invalidPath()
  }
  if (segments.length === 0) return { kind: 'root' }
  if (segments.length === 1) return { kind: 'table', name: segments[0] }
  if (segments.length === 2 && segments[0] === 'rpc') return { kind: 'rpc', name: segments[1] }
  throw RestError.invalidPath()
}

const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE'])

/** Accept-Profile (reads) / Content-Profile (writes) choose the schema (ApiRequest.hs getSchema). */
export function negotiateSchema(
  method: string,
  headers: Headers,
  exposed: readonly string[],
): string {
  const profile = headers.get(WRITE_METHODS.has(method) ? 'content-profile' : 'accept-profile')
  if (profile === null) return exposed[0]
  if (!exposed.includes(profile)) throw RestError.unacceptableSchema(profile, exposed)
  return profile
}

const TABLE_METHODS = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'])
const RPC_METHODS = new Set(['GET', 'HEAD', 'POST'])

/** PUT (single-row upsert) is left out; postgrest-js never sends it. */
export function assertMethod(route: Route, method: string) {
  if (route.kind === 'rpc' && !RPC_METHODS.has(method)) throw RestError.invalidRpcMethod(method)
  if (route.kind === 'table' && !TABLE_METHODS.has(method))
    throw RestError.unsupportedMethod(method)
  if (route.kind === 'root') throw RestError.rootDisabled()
}
