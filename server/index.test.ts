import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readyUrl, runEntry, type ServerProcess } from '../tests/support/process'

type Backend = ServerProcess

/** `npm run backend` as a real process (node + tsx's loader, so the pid is the backend itself). */
const runBackend = (dataDir: string): Backend =>
  runEntry('server/index.ts', [], { DATA_DIR: dataDir, BACKEND_PORT: '0', DATABASE_URL: '' })

const readyAt = (backend: Backend) => readyUrl(backend, /LexSetu backend ready at (http:\/\/\S+)/)

describe('server/index.ts (npm run backend)', () => {
  let dataDir: string
  let first: Backend
  let url: string

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lexsetu-index-'))
    first = runBackend(dataDir)
    url = await readyAt(first)
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
