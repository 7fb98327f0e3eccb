import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import {
  DENO,
  DENO_ENV,
  denoSkipReason,
  entryOf,
  functionFlags,
  REQUIRE_DENO,
} from '../support/deno'

const run = promisify(execFile)

describe.skipIf(denoSkipReason !== undefined && !REQUIRE_DENO)(
  `deno check of the Edge Functions${denoSkipReason ? ` (${denoSkipReason})` : ''}`,
  () => {
    it('type-checks the assistant as Deno runs it, with the npm versions its deno.json names', async () => {
      const result = await run(
        DENO,
        ['check', ...functionFlags('assistant'), entryOf('assistant')],
        {
          env: { ...process.env, ...DENO_ENV },
        },
      ).catch((error: { stdout?: string; stderr?: string; message: string }) => ({
        stdout: error.stdout ?? '',
        stderr: error.stderr ?? error.message,
        failed: true,
      }))
      expect(result, `${result.stdout}${result.stderr}`).not.toHaveProperty('failed')
      expect(result.stderr).toContain('Check supabase/functions/assistant/index.ts')
    }, 120_000)
  },
)
