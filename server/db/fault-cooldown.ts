import { requestContext } from './client-context'
import { DbError } from './driver'

/** Clients remembered before the finished cool-downs are swept. */
const SWEEP_AT = 10_000

/**
 * Keeps a client off the database for a while after one of its statements stopped it: on PGlite a
 * statement past its deadline, or one that breaks the connection, restarts the worker and everyone
 * waits for that (on PostgreSQL it held a connection until its deadline). Without a pause one client
 * could keep the database restarting. Only requests that ask for it (a served backend's:
 * faultCooldownMs > 0) are paused; the turns they had queued are refused too. The refusal is a
 * DbError, and the context says how long the pause lasts: the backend answers 503 with Retry-After.
 */
export class FaultCooldown {
  private readonly until = new Map<string, number>()

  /** Throws for a request whose client is paused. */
  check(): void {
    const context = requestContext()
    const until = context?.faultCooldownMs ? this.until.get(context.client) : undefined
    if (!context || until === undefined) return
    const left = until - Date.now()
    if (left <= 0) {
      this.until.delete(context.client)
      return
    }
    context.refusedForMs = left
    throw new DbError({
      code: '53300',
      message: 'this client is paused: one of its statements stopped the database',
    })
  }

  /** The current request's statement stopped the database: pause its client. */
  report(): void {
    const context = requestContext()
    if (!context?.faultCooldownMs) return
    const now = Date.now()
    this.until.set(context.client, now + context.faultCooldownMs)
    if (this.until.size > SWEEP_AT) {
      for (const [client, until] of this.until) if (until <= now) this.until.delete(client)
    }
  }

  /** check() as a rejected promise, for callers that must not throw synchronously. */
  refusal(): Promise<never> | undefined {
    try {
      this.check()
      return undefined
    } catch (error) {
      return Promise.reject(error)
    }
  }
}
