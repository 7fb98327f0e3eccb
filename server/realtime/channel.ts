import { randomUUID } from 'node:crypto'
import type { Binding, ChangeData, Subscriber } from './changes'
import type { Frame } from './frames'
import type { Identity } from './identity'

type Presence = Record<string, unknown> & { phx_ref: string }
type PresenceMap = Record<string, { metas: Presence[] }>

/** Every joined channel by topic: whom a broadcast or a presence change reaches. */
export class Topics {
  private readonly members = new Map<string, Set<Channel>>()

  join(channel: Channel) {
    const set = this.members.get(channel.topic) ?? new Set()
    set.add(channel)
    this.members.set(channel.topic, set)
  }

  leave(channel: Channel) {
    const set = this.members.get(channel.topic)
    set?.delete(channel)
    if (set?.size === 0) this.members.delete(channel.topic)
  }

  of(topic: string): Iterable<Channel> {
    return this.members.get(topic) ?? []
  }
}

let nextPresenceRef = 1

type ChannelOptions = {
  topic: string
  joinRef: string | null
  identity: Identity
  clientKey: string
  broadcast: { self: boolean; ack: boolean }
  presence: { key: string; enabled: boolean }
  bindings: Binding[]
  /** Sends a frame on the channel's socket. */
  send: (frame: Frame) => void
}

/** One joined channel of a socket: its identity, its bindings, its presence. */
export class Channel implements Subscriber {
  readonly topic: string
  readonly joinRef: string | null
  readonly clientKey: string
  readonly bindings: Binding[]
  readonly broadcast: { self: boolean; ack: boolean }
  readonly presenceKey: string
  readonly presenceEnabled: boolean
  private current: Identity
  private tracked?: Presence
  private expiry?: ReturnType<typeof setTimeout>
  private readonly sendFrame: (frame: Frame) => void

  constructor(options: ChannelOptions) {
    this.topic = options.topic
    this.joinRef = options.joinRef
    this.clientKey = options.clientKey
    this.bindings = options.bindings
    this.broadcast = options.broadcast
    this.presenceKey = options.presence.key || randomUUID()
    this.presenceEnabled = options.presence.enabled
    this.current = options.identity
    this.sendFrame = options.send
  }

  get subTopic() {
    return this.topic.replace(/^realtime:/i, '')
  }

  identity(): Identity {
    return this.current
  }

  /** A new token for the channel; `onExpired` runs when it expires. */
  authorize(identity: Identity, onExpired: () => void) {
    this.current = identity
    clearTimeout(this.expiry)
    if (identity.expiresAt === undefined) return
    // setTimeout holds at most 2^31-1 ms (~24.8 days); a longer token is checked again then.
    const wait = Math.min(identity.expiresAt - Date.now(), 2 ** 31 - 1)
    this.expiry = setTimeout(
      () => {
        if (identity.expiresAt! <= Date.now()) onExpired()
        else this.authorize(identity, onExpired)
      },
      Math.max(0, wait),
    )
    this.expiry.unref()
  }

  push(event: string, payload: Record<string, unknown>, ref: string | null = null) {
    this.sendFrame({ joinRef: this.joinRef, ref, topic: this.topic, event, payload })
  }

  deliver(ids: number[], data: ChangeData) {
    this.push('postgres_changes', { ids, data })
  }

  /** Phoenix's "the channel crashed": the client joins again, and refetches what it shows. */
  missed() {
    this.push('phx_error', {})
  }

  presenceState(topics: Topics): PresenceMap {
    const state: PresenceMap = {}
    for (const member of topics.of(this.topic)) {
      if (!member.tracked) continue
      ;(state[member.presenceKey] ??= { metas: [] }).metas.push(member.tracked)
    }
    return state
  }

  /** Tracks (or replaces) this channel's presence and tells the topic. */
  track(topics: Topics, meta: Record<string, unknown>) {
    const previous = this.tracked
    const next: Presence = { ...meta, phx_ref: String(nextPresenceRef++) }
    if (previous) next.phx_ref_prev = previous.phx_ref
    this.tracked = next
    this.diff(topics, { [this.presenceKey]: { metas: [next] } }, previous)
  }

  untrack(topics: Topics) {
    const previous = this.tracked
    this.tracked = undefined
    if (previous) this.diff(topics, {}, previous)
  }

  private diff(topics: Topics, joins: PresenceMap, left: Presence | undefined) {
    const leaves: PresenceMap = left ? { [this.presenceKey]: { metas: [left] } } : {}
    for (const member of topics.of(this.topic))
      if (member.presenceEnabled) member.push('presence_diff', { joins, leaves })
  }

  /** Stops its timer and leaves the topic's presence. */
  close(topics: Topics) {
    clearTimeout(this.expiry)
    topics.leave(this)
    this.untrack(topics)
  }
}
