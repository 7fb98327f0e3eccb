import { STATUS_CODES, type IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { clientKeyOf } from '../auth/rate-limit'
import type { BackendConfig } from '../config'
import type { Driver } from '../db/driver'
import { ChangeFeed } from './changes'
import { Topics } from './channel'
import type { Vsn } from './frames'
import { tokenOfApiKey } from './identity'
import { DEFAULT_LIMITS, type RealtimeLimits } from './limits'
import { Session, type Hub, type Transport } from './session'
import { PublishedTables } from './tables'

const WEBSOCKET_PATH = '/realtime/v1/websocket'

/** Why a socket was not opened: an HTTP status and Supabase's JSON body. */
type Refusal = { status: number; body: { message: string; hint?: string } }

export type Realtime = {
  /** For node:http's 'upgrade' event: a socket on WEBSOCKET_PATH, or an HTTP error. */
  upgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => void
  /**
   * A session over a transport of the caller's (tests in one process): `receive` takes the
   * client's frames; the transport gets the server's.
   */
  connect: (
    url: URL,
    clientKey: string,
    transport: Transport,
  ) => Refusal | { receive: (data: Buffer, isBinary: boolean) => void; ended: () => void }
  /** Tables, columns and grants read again (after migrations). */
  reloadSchema: () => void
  /** Closes every socket and stops listening. */
  close: () => Promise<void>
}

const VERSIONS = new Set<Vsn>(['1.0.0', '2.0.0'])

const refusal = (status: number, message: string, hint?: string): Refusal => ({
  status,
  body: hint ? { message, hint } : { message },
})

/**
 * Supabase Realtime's WebSocket API for supabase-js: Phoenix channels with broadcast, presence and
 * Postgres Changes (changes.ts), on the backend's own listener.
 */
export function createRealtime(options: {
  db: Driver
  config: BackendConfig
  limits?: Partial<RealtimeLimits>
}): Realtime {
  const limits = { ...DEFAULT_LIMITS, ...options.limits }
  const tables = new PublishedTables(options.db)
  const hub: Hub = {
    db: options.db,
    config: options.config,
    limits,
    topics: new Topics(),
    tables,
    feed: new ChangeFeed(options.db, tables, options.config.log),
  }
  const sessions = new Set<Session>()
  const perClient = new Map<string, number>()
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.frameBytes })

  function connect(url: URL, clientKey: string, transport: Transport) {
    if (url.pathname.replace(/\/+$/, '') !== WEBSOCKET_PATH)
      return refusal(404, 'no Route matched with those values')
    const apiKeyToken = tokenOfApiKey(options.config, url.searchParams.get('apikey'))
    if (!apiKeyToken)
      return refusal(
        401,
        'Invalid API key',
        'Pass a Supabase `anon` or publishable key as `apikey=` in the URL.',
      )
    const vsn = (url.searchParams.get('vsn') ?? '1.0.0') as Vsn
    if (!VERSIONS.has(vsn)) return refusal(400, `Unsupported vsn ${vsn}: expected 1.0.0 or 2.0.0`)
    const open = perClient.get(clientKey) ?? 0
    if (open >= limits.socketsPerClient || sessions.size >= limits.sockets)
      return refusal(
        429,
        'Too many connections',
        'Close sockets you no longer use, then try again.',
      )
    const session = new Session(hub, transport, vsn, apiKeyToken, clientKey)
    sessions.add(session)
    perClient.set(clientKey, open + 1)
    return {
      receive: (data: Buffer, isBinary: boolean) => session.receive(data, isBinary),
      ended: () => {
        if (!sessions.delete(session)) return
        session.ended()
        const left = (perClient.get(clientKey) ?? 1) - 1
        if (left > 0) perClient.set(clientKey, left)
        else perClient.delete(clientKey)
      },
    }
  }

  function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string') headers.set(name, value)
    const clientKey = clientKeyOf(
      {
        method: 'GET',
        url: url.href,
        headers,
        text: async () => '',
        clientAddress: request.socket.remoteAddress,
      },
      options.config,
    )
    let ws: WebSocket | undefined
    const opened = connect(url, clientKey, {
      send: (text) => ws?.send(text),
      close: (code, reason) => ws?.close(code, reason),
    })
    if ('status' in opened) {
      const body = JSON.stringify(opened.body)
      socket.end(
        `HTTP/1.1 ${opened.status} ${STATUS_CODES[opened.status]}\r\n` +
          `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      )
      return
    }
    wss.handleUpgrade(request, socket, head, (accepted) => {
      ws = accepted
      accepted.on('message', (data, isBinary) => opened.receive(toBuffer(data), isBinary))
      accepted.on('close', () => opened.ended())
      accepted.on('error', () => accepted.terminate())
    })
  }

  return {
    upgrade,
    connect,
    reloadSchema: () => tables.reload(),
    close: async () => {
      for (const client of wss.clients) client.terminate()
      for (const session of sessions) session.close(1001, 'server shutting down')
      sessions.clear()
      await hub.feed.close()
    },
  }
}

function toBuffer(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Buffer.isBuffer(data)) return data
  if (Array.isArray(data)) return Buffer.concat(data)
  return Buffer.from(data)
}
