/** What one socket may do; over a limit, Realtime's error reply (or close code) says which. */
export type RealtimeLimits = {
  channelsPerSocket: number
  bindingsPerChannel: number
  /** A join frame's payload, as JSON. */
  joinPayloadBytes: number
  /** Any frame: the socket is closed with 1009 over it. */
  frameBytes: number
  /** A broadcast's or a presence's payload, as JSON: each is sent on to every member of the topic. */
  payloadBytes: number
  /** Frames other than heartbeats, per second; more are refused. */
  eventsPerSecond: number
  /** Open sockets per client address, and in all. */
  socketsPerClient: number
  sockets: number
  /** No frame this long (the client heartbeats every 25 s): the socket is closed. */
  idleTimeoutMs: number
}

/** Supabase's defaults where it has them (100 channels, 100 events a second). */
export const DEFAULT_LIMITS: RealtimeLimits = {
  channelsPerSocket: 100,
  bindingsPerChannel: 100,
  joinPayloadBytes: 64 * 1024,
  frameBytes: 1024 * 1024,
  payloadBytes: 64 * 1024,
  eventsPerSecond: 100,
  socketsPerClient: 250,
  sockets: 10_000,
  idleTimeoutMs: 60_000,
}
