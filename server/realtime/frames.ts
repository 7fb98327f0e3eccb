/**
 * Phoenix channel frames as supabase-js speaks them. vsn 1.0.0 sends JSON objects; vsn 2.0.0
 * sends JSON arrays `[join_ref, ref, topic, event, payload]`, and a client's broadcast as a binary
 * frame (kind 3, "user broadcast push"). This server always answers in JSON text.
 */
export type Vsn = '1.0.0' | '2.0.0'

export type Frame = {
  joinRef: string | null
  ref: string | null
  topic: string
  event: string
  payload: Record<string, unknown>
}

const USER_BROADCAST_PUSH = 3
const JSON_ENCODING = 1

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const refOf = (value: unknown) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : undefined

function frameOf(
  joinRef: unknown,
  ref: unknown,
  topic: unknown,
  event: unknown,
  payload: unknown,
): Frame | undefined {
  const join = refOf(joinRef)
  const own = refOf(ref)
  if (join === undefined || own === undefined) return undefined
  if (typeof topic !== 'string' || typeof event !== 'string' || !isRecord(payload)) return undefined
  return { joinRef: join, ref: own, topic, event, payload }
}

/**
 * kind 3: the kind byte, then the lengths of join_ref, ref, topic, event and metadata, the
 * payload's encoding, those strings, and the payload. It becomes the `broadcast` push that vsn
 * 1.0.0 sends as JSON: `{type: 'broadcast', event, payload}`. Only JSON payloads: a binary
 * one (ArrayBuffer) would have to be relayed as a binary frame, which this server does not send.
 */
function decodeBroadcastPush(bytes: Uint8Array): Frame | undefined {
  if (bytes.length < 7 || bytes[0] !== USER_BROADCAST_PUSH) return undefined
  const lengths = [bytes[1], bytes[2], bytes[3], bytes[4], bytes[5]]
  const encoding = bytes[6]
  const text = new TextDecoder('utf-8', { fatal: true })
  let offset = 7
  const strings: string[] = []
  for (const length of lengths) {
    if (offset + length > bytes.length) return undefined
    strings.push(text.decode(bytes.subarray(offset, offset + length)))
    offset += length
  }
  const [joinRef, ref, topic, event, meta] = strings
  const body = bytes.subarray(offset)
  // A binary payload would have to go out as a binary frame (kind 4): not supported here.
  if (encoding !== JSON_ENCODING) return undefined
  const payload: unknown = JSON.parse(text.decode(body))
  const broadcast: Record<string, unknown> = { type: 'broadcast', event, payload }
  if (meta) broadcast.meta = JSON.parse(meta) as unknown
  return frameOf(joinRef || null, ref || null, topic, 'broadcast', broadcast)
}

/** One frame from the client, or undefined when it is not one this protocol version sends. */
export function decodeFrame(data: Buffer, isBinary: boolean, vsn: Vsn): Frame | undefined {
  try {
    if (isBinary) return vsn === '2.0.0' ? decodeBroadcastPush(data) : undefined
    const value: unknown = JSON.parse(data.toString('utf8'))
    if (vsn === '2.0.0') {
      if (!Array.isArray(value) || value.length !== 5) return undefined
      return frameOf(value[0], value[1], value[2], value[3], value[4])
    }
    if (!isRecord(value)) return undefined
    return frameOf(value.join_ref, value.ref, value.topic, value.event, value.payload)
  } catch {
    return undefined
  }
}

export function encodeFrame(frame: Frame, vsn: Vsn): string {
  const { joinRef, ref, topic, event, payload } = frame
  if (vsn === '2.0.0') return JSON.stringify([joinRef, ref, topic, event, payload])
  return JSON.stringify({ join_ref: joinRef, ref, topic, event, payload })
}
