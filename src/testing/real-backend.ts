import { createClient } from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import type { AuthState } from '@/lib/auth'
import type { Database } from '@/lib/database.types'
import type { AppSupabaseClient } from '@/lib/supabase'
import { createFaultInjector } from './fault-injector'
import { buildSignedInAuth } from './factories'

/** tests/support/spa-backend.ts, as this side sees it (that file is Node code, typed apart). */
type SpaBackend = {
  fetch: typeof fetch
  anonKey: string
  WebSocket: typeof WebSocket
  sql: <Row = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<Row[]>
  close: () => Promise<void>
}
// Not a literal import: the SPA's type-check would follow it into the server's Node code.
const SPA_BACKEND_MODULE = '../../tests/support/spa-backend.ts'

const API_URL = 'http://127.0.0.1:54321'

/** A socket that never opens: a screen without Realtime, as when it cannot be reached. */
class UnreachableWebSocket {
  readyState = 0
  binaryType = 'arraybuffer'
  bufferedAmount = 0
  onerror: ((event: unknown) => void) | null = null
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null
  constructor() {
    setTimeout(() => {
      this.readyState = 3
      this.onerror?.(new Error('Realtime is unreachable'))
      this.onclose?.({ code: 1006, reason: '', wasClean: false })
    })
  }
  send() {}
  close() {}
}

export type SignedInMember = {
  id: string
  /** supabase-js signed in as the member, through the fault injector: give it to loadSupabase. */
  client: AppSupabaseClient
  /** The AuthContext value of the member, signed in. */
  auth: AuthState
}

/**
 * The real embedded backend (server/app.ts on a private copy of the migrated PGlite database) for
 * the file that calls this, opened once before its tests and closed after; the fault injector is
 * reset after each test. The data rules are the database's own: no fake re-implements them.
 */
export function withRealBackend() {
  const faults = createFaultInjector()
  let backend: SpaBackend | undefined
  const opened = () => {
    if (!backend) throw new Error('withRealBackend: the backend opens in beforeAll')
    return backend
  }
  let members = 0
  let clients = 0

  // Each test makes real requests (sign-ups, triggers): more than the 5 s default on a busy machine.
  vi.setConfig({ testTimeout: 20_000 })
  // The first file of a run may build the migrated snapshot (tens of seconds on a busy machine).
  beforeAll(async () => {
    const { openSpaBackend } = await import(/* @vite-ignore */ SPA_BACKEND_MODULE)
    backend = await (openSpaBackend as () => Promise<SpaBackend>)()
  }, 300_000)
  afterAll(() => backend?.close())
  afterEach(() => faults.reset())

  /** supabase-js on the backend, signed out (anon), with the faults applied. */
  function client({ realtime = true }: { realtime?: boolean } = {}): AppSupabaseClient {
    const { anonKey, fetch, WebSocket } = opened()
    return createClient<Database>(API_URL, anonKey, {
      global: { fetch: faults.wrap(fetch) },
      // Realtime of the same backend, in this process (tests/support/in-process-websocket.ts).
      realtime: {
        transport: realtime ? WebSocket : (UnreachableWebSocket as unknown as typeof WebSocket),
      },
      auth: {
        // One key per client: supabase-js warns of several clients sharing one.
        storageKey: `real-backend-${++clients}`,
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
      },
    })
  }

  return {
    faults,
    client,
    sql: <Row = Record<string, unknown>>(query: string, params?: unknown[]) =>
      opened().sql<Row>(query, params),
    /** Signs a new account up through the real auth (its profile made by the database). */
    async signUp({
      name,
      role = 'client',
      realtime = true,
    }: {
      name: string
      role?: 'client' | 'advocate'
      /** False: the member's screens cannot reach Realtime (they poll, and can be stale). */
      realtime?: boolean
    }): Promise<SignedInMember> {
      const signedIn = client({ realtime })
      const email = `member-${++members}@example.test`
      const { data, error } = await signedIn.auth.signUp({
        email,
        password: 'a-long-password',
        options: { data: { role, name } },
      })
      if (error || !data.user) throw error ?? new Error(`no user for ${email}`)
      const id = data.user.id
      return { id, client: signedIn, auth: buildSignedInAuth({ id, email, name, role }) }
    },
  }
}
