import { AsyncResource } from 'node:async_hooks'

type FairSchedulerOptions = {
  capacity: number
  halfLifeMs?: number
  /** Monotonic milliseconds; tests pass their own. */
  now?: () => number
}

type Waiter = { order: number; start: () => void }
type Use = { busyMs: number; at: number; running: number }

/** How many idle clients' use is remembered before the faded ones are forgotten. */
const REMEMBERED_CLIENTS = 1000
/** Use below this is forgotten: a client whose use faded to it counts as new. */
const FADED_MS = 1

/**
 * Shares a fixed number of connections (PGlite: one) between clients. When one frees, the next
 * turn goes to the waiting client that has used the connections least lately — its busy time,
 * halving every `halfLifeMs` — so a light client waits at most for the turns already running,
 * however many a heavy client has queued. One client's turns keep their order; between clients
 * with the same use, the one that asked first goes first (FIFO, as before).
 */
export class FairScheduler {
  private readonly capacity: number
  private readonly halfLifeMs: number
  private readonly now: () => number
  private running = 0
  private order = 0
  private readonly queues = new Map<string, Waiter[]>()
  private readonly uses = new Map<string, Use>()
  private idleWaiters: (() => void)[] = []
  /** Sweeps run when this many clients are remembered; it doubles, so a sweep costs O(1) a turn. */
  private sweepAt = REMEMBERED_CLIENTS

  constructor({
    capacity,
    halfLifeMs = 10_000,
    now = () => performance.now(),
  }: FairSchedulerOptions) {
    this.capacity = capacity
    this.halfLifeMs = halfLifeMs
    this.now = now
  }

  /**
   * Runs fn when it is `client`'s turn; the turn lasts until fn settles. fn runs in its caller's
   * async context (the request's, db/client-context.ts), whichever turn's end started it.
   */
  run<T>(client: string, fn: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => void this.turn(client, fn).then(resolve, reject)
      if (this.running < this.capacity && this.queues.size === 0) return start()
      const queue = this.queues.get(client)
      const waiter = { order: this.order++, start: AsyncResource.bind(start) }
      if (queue) queue.push(waiter)
      else this.queues.set(client, [waiter])
    })
  }

  /** Turns waiting for a connection. */
  get waiting(): number {
    let count = 0
    for (const queue of this.queues.values()) count += queue.length
    return count
  }

  /** Resolves once no turn runs or waits. */
  idle(): Promise<void> {
    if (this.running === 0 && this.queues.size === 0) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  private async turn<T>(client: string, fn: () => Promise<T>): Promise<T> {
    this.running++
    const use = this.useOf(client)
    use.running++
    const started = this.now()
    try {
      return await fn()
    } finally {
      use.running--
      use.busyMs = this.decayed(use) + (this.now() - started)
      this.running--
      this.next()
    }
  }

  private next() {
    while (this.running < this.capacity && this.queues.size > 0) {
      const client = this.lightestWaiting()
      const queue = this.queues.get(client)!
      const waiter = queue.shift()!
      if (queue.length === 0) this.queues.delete(client)
      waiter.start()
    }
    if (this.running === 0 && this.queues.size === 0) {
      const waiters = this.idleWaiters
      this.idleWaiters = []
      for (const resolve of waiters) resolve()
    }
    if (this.uses.size > this.sweepAt) this.forgetFaded()
  }

  private lightestWaiting(): string {
    let best: { client: string; busyMs: number; order: number } | undefined
    for (const [client, queue] of this.queues) {
      const use = this.uses.get(client)
      const busyMs = use ? this.decayed(use) : 0
      const order = queue[0].order
      if (!best || busyMs < best.busyMs || (busyMs === best.busyMs && order < best.order))
        best = { client, busyMs, order }
    }
    return best!.client
  }

  private useOf(client: string): Use {
    let use = this.uses.get(client)
    if (!use) {
      use = { busyMs: 0, at: this.now(), running: 0 }
      this.uses.set(client, use)
    }
    return use
  }

  /** The client's busy time as of now, older time counting less (and stored so). */
  private decayed(use: Use): number {
    const now = this.now()
    use.busyMs *= 0.5 ** ((now - use.at) / this.halfLifeMs)
    use.at = now
    return use.busyMs
  }

  private forgetFaded() {
    for (const [client, use] of this.uses) {
      if (use.running === 0 && !this.queues.has(client) && this.decayed(use) < FADED_MS)
        this.uses.delete(client)
    }
    this.sweepAt = Math.max(REMEMBERED_CLIENTS, 2 * this.uses.size)
  }
}
