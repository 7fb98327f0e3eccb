import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { currentClient } from './client-context'
import {
  DbError,
  type BatchOptions,
  type BatchResult,
  type Statement,
  Rollback,
  statementTimeout,
  type DbErrorFields,
  type Driver,
  type Listener,
  type Queryable,
  type QueryResult,
  type TransactionOptions,
} from './driver'
import { FairScheduler } from './fair-scheduler'
import { FaultCooldown } from './fault-cooldown'

/**
 * A path, not a URL: under jsdom (the SPA's tests run the backend in-process) the global URL is
 * jsdom's, which resolves against its page's http origin instead of this file.
 */
const WORKER_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-worker.mjs')

type Op = 'query' | 'exec' | 'batch' | 'dump' | 'listen' | 'unlisten' | 'close'
type Reply = { id: number; result?: unknown; error?: DbErrorFields & { broken?: boolean } }
type BatchRequest = { statements: Statement[]; readOnly: boolean } & Pick<
  BatchOptions,
  'finish' | 'commitIf'
>
type Payload = { sql?: string; params?: unknown[]; batch?: BatchRequest; channel?: string }
type Notification = { notification?: { channel: string; payload: string } }
type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void }

const gapOf = (listener: Listener) => listener.onGap?.()

type PgliteOptions = {
  /** A folder to persist to; undefined keeps the database in memory. */
  dataDir?: string
  /**
   * A dump (from `dump()`) to start from, e.g. a migrated test snapshot. With dataDir, it fills an
   * empty folder on the first open; a restart opens what the folder holds.
   */
  snapshot?: Uint8Array
  /** Default bound for a transaction or single query. */
  timeoutMs: number
}

/**
 * PGlite in a worker thread. It has one connection, so every call takes its turn, and the turns are
 * shared fairly between clients (fair-scheduler.ts): a client that has used the connection least
 * lately goes next.
 */
export class PgliteDriver implements Driver {
  readonly kind = 'pglite'
  private worker!: Worker
  private ready!: Promise<void>
  private pending = new Map<number, Pending>()
  private nextId = 1
  private scheduler = new FairScheduler({ capacity: 1 })
  private cooldown = new FaultCooldown()
  private closed = false
  /** Bumped on every restart: a transaction whose worker was replaced has nothing to roll back. */
  private generation = 0
  private retired = new WeakSet<Worker>()
  private listeners = new Map<string, Set<Listener>>()

  private constructor(private readonly options: PgliteOptions) {}

  static async open(options: PgliteOptions): Promise<PgliteDriver> {
    const driver = new PgliteDriver(options)
    driver.ready = driver.start()
    await driver.ready
    return driver
  }

  /** Starts a worker and resolves when its PGlite is open. */
  private start(): Promise<void> {
    const worker = new Worker(WORKER_FILE, {
      workerData: {
        dataDir: this.options.dataDir,
        channels: [...this.listeners.keys()],
        snapshot: this.options.dataDir && this.generation > 0 ? undefined : this.options.snapshot,
      },
    })
    this.worker = worker
    let isOpen = false
    const ready = new Promise<void>((resolve, reject) => {
      worker.once('message', (message: { ready?: boolean; fatal?: DbErrorFields }) => {
        isOpen = message.ready === true
        if (message.ready) {
          resolve()
          // A worker that replaces another listens afresh: what was notified in between is lost.
          if (this.generation > 0) for (const set of this.listeners.values()) set.forEach(gapOf)
        } else
          reject(new DbError(message.fatal ?? { code: 'XX000', message: 'PGlite failed to start' }))
      })
      worker.once('error', reject)
    })
    worker.on('message', (reply: Reply & Notification) => {
      if (reply.notification) return this.notify(reply.notification)
      const pending = this.pending.get(reply.id)
      if (!pending) return
      this.pending.delete(reply.id)
      if (!reply.error) return pending.resolve(reply.result)
      const { broken, ...fields } = reply.error
      pending.reject(new DbError(fields))
      if (broken && this.worker === worker) this.restart(new DbError(fields))
    })
    worker.on('error', (error) => this.failAll(error))
    worker.on('exit', () => {
      // A worker that never opened would fail again: open() reports it instead of looping.
      if (this.closed || this.retired.has(worker) || !isOpen) return
      this.failAll(new DbError({ code: '57P01', message: 'the database worker stopped' }))
      this.retired.add(worker)
      this.generation++
      this.ready = this.start()
    })
    return ready
  }

  private notify({ channel, payload }: { channel: string; payload: string }) {
    for (const listener of this.listeners.get(channel) ?? []) listener.onPayload(payload)
  }

  async listen(channel: string, listener: Listener): Promise<() => Promise<void>> {
    const listening = this.listeners.get(channel)
    if (listening) listening.add(listener)
    else {
      this.listeners.set(channel, new Set([listener]))
      await this.turn(() => this.send<void>('listen', { channel }, this.deadline()))
    }
    return async () => {
      const set = this.listeners.get(channel)
      if (!set?.delete(listener) || set.size > 0) return
      this.listeners.delete(channel)
      if (!this.closed)
        await this.turn(() => this.send<void>('unlisten', { channel }, this.deadline()))
    }
  }

  private failAll(error: unknown) {
    for (const pending of this.pending.values()) pending.reject(error)
    this.pending.clear()
  }

  /**
   * Stops a runaway statement (the only way to interrupt WebAssembly is to end its thread), or
   * replaces a connection the worker found broken. The old thread is gone before the new one opens
   * the data directory, so they never write it together. A database without dataDir lives in the
   * thread's memory: it restarts from its snapshot (or empty), losing what was written since it
   * opened — acceptable for the tests that use one.
   */
  private restart(reason: DbError = statementTimeout()) {
    const worker = this.worker
    this.retired.add(worker)
    this.generation++
    this.failAll(reason)
    this.ready = worker.terminate().then(() => this.start())
  }

  private async send<T>(op: Op, payload: Payload, deadline: number): Promise<T> {
    await this.ready
    // The deadline passed while the caller was busy in JavaScript: nothing runs, nothing to stop.
    if (Date.now() >= deadline) throw statementTimeout()
    const id = this.nextId++
    const reply = new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject })
    })
    this.worker.postMessage({ id, op, ...payload })
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => {
          reject(statementTimeout())
          this.restart()
        },
        Math.max(0, deadline - Date.now()),
      )
    })
    try {
      return await Promise.race([reply, timeout])
    } finally {
      clearTimeout(timer)
    }
  }

  private deadline(timeoutMs?: number) {
    return Date.now() + (timeoutMs ?? this.options.timeoutMs)
  }

  /**
   * Takes the calling client's turn on the connection. A statement that broke the worker or ran
   * past its deadline restarts it: its caller has the error at once, but the turn lasts until the
   * new worker is open, so the restart is charged to the client that caused it and the next
   * caller's deadline starts after it; and that client is paused for a while (fault-cooldown.ts).
   */
  private turn<T>(fn: () => Promise<T>): Promise<T> {
    const refused = this.cooldown.refusal()
    if (refused) return refused
    return new Promise<T>((resolve, reject) => {
      void this.scheduler.run(currentClient(), async () => {
        const generation = this.generation
        const answer = this.ready.then(() => {
          this.cooldown.check()
          return fn()
        })
        answer.then(resolve, reject)
        await answer.catch(() => undefined)
        await this.ready.catch(() => undefined)
        // The pause starts once the database is back.
        if (this.generation !== generation) this.cooldown.report()
      })
    })
  }

  query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
    return this.turn(() => this.send<QueryResult<T>>('query', { sql, params }, this.deadline()))
  }

  exec(sql: string): Promise<void> {
    return this.turn(() => this.send<void>('exec', { sql }, this.deadline()))
  }

  /**
   * A copy of the whole data directory, for fast test start-up: an uncompressed tar (~90 MB with
   * the knowledge base), because opening one is about three times faster than opening its gzip;
   * checkpointed, without the WAL segments made for later (pglite-dump.mjs).
   */
  dump(): Promise<Uint8Array> {
    return this.turn(() => this.send<Uint8Array>('dump', {}, this.deadline()))
  }

  batch(statements: Statement[], options: BatchOptions = {}): Promise<BatchResult> {
    const batch: BatchRequest = {
      statements,
      readOnly: options.readOnly ?? false,
      finish: options.finish,
      commitIf: options.commitIf,
    }
    return this.turn(() =>
      this.send<BatchResult>('batch', { batch }, this.deadline(options.timeoutMs)),
    )
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    return this.turn(async () => {
      const deadline = this.deadline(options.timeoutMs)
      const generation = this.generation
      // After a restart the transaction is gone: later statements must not run outside it.
      const inTransaction = <R>(op: Op, payload: { sql: string; params?: unknown[] }) =>
        generation === this.generation
          ? this.send<R>(op, payload, deadline)
          : Promise.reject(statementTimeout())
      const tx: Queryable = {
        query: <R>(sql: string, params: unknown[] = []) =>
          inTransaction<QueryResult<R>>('query', { sql, params }),
        exec: (sql: string) => inTransaction<void>('exec', { sql }),
      }
      await this.send('exec', { sql: options.readOnly ? 'begin read only' : 'begin' }, deadline)
      try {
        const value = await fn(tx)
        await inTransaction('exec', { sql: 'commit' })
        return value
      } catch (error) {
        if (generation === this.generation) {
          await this.send('exec', { sql: 'rollback' }, this.deadline()).catch(() => undefined)
        }
        if (error instanceof Rollback) return error.value as T
        throw error
      }
    })
  }

  async close(): Promise<void> {
    if (this.closed) return
    // What was asked for before close() still runs.
    await this.scheduler.idle()
    await this.scheduler.run(currentClient(), async () => {
      this.closed = true
      await this.send('close', {}, this.deadline()).catch(() => undefined)
      await this.worker.terminate()
    })
  }
}
