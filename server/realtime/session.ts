import type { BackendConfig } from '../config'
import type { Binding, ChangeEvent, ChangeFeed } from './changes'
import { Channel, type Topics } from './channel'
import { parseFilter } from './filter'
import { decodeFrame, encodeFrame, type Frame, type Vsn } from './frames'
import { identityOf } from './identity'
import type { RealtimeLimits } from './limits'
import type { PublishedTables } from './tables'
import { runAsClient } from '../db/client-context'
import type { Driver } from '../db/driver'

/** The socket under a session: ws in production, an in-process pair in tests. */
export type Transport = {
  send: (text: string) => void
  close: (code: number, reason: string) => void
}

export type Hub = {
  db: Driver
  config: BackendConfig
  limits: RealtimeLimits
  topics: Topics
  tables: PublishedTables
  feed: ChangeFeed
}

type Reply = { status: 'ok' | 'error'; response: Record<string, unknown> }

const EVENTS = new Set<ChangeEvent>(['*', 'INSERT', 'UPDATE', 'DELETE'])
const ok = (response: Record<string, unknown> = {}): Reply => ({ status: 'ok', response })
const refused = (reason: string): Reply => ({ status: 'error', response: { reason } })
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

let nextBindingId = 1
/** Frames received and not handled yet, at most. */
const MAX_WAITING_FRAMES = 1_000

/** The length of a value written as JSON; Infinity when it is too deep to write. */
function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value ?? null).length
  } catch {
    return Infinity
  }
}

/**
 * One WebSocket of supabase-js: Phoenix's heartbeat, channels joined and left, broadcast, presence,
 * Postgres Changes and token pushes. Frames are handled one at a time, in the order they came.
 */
export class Session {
  private readonly channels = new Map<string, Channel>()
  private queue = Promise.resolve()
  private waiting = 0
  private closed = false
  private window = { startedAt: 0, events: 0 }
  private idle?: ReturnType<typeof setTimeout>

  constructor(
    private readonly hub: Hub,
    private readonly transport: Transport,
    private readonly vsn: Vsn,
    /** The JWT of the API key in the socket's URL: a join without access_token acts as it. */
    private readonly apiKeyToken: string,
    readonly clientKey: string,
  ) {
    this.touch()
  }

  receive(data: Buffer, isBinary: boolean) {
    if (this.closed) return
    this.touch()
    const frame = decodeFrame(data, isBinary, this.vsn)
    if (!frame) return this.close(1003, 'unsupported frame')
    // Frames wait while a join reads the database; a client that keeps sending meanwhile would
    // make the wait grow without end.
    if (this.waiting >= MAX_WAITING_FRAMES) return this.close(1008, 'too many messages')
    this.waiting++
    this.queue = this.queue.then(() =>
      this.handle(frame)
        .catch((error: unknown) => {
          this.hub.config.log(`realtime: ${frame.event} on ${frame.topic} failed: ${String(error)}`)
          this.reply(frame, refused('Unexpected failure, please try again'))
        })
        .finally(() => this.waiting--),
    )
  }

  /** The socket closed: every channel leaves. */
  ended() {
    if (this.closed) return
    this.closed = true
    clearTimeout(this.idle)
    for (const channel of this.channels.values()) this.drop(channel)
    this.channels.clear()
  }

  close(code: number, reason: string) {
    this.transport.close(code, reason)
    this.ended()
  }

  /** No frame for the idle time (three missed heartbeats): the client is gone. */
  private touch() {
    clearTimeout(this.idle)
    this.idle = setTimeout(
      () => this.close(1001, 'heartbeat timeout'),
      this.hub.limits.idleTimeoutMs,
    )
    this.idle.unref()
  }

  private send(frame: Frame) {
    if (!this.closed) this.transport.send(encodeFrame(frame, this.vsn))
  }

  private reply(frame: Frame, reply: Reply) {
    this.send({
      joinRef: frame.joinRef,
      ref: frame.ref,
      topic: frame.topic,
      event: 'phx_reply',
      payload: reply,
    })
  }

  /** Over the events-per-second limit: refused, as Realtime's rate limiter does. */
  private overLimit(): boolean {
    const now = Date.now()
    if (now - this.window.startedAt >= 1_000) this.window = { startedAt: now, events: 0 }
    return ++this.window.events > this.hub.limits.eventsPerSecond
  }

  private async handle(frame: Frame) {
    if (frame.topic === 'phoenix' && frame.event === 'heartbeat') return this.reply(frame, ok())
    if (this.overLimit()) return this.reply(frame, refused('Too many messages per second'))
    if (frame.event === 'phx_join') return this.join(frame)
    const channel = this.channels.get(frame.topic)
    if (!channel || channel.joinRef !== frame.joinRef)
      return this.reply(frame, refused('unmatched topic'))
    switch (frame.event) {
      case 'phx_leave':
        this.reply(frame, ok())
        return this.leave(channel)
      case 'access_token':
        return this.refreshToken(channel, frame.payload.access_token)
      case 'broadcast':
        return this.relay(channel, frame)
      case 'presence':
        return this.presence(channel, frame)
      default:
        return this.reply(frame, refused(`unknown event ${frame.event}`))
    }
  }

  private async join(frame: Frame) {
    const { payload, topic } = frame
    const existing = this.channels.get(topic)
    // Phoenix: joining a topic again replaces the channel joined before.
    if (existing) this.leave(existing)
    if (!topic.startsWith('realtime:')) return this.reply(frame, refused('unmatched topic'))
    if (this.channels.size >= this.hub.limits.channelsPerSocket)
      return this.reply(frame, refused('Too many channels'))
    if (jsonLength(payload) > this.hub.limits.joinPayloadBytes)
      return this.reply(frame, refused('Join payload is too large'))
    const config = isRecord(payload.config) ? payload.config : {}
    if (config.private === true)
      return this.reply(frame, refused('Private channels are not supported by this server'))
    const identity = identityOf(this.hub.config, payload.access_token ?? this.apiKeyToken)
    if ('error' in identity) return this.reply(frame, refused(identity.error))
    const changes = Array.isArray(config.postgres_changes) ? config.postgres_changes : []
    // Its catalog reads and filter checks are this client's turns on the database.
    const bindings = await runAsClient(this.clientKey, () => this.bindingsOf(changes))
    if (typeof bindings === 'string') return this.reply(frame, refused(bindings))
    const broadcast = isRecord(config.broadcast) ? config.broadcast : {}
    const presence = isRecord(config.presence) ? config.presence : {}
    const channel = new Channel({
      topic,
      joinRef: frame.joinRef,
      identity,
      clientKey: this.clientKey,
      broadcast: { self: broadcast.self === true, ack: broadcast.ack === true },
      presence: {
        key: typeof presence.key === 'string' ? presence.key : '',
        enabled: presence.enabled === true,
      },
      bindings: bindings.map(({ binding }) => binding),
      send: (out) => this.send(out),
    })
    if (bindings.length > 0) await this.hub.feed.add(channel)
    if (this.closed) return this.hub.feed.remove(channel)
    this.channels.set(topic, channel)
    this.hub.topics.join(channel)
    channel.authorize(identity, () => this.expire(channel))
    // The reply echoes each entry as sent, in order, with its id: supabase-js compares them.
    this.reply(frame, ok({ postgres_changes: bindings.map(({ echo }) => echo) }))
    if (bindings.length > 0)
      channel.push('system', {
        message: 'Subscribed to PostgreSQL',
        status: 'ok',
        extension: 'postgres_changes',
        channel: channel.subTopic,
      })
    if (channel.presenceEnabled)
      channel.push('presence_state', channel.presenceState(this.hub.topics))
  }

  /** The join's postgres_changes entries as bindings, or why they cannot be subscribed to. */
  private async bindingsOf(
    entries: unknown[],
  ): Promise<{ binding: Binding; echo: Record<string, unknown> }[] | string> {
    if (entries.length > this.hub.limits.bindingsPerChannel)
      return `At most ${this.hub.limits.bindingsPerChannel} postgres_changes per channel`
    const result = []
    for (const entry of entries) {
      if (!isRecord(entry)) return 'Invalid postgres_changes entry'
      const { event, schema = 'public', table, filter } = entry
      const describe = `[event: ${String(event)}, schema: ${String(schema)}, table: ${String(table ?? '*')}, filters: ${String(filter ?? '')}]`
      if (typeof event !== 'string' || !EVENTS.has(event as ChangeEvent))
        return `Invalid event ${String(event)}: expected *, INSERT, UPDATE or DELETE`
      if (typeof schema !== 'string') return 'Invalid schema'
      if (table !== undefined && table !== null && typeof table !== 'string') return 'Invalid table'
      const everyTable = table === undefined || table === null || table === '*'
      const tables = everyTable
        ? await this.hub.tables.inSchema(schema)
        : [await this.hub.tables.find(schema, table)].filter((t) => t !== undefined)
      // Whether the role may read the rows is decided per event, as on Supabase: the token may
      // change after the join (supabase-js sends it again once its session is loaded).
      if (tables.length === 0)
        return `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${describe}`
      let parsed: Binding['filter']
      if (filter !== undefined && filter !== null && filter !== '') {
        if (typeof filter !== 'string' || everyTable) return `Invalid filter ${String(filter)}`
        const candidate = parseFilter(filter)
        if ('error' in candidate) return candidate.error
        const column = tables[0].columns.find((c) => c.name === candidate.column)
        if (!column) return `Invalid filter ${filter}: no column ${candidate.column} to filter on`
        const valid = await this.hub.db
          .query(
            `select ${candidate.values.map((_, i) => `$${i + 1}::text::${column.cast}`).join(', ')}`,
            candidate.values,
          )
          .then(
            () => true,
            () => false,
          )
        if (!valid) return `Invalid filter ${filter}: not a value of type ${column.cast}`
        parsed = candidate
      }
      const id = nextBindingId++
      result.push({
        binding: {
          id,
          event: event as ChangeEvent,
          schema,
          table: everyTable ? undefined : (table as string),
          filter: parsed,
        },
        echo: { ...entry, id },
      })
    }
    return result
  }

  private leave(channel: Channel) {
    this.drop(channel)
    this.channels.delete(channel.topic)
    channel.push('phx_close', {}, channel.joinRef)
  }

  private drop(channel: Channel) {
    this.hub.feed.remove(channel)
    channel.close(this.hub.topics)
  }

  /** The token's end ends the channel, as Realtime does. */
  private expire(channel: Channel) {
    const identity = identityOf(this.hub.config, channel.identity().token)
    const message = 'error' in identity ? identity.error : 'Token has expired 0 seconds ago'
    this.endWithError(channel, message)
  }

  private endWithError(channel: Channel, message: string) {
    channel.push('system', {
      message,
      status: 'error',
      extension: 'system',
      channel: channel.subTopic,
    })
    this.leave(channel)
  }

  private refreshToken(channel: Channel, token: unknown) {
    if (token === channel.identity().token) return
    const identity = identityOf(this.hub.config, token)
    if ('error' in identity) return this.endWithError(channel, identity.error)
    channel.authorize(identity, () => this.expire(channel))
  }

  /** Whether a payload is small enough to send on to every member of a topic. */
  private fits(value: unknown): boolean {
    return jsonLength(value) <= this.hub.limits.payloadBytes
  }

  private relay(channel: Channel, frame: Frame) {
    const { payload } = frame
    if (payload.type !== 'broadcast' || typeof payload.event !== 'string')
      return this.reply(frame, refused('Invalid broadcast'))
    if (!this.fits(payload.payload) || !this.fits(payload.meta))
      return this.reply(frame, refused('Payload is too large'))
    const out: Record<string, unknown> = {
      type: 'broadcast',
      event: payload.event,
      payload: payload.payload,
    }
    if (payload.meta !== undefined) out.meta = payload.meta
    for (const member of this.hub.topics.of(channel.topic))
      if (member !== channel || channel.broadcast.self) member.push('broadcast', out)
    if (channel.broadcast.ack) this.reply(frame, ok())
  }

  private presence(channel: Channel, frame: Frame) {
    const { payload } = frame
    if (payload.event === 'track' && isRecord(payload.payload)) {
      if (!this.fits(payload.payload)) return this.reply(frame, refused('Payload is too large'))
      channel.track(this.hub.topics, payload.payload)
      return this.reply(frame, ok())
    }
    if (payload.event === 'untrack') {
      channel.untrack(this.hub.topics)
      return this.reply(frame, ok())
    }
    this.reply(frame, refused('Invalid presence event'))
  }
}
