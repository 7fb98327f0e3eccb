import type { Realtime } from '../../server/realtime/server'

/** WebSocket's readyState values, as supabase-js's Phoenix socket reads them. */
const CONNECTING = 0
const OPEN = 1
const CLOSED = 3

type MessageEvent = { data: string }
type CloseEvent = { code: number; reason: string; wasClean: boolean }

/**
 * A WebSocket class for supabase-js's `realtime.transport` whose frames go straight into the
 * backend's Realtime in this process: the SPA's tests follow live changes without a port (and
 * never reach a dev server that happens to listen on the API's address). Each frame is delivered
 * in a later task, as over a socket.
 */
export function inProcessWebSocket(realtime: Realtime) {
  return class InProcessWebSocket {
    static readonly CONNECTING = CONNECTING
    static readonly OPEN = OPEN
    static readonly CLOSED = CLOSED
    readyState = CONNECTING
    binaryType = 'arraybuffer'
    bufferedAmount = 0
    onopen: (() => void) | null = null
    onerror: ((event: unknown) => void) | null = null
    onmessage: ((event: MessageEvent) => void) | null = null
    onclose: ((event: CloseEvent) => void) | null = null
    private session?: { receive: (data: Buffer, isBinary: boolean) => void; ended: () => void }

    constructor(url: string) {
      setTimeout(() => {
        if (this.readyState !== CONNECTING) return
        const opened = realtime.connect(new URL(url), 'spa-tests', {
          send: (text) =>
            setTimeout(() => {
              if (this.readyState === OPEN) this.onmessage?.({ data: text })
            }),
          close: (code, reason) => this.finish(code, reason),
        })
        if ('status' in opened) {
          this.onerror?.(new Error(opened.body.message))
          return this.finish(1006, opened.body.message)
        }
        this.session = opened
        this.readyState = OPEN
        this.onopen?.()
      })
    }

    send(data: string | ArrayBuffer) {
      if (this.readyState !== OPEN) return
      const isBinary = typeof data !== 'string'
      const bytes = isBinary ? Buffer.from(data) : Buffer.from(data, 'utf8')
      setTimeout(() => this.session?.receive(bytes, isBinary))
    }

    close(code = 1000, reason = '') {
      this.session?.ended()
      this.finish(code, reason)
    }

    private finish(code: number, reason: string) {
      if (this.readyState === CLOSED) return
      this.readyState = CLOSED
      setTimeout(() => this.onclose?.({ code, reason, wasClean: code === 1000 }))
    }
  }
}
