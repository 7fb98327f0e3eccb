import { readServerEnv } from './env'
import { startBackend } from './start'

/** `npm run backend`: the embedded Supabase-compatible API on http://127.0.0.1:54321. */
async function main() {
  const env = readServerEnv()
  const running = await startBackend(env)
  console.log(`LexSetu backend ready at ${running.url} (${env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`})`)

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: finishing in-flight requests…`)
    await running.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
