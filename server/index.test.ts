import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

type Backend = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

/** `npm run backend` as a real process (node + tsx's loader, so the pid is the backend itself). */
function runBackend(dataDir: string): Backend {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, BACKEND_PORT: '0', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = once(child, 'exit').then(([code]) => code as number | null)
  return { child, output: () => output, exited }
}

async function readyUrl(backend: Backend): Promise<string> {
  for (let waited = 0; waited < 60_000; waited += 100) {
    const match = /LexSetu backend ready at (http:\/\/\S+)/.exec(backend.output())
    if (match) return match[1]
    if (backend.child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the backend did not start:\n${backend.output()}`)
}

describe('server/index.ts (npm run backend)', () => {
  let dataDir: string
  let first: Backend
  let url: string

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lexsetu-index-'))
    first = runBackend(dataDir)
    url = await readyUrl(first)
  })
  afterAll(async () => {
    if (first?.child.exitCode === null) first.child.kill('SIGKILL')
    await rm(dataDir, { recursive: true, force: true })
  })

  it('serves the API once ready', async () => {
    const response = await fetch(`${url}/not-an-api`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'no Route matched with those values' })
  })

  it('makes a second backend on the same data directory exit 1 with the lock message', async () => {
    const second = runBackend(dataDir)
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain(
      `The data directory ${dataDir} is in use by another LexSetu backend (process ${first.child.pid}).`,
    )
  })

  it('exits 0 on SIGTERM, releasing the lock and the port', async () => {
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(first.output()).toContain('SIGTERM: finishing in-flight requests…')
    expect(existsSync(path.join(dataDir, 'backend.lock'))).toBe(false)
    await expect(fetch(`${url}/not-an-api`)).rejects.toThrow()
  })
})
