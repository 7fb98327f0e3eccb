import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { BACKEND_URL, SERVICE_KEY } from './test-backend'

const run = promisify(execFile)

/** The operator CLI (`npm run admin`) against this run's backend, as an operator would run it. */
export async function admin(...args: string[]): Promise<string> {
  const { stdout } = await run('node', ['--import', 'tsx', 'scripts/admin/cli.ts', ...args], {
    env: {
      ...process.env,
      SUPABASE_URL: BACKEND_URL,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
      LEXSETU_OPERATOR: 'e2e@lexsetu',
    },
  })
  return stdout
}
