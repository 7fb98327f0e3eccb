import { readServerEnv } from './env'
import { startBackend } from './start'

/** `npm run backend`: the embedded Supabase-compatible API on http://127.0.0.1:54321. */
async function main() {
  const env = readServerEnv()
  const starting = startBackend(env)

  let stopping: string | undefined
  const stop = async (signal: string) => {
    // A second Ctrl-C quits at once (the lock it leaves names a dead process and is taken over);
    // any other repeat, such as npm run dev's SIGTERM after the terminal's SIGINT, is ignored.
    if (stopping === 'SIGINT' && signal === 'SIGINT') process.exit(130)
    if (stopping) return
    stopping = signal
    console.log(`${signal}: finishing in-flight requests… (Ctrl-C again to quit at once)`)
    // A signal during start-up waits for the start to complete: a migration is never cut short.
    const running = await starting.catch(() => undefined)
    if (!running) return // the start failed: main() reports it
    await running.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))

  const running = await starting
  if (!stopping) {
    console.log(
      `LexSetu backend ready at ${running.url} (${env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`})`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
