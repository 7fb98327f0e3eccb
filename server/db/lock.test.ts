import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { once } from 'node:events'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from './lock'

const LOCK_MODULE = path.resolve('server/db/lock.ts')

/** Another process that takes the lock through lockDataDir and keeps it until killed. */
async function holdLockInAnotherProcess(dir: string): Promise<ChildProcess> {
  const script = `import { lockDataDir } from ${JSON.stringify(LOCK_MODULE)}
lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 60_000)`
  // node itself with tsx's loader (not the tsx wrapper), so that child.pid is the lock holder.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer]
  expect(chunk.toString()).toContain('locked')
  return child
}

async function exitedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''])
  await once(child, 'exit')
  return child.pid!
}

describe('lockDataDir', () => {
  let dir: string
  let holder: ChildProcess | undefined

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lexsetu-lock-'))
  })
  afterEach(async () => {
    holder?.kill('SIGKILL')
    holder = undefined
    await rm(dir, { recursive: true, force: true })
  })

  it('refuses a second backend with DataDirLockedError naming the process that holds the lock', async () => {
    holder = await holdLockInAnotherProcess(dir)
    let error: unknown
    try {
      lockDataDir(dir)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(DataDirLockedError)
    expect((error as Error).message).toBe(
      `The data directory ${dir} is in use by another LexSetu backend (process ${holder.pid}). ` +
        'Stop that process first, or set DATA_DIR to another folder.',
    )
  })

  it('takes over the lock a killed backend left behind', async () => {
    holder = await holdLockInAnotherProcess(dir)
    holder.kill('SIGKILL')
    await once(holder, 'exit')
    const release = lockDataDir(dir)
    expect(readFileSync(path.join(dir, 'backend.lock'), 'utf8')).toBe(String(process.pid))
    release()
  })

  it('takes over a lock file naming a process that no longer exists', async () => {
    writeFileSync(path.join(dir, 'backend.lock'), String(await exitedPid()))
    const release = lockDataDir(dir)
    expect(readFileSync(path.join(dir, 'backend.lock'), 'utf8')).toBe(String(process.pid))
    release()
  })

  it('takes over an unreadable lock file', async () => {
    writeFileSync(path.join(dir, 'backend.lock'), 'not a pid')
    lockDataDir(dir)()
  })

  it('creates the directory, and release removes the lock file', async () => {
    const nested = path.join(dir, 'a', 'b')
    const release = lockDataDir(nested)
    expect(existsSync(path.join(nested, 'backend.lock'))).toBe(true)
    release()
    expect(existsSync(path.join(nested, 'backend.lock'))).toBe(false)
  })
})
