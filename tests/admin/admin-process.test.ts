import { execFile } from 'node:child_process'
import { createServer } from 'node:net'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_SERVICE_ROLE_KEY } from '../../server/env'
import { listen } from '../../server/http/listener'
import { createTestBackend, type TestBackend } from '../support/backend'

/**
 * `node --import tsx scripts/admin/cli.ts` as `npm run admin` runs it, against an embedded backend
 * listening on a free port: the environment, exit codes, and that no key ever reaches the output.
 * The SQL of each command is covered on both databases by admin-commands.test.ts.
 */

/** A secret key the backend accepts, so that a test can look for it in the output. */
const KNOWN_SECRET = 'sb_secret_admin-cli-test-known-key-4f9c2e7a'
const UNSET = {
  SUPABASE_URL: '',
  SUPABASE_SERVICE_ROLE_KEY: '',
  SERVICE_ROLE_KEY: '',
  BACKEND_HOST: '',
  BACKEND_PORT: '',
  DATABASE_URL: '',
  LEXSETU_OPERATOR: '',
}

const REPO = fileURLToPath(new URL('../..', import.meta.url))

type Result = { code: number; stdout: string; stderr: string }

function cli(args: string[], env: Record<string, string>): Promise<Result> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin/cli.ts', ...args],
      { cwd: REPO, env: { ...process.env, ...UNSET, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') return reject(error)
        resolve({ code: error ? Number(error.code) : 0, stdout, stderr })
      },
    )
  })
}

/** A port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

const expectNoSecret = (result: Result) => {
  const output = result.stdout + result.stderr
  expect(output).not.toContain(KNOWN_SECRET)
  expect(output).not.toContain(DEFAULT_SERVICE_ROLE_KEY)
  expect(output).not.toMatch(/eyJ[\w-]*\.[\w-]+\.[\w-]+/)
}

// Each case starts node + tsx once or twice: seconds each on a busy machine.
describe('npm run admin as a process', { timeout: 90_000 }, () => {
  let backend: TestBackend
  let server: Awaited<ReturnType<typeof listen>>
  let port = ''

  beforeAll(async () => {
    backend = await createTestBackend({ secretKey: KNOWN_SECRET })
    server = await listen({
      host: '127.0.0.1',
      port: 0,
      maxBodyBytes: 1_048_576,
      handler: backend.backend,
    })
    port = new URL(server.url).port
  })
  afterAll(async () => {
    await server?.close()
    await backend?.close()
  })

  it('talks to the embedded backend with its default service role key (BACKEND_PORT)', async () => {
    const result = await cli(['upgrades'], { BACKEND_PORT: port })
    expect(result).toEqual({ code: 0, stdout: 'No open upgrade requests.\n', stderr: '' })
  })

  it('talks to any project given SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, and never prints the key', async () => {
    const env = { SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: KNOWN_SECRET }
    const ok = await cli(['messages', '--json'], env)
    expect(ok).toMatchObject({ code: 0, stderr: '' })
    expect(Array.isArray(JSON.parse(ok.stdout))).toBe(true)
    expectNoSecret(ok)

    const unknown = await cli(['grant-premium', 'nobody@example.test'], env)
    expect(unknown).toEqual({
      code: 1,
      stdout: '',
      stderr: 'No LexSetu account has the e-mail nobody@example.test.\n',
    })
    expectNoSecret(unknown)
  })

  it('exits 1 when the backend refuses the key, without printing it', async () => {
    const wrong = `${KNOWN_SECRET}-wrong`
    const result = await cli(['upgrades'], {
      SUPABASE_URL: server.url,
      SUPABASE_SERVICE_ROLE_KEY: wrong,
    })
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(/did not accept the service role key \(Invalid API key\)/)
    expect(result.stdout + result.stderr).not.toContain(wrong)
    expectNoSecret(result)
  })

  it('exits 1 with how to start the backend when nothing listens there', async () => {
    const free = await closedPort()
    const embedded = await cli(['upgrades'], { BACKEND_PORT: String(free) })
    expect(embedded).toEqual({
      code: 1,
      stdout: '',
      stderr: `Cannot reach the backend at http://127.0.0.1:${free}. Start it with \`npm run dev\` (or \`npm run backend\`), or set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.\n`,
    })
    const remote = await cli(['verify-advocate', 'a@b.c'], {
      SUPABASE_URL: `http://127.0.0.1:${free}`,
      SUPABASE_SERVICE_ROLE_KEY: KNOWN_SECRET,
    })
    expect(remote.code).toBe(1)
    expect(remote.stderr).toMatch(/^Cannot reach the backend at http:\/\/127\.0\.0\.1:\d+\./)
    expectNoSecret(remote)
  })

  it('exits 2 when only one of SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY is set', async () => {
    const onlyUrl = await cli(['upgrades'], { SUPABASE_URL: server.url })
    expect(onlyUrl).toEqual({
      code: 2,
      stdout: '',
      stderr: 'SUPABASE_URL is set but SUPABASE_SERVICE_ROLE_KEY is not: set both or neither.\n',
    })
    const onlyKey = await cli(['upgrades'], { SUPABASE_SERVICE_ROLE_KEY: KNOWN_SECRET })
    expect(onlyKey.code).toBe(2)
    expectNoSecret(onlyKey)
  })

  it('exits 2 on an unknown command, with the list of commands', async () => {
    const unknown = await cli(['promote'], { BACKEND_PORT: port })
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toMatch(/^Unknown command "promote"\.\n\nUsage: npm run admin/)
  })

  it('names LEXSETU_OPERATOR in the audit log, else user@host', async () => {
    const demoAdvocate = 'demo.advocate@lexsetu.in'
    const named = await cli(
      ['reject-advocate', demoAdvocate, '--reason', 'Testing the audit log'],
      {
        BACKEND_PORT: port,
        LEXSETU_OPERATOR: 'Asha (support desk)',
      },
    )
    expect(named.code).toBe(0)
    const unnamed = await cli(['verify-advocate', demoAdvocate], { BACKEND_PORT: port })
    expect(unnamed.code).toBe(0)
    const { rows } = await backend.db.query<{ actor: string; action: string }>(
      'select actor, action from public.audit_log where subject = $1 order by id',
      [demoAdvocate],
    )
    expect(rows).toEqual([
      { actor: 'Asha (support desk)', action: 'reject-advocate' },
      { actor: `${os.userInfo().username}@${os.hostname()}`, action: 'verify-advocate' },
    ])
  })
})
