/**
 * Faults at the fetch level, for tests on the real backend: the next request to a route fails
 * as the server or the network would, or waits until released (to see a loading or optimistic
 * state). A route is 'METHOD /path', e.g. 'POST /rest/v1/forum_replies' (the query is ignored).
 */
type Route = `${'GET' | 'POST' | 'PATCH' | 'DELETE' | 'HEAD'} /${string}`

/**
 * Supabase's error: a PostgREST body (code, message) with its status; or fetch's TypeError before
 * the request leaves ('network') or after the server has done it, its answer lost ('lost').
 */
type Fault = { code: string; message?: string; status?: number } | 'network' | 'lost'

/** What PostgREST answers for these SQLSTATEs (anything else, a raised LSxxx among them: 400). */
const STATUS_OF_CODE: Record<string, number> = { '23505': 409, '42501': 403, PGRST116: 406 }

function routeOf(input: RequestInfo | URL, init?: RequestInit): Route {
  const url = input instanceof Request ? input.url : String(input)
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
  return `${method} ${new URL(url).pathname}` as Route
}

export function createFaultInjector() {
  const faults = new Map<Route, Fault[]>()
  const holds = new Map<Route, Promise<void>[]>()
  /** Every request made, as its route, in order. */
  const requests: Route[] = []

  const take = <T>(queue: Map<Route, T[]>, route: Route) => queue.get(route)?.shift()

  function answer(fault: Fault): Promise<Response> {
    if (fault === 'network' || fault === 'lost')
      return Promise.reject(new TypeError('Failed to fetch'))
    const { code, message = `injected ${code}`, status = STATUS_OF_CODE[code] ?? 400 } = fault
    const body = JSON.stringify({ code, message, details: null, hint: null })
    return Promise.resolve(
      new Response(body, { status, headers: { 'content-type': 'application/json' } }),
    )
  }

  return {
    requests,
    /** The next request to `route` fails with `fault` (each call queues one more). */
    failNext(route: Route, fault: Fault) {
      faults.set(route, [...(faults.get(route) ?? []), fault])
    },
    /** The next request to `route` waits until the returned function is called. */
    hold(route: Route): () => void {
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      holds.set(route, [...(holds.get(route) ?? []), held])
      return release
    },
    reset() {
      faults.clear()
      holds.clear()
      requests.length = 0
    },
    /** `inner` with the faults applied: pass it to supabase-js as `global.fetch`. */
    wrap(inner: typeof fetch): typeof fetch {
      return async (input, init) => {
        const route = routeOf(input, init)
        requests.push(route)
        await take(holds, route)
        const fault = take(faults, route)
        if (fault === 'lost') await inner(input, init)
        return fault ? answer(fault) : inner(input, init)
      }
    },
  }
}
