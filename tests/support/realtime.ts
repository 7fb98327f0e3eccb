import {
  createClient as createPinnedClient,
  type RealtimeChannel,
  type RealtimePostgresChangesPayload,
  type SupabaseClient,
} from '@supabase/supabase-js'
import { createClient as createNewestClient } from 'supabase-js-newest'
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
    /** A JWT, or a callback that gives the current one (as supabase-js's session does). */
    token?: string | (() => string)
    vsn?: '1.0.0' | '2.0.0'
  }) => Promise<SupabaseClient>
  /** A JWT of the test backend's secret. */
  token: (claims: Record<string, unknown>) => string
}

/** supabase-js as the app pins it, and the newest 2.x: Realtime must serve both. */
export const SDKS = [
  { name: 'supabase-js (pinned)', createClient: createPinnedClient },
  {
    name: 'supabase-js (newest 2.x)',
    createClient: createNewestClient as unknown as typeof createPinnedClient,
  },
]

export type Sdk = (typeof SDKS)[number]

/** The test backend behind a real listener, its Realtime on the same port. */
export async function startRealtimeBackend(
  database: 'pglite' | 'postgres',
  { createClient }: Sdk = SDKS[0],
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
        ...(token
          ? { accessToken: async () => (typeof token === 'function' ? token() : token) }
          : {}),
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

export type RawFrame = [string | null, string | null, string, string, Record<string, unknown>]

export type RawSocket = {
  frames: RawFrame[]
  send: (frame: RawFrame | string | Buffer) => void
  /** The first frame (already received or still to come) that `match` accepts. */
  next: (match: (frame: RawFrame) => boolean) => Promise<RawFrame>
  closed: Promise<{ code: number; reason: string }>
  close: () => void
}

/** A WebSocket that speaks vsn 2.0.0 frames by hand, for what supabase-js never sends. */
export function rawSocket(baseUrl: string, query: string): Promise<RawSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?${query}`)
  const frames: RawFrame[] = []
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  ws.on('message', (data) => frames.push(JSON.parse(String(data)) as RawFrame))
  return new Promise((resolve, reject) => {
    ws.once('error', reject)
    ws.once('open', () =>
      resolve({
        frames,
        send: (frame) =>
          ws.send(
            typeof frame === 'string' || Buffer.isBuffer(frame) ? frame : JSON.stringify(frame),
          ),
        next: async (match) => {
          await until(() => frames.some(match), 5_000, 'a frame')
          return frames.find(match)!
        },
        closed,
        close: () => ws.close(),
      }),
    )
  })
}

/** The HTTP status of an upgrade the server refused. */
export function upgradeStatus(baseUrl: string, pathAndQuery: string): Promise<number> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${pathAndQuery}`)
  return new Promise((resolve, reject) => {
    ws.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0)
      ws.terminate()
    })
    ws.on('open', () => reject(new Error('the upgrade was accepted')))
    ws.on('error', () => undefined)
  })
}
