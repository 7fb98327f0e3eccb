// `npm run backend` as its own process on a throwaway PGlite data directory, for benchmarks that
// talk to it over real sockets: its event loop is not the benchmark's.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

export type BackendProcess = { url: string; output: () => string; stop: () => Promise<void> }

export async function startBackendProcess(
  env: Record<string, string> = {},
): Promise<BackendProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lexsetu-bench-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, BACKEND_PORT: '0', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = once(child, 'exit')
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await exited
    }
    await rm(dataDir, { recursive: true, force: true })
  }
  // A new data directory is migrated and seeded first: that takes a while on a busy machine.
  for (let waited = 0; waited < 180_000; waited += 100) {
    const ready = /LexSetu backend ready at (http:\/\/\S+)/.exec(output)
    if (ready) return { url: ready[1], output: () => output, stop }
    if (child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`the backend did not start:\n${output}`)
}
