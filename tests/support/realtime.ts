import {
  createClient,
  type RealtimeChannel,
  type RealtimePostgresChangesPayload,
  type SupabaseClient,
} from '@supabase/supabase-js'
import WebSocket from 'ws'
import { DEFAULT_ANON_KEY, DEFAULT_SERVICE_ROLE_KEY } from '../../server/env'
import { listen } from '../../server/http/listener'
import { signJwt } from '../../server/jwt'
import { createTestBackend, type TestBackend } from './backend'

export type RealtimeBackend = TestBackend & {
  /** http://127.0.0.1:<port>: the API and /realtime/v1/websocket on a real listener. */
  url: string
  /** supabase-js with a real WebSocket; `token` acts as that JWT (else the key's role). */
  client: (options?: {
    key?: string
    token?: string
    vsn?: '1.0.0' | '2.0.0'
  }) => Promise<SupabaseClient>
  /** A JWT of the test backend's secret. */
  token: (claims: Record<string, unknown>) => string
}

/** The test backend behind a real listener, its Realtime on the same port. */
export async function startRealtimeBackend(
  database: 'pglite' | 'postgres',
): Promise<RealtimeBackend> {
  const test = await createTestBackend({}, { database })
  const server = await listen({
    host: '127.0.0.1',
    port: 0,
    maxBodyBytes: 1_000_000,
    handler: test.backend,
    upgrade: test.backend.realtime.upgrade,
  })
  const clients: SupabaseClient[] = []
  return {
    ...test,
    url: server.url,
    token: (claims) =>
      signJwt(
        { role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600, ...claims },
        test.config.jwtSecret,
      ),
    client: async ({ key = DEFAULT_ANON_KEY, token, vsn } = {}) => {
      const client = createClient(server.url, key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as never, ...(vsn ? { vsn } : {}) },
        ...(token ? { accessToken: async () => token } : {}),
      })
      clients.push(client)
      // As the app does once its session is loaded: joins carry the token from then on.
      if (token) await client.realtime.setAuth()
      return client
    },
    close: async () => {
      await Promise.all(clients.map((client) => client.removeAllChannels()))
      await test.backend.realtime.close()
      await server.close()
      await test.close()
    },
  }
}

export const SERVICE_KEY = DEFAULT_SERVICE_ROLE_KEY

/** Resolves on SUBSCRIBED; rejects with the error of CHANNEL_ERROR or TIMED_OUT. */
export function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve(channel)
      else if (status !== 'CLOSED') reject(error ?? new Error(status))
    })
  })
}

/** Resolves with the first error a subscription reports. */
export function refused(channel: RealtimeChannel): Promise<string> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') reject(new Error('subscribed, but a refusal was expected'))
      else if (status === 'CHANNEL_ERROR') resolve(error?.message ?? status)
    })
  })
}

export type Received = RealtimePostgresChangesPayload<Record<string, unknown>>

/** Waits until `ready()` holds, checking as events arrive (no fixed sleeps). */
export async function until(ready: () => boolean, timeoutMs = 5_000, what = 'the condition') {
  const deadline = Date.now() + timeoutMs
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
