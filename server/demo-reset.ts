import { runAsClient } from './db/client-context'
import type { Driver } from './db/driver'

/**
 * A shared demo never keeps strangers' content for long: at every start, every
 * DEMO_RESET_INTERVAL_MS, and on `npm run admin -- reset-demo`, what visitors created with the demo
 * accounts goes and their seeded state comes back. The purge runs in batches, each call its own
 * short transaction under the normal statement timeout, so however much a visitor wrote, no single
 * statement holds the database for long; the reset that follows restores the seed with its own
 * budget. A failure is logged and the backend serves anyway.
 */

/** Rows one operator_purge_demo call removes at the most. */
export const PURGE_BATCH_ROWS = 5000
/** Bounds the loop should a purge never report 0 (50 million rows). */
const MAX_PURGE_CALLS = 10_000
/** operator_reset_demo after the purge: it restores the seeded rows only. */
const RESET_BUDGET_MS = 60_000
/** The scheduler's client for the periodic reset: it takes turns with the visitors. */
const DEMO_RESET_CLIENT = 'demo-reset'

/** Calls purge until it reports that nothing is left; returns how many rows it removed. */
export async function purgeInBatches(purge: () => Promise<number>): Promise<number> {
  let removed = 0
  for (let call = 0; call < MAX_PURGE_CALLS; call++) {
    const n = await purge()
    removed += n
    if (n === 0) return removed
  }
  throw new Error(`the purge was still removing rows after ${MAX_PURGE_CALLS} calls`)
}

class StepFailed extends Error {
  constructor(step: string, cause: unknown) {
    super(`${step}: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
}

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw new StepFailed(name, error)
  }
}

const exists = async (db: Driver, signature: string) =>
  (
    await db.query<{ found: boolean }>('select to_regprocedure($1) is not null as found', [
      signature,
    ])
  ).rows[0]?.found === true

/**
 * Purges, then resets; returns how many rows visitors had created, or undefined for a database
 * without LexSetu's demo (some tests start one). Before the demo migration that adds
 * operator_purge_demo, the reset runs alone.
 */
async function purgeAndReset(db: Driver): Promise<number | undefined> {
  if (!(await exists(db, 'public.operator_reset_demo(text)'))) return undefined
  const purged = (await exists(db, 'public.operator_purge_demo(integer)'))
    ? await step('operator_purge_demo', () =>
        purgeInBatches(async () => {
          const { rows } = await db.query<{ removed: number }>(
            'select public.operator_purge_demo($1) as removed',
            [PURGE_BATCH_ROWS],
          )
          return rows[0]?.removed ?? 0
        }),
      )
    : 0
  const report = await step('operator_reset_demo', () =>
    db.transaction(
      (tx) =>
        tx.query<{ report: { removed?: Record<string, number> } }>(
          'select public.operator_reset_demo() as report',
        ),
      { timeoutMs: RESET_BUDGET_MS },
    ),
  )
  const removed = Object.values(report.rows[0]?.report.removed ?? {})
  return purged + removed.reduce((sum, n) => sum + n, 0)
}

/** The demo reset of start-up and of the timer: it logs one line and never throws. */
export async function resetDemo(db: Driver, log: (line: string) => void): Promise<void> {
  try {
    const removed = await purgeAndReset(db)
    if (removed) log(`demo accounts reset: ${removed} rows visitors created were removed`)
  } catch (error) {
    log(`demo reset failed, serving anyway: ${error instanceof Error ? error.message : error}`)
  }
}

/**
 * Runs the reset every `intervalMs` (0: never), each run starting `intervalMs` after the last one
 * ended, so runs never overlap. stop() cancels the next run and waits for one under way.
 */
export function scheduleDemoResets(
  intervalMs: number,
  reset: () => Promise<void>,
): { stop: () => Promise<void> } {
  if (intervalMs <= 0) return { stop: async () => undefined }
  let stopped = false
  let running: Promise<void> | undefined
  let timer: ReturnType<typeof setTimeout>
  const schedule = () => {
    timer = setTimeout(() => {
      running = runAsClient(DEMO_RESET_CLIENT, reset).finally(() => {
        running = undefined
        if (!stopped) schedule()
      })
    }, intervalMs)
    timer.unref()
  }
  schedule()
  return {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
