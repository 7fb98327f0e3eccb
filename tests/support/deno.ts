import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * Deno from the repo's devDependencies (`deno` on npm), which hosted Supabase runs the Edge
 * Functions with. It reads a function's own deno.json for its imports and finds their npm packages
 * in the repo's node_modules (--node-modules-dir=manual, --cached-only): nothing is downloaded,
 * and a version in deno.json that differs from the installed one fails.
 */
export const DENO = path.resolve('node_modules/.bin/deno')

/** Why Deno cannot run here, or undefined. CI fails instead of skipping (tests/README.md). */
export const denoSkipReason = existsSync(DENO)
  ? undefined
  : 'skipped: node_modules/.bin/deno is missing (npm install puts it there)'
export const REQUIRE_DENO = Boolean(process.env.CI)

export const DENO_ENV = { DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' }

/** Deno's flags for the function `name`: its import map, packages from node_modules only. */
export const functionFlags = (name: string) => [
  '--cached-only',
  '--node-modules-dir=manual',
  '--config',
  `supabase/functions/${name}/deno.json`,
]

export const entryOf = (name: string) => `supabase/functions/${name}/index.ts`

export type DenoFunction = { url: string; close: () => Promise<void> }

/**
 * Serves the function `name` as hosted Supabase does: Deno running its index.ts (Deno.serve), on a
 * free port of 127.0.0.1, with the environment hosted Supabase gives a function.
 */
export function serveFunction(name: string, env: Record<string, string>): Promise<DenoFunction> {
  const child = spawn(
    DENO,
    ['run', ...functionFlags(name), '--allow-net', '--allow-env', entryOf(name)],
    {
      env: { ...process.env, ...DENO_ENV, ...env, DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const close = async () => {
    child.kill('SIGTERM')
    await exited
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void close()
      reject(new Error(`Deno did not start ${name} within 60 s:\n${output}`))
    }, 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /Listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)
      if (!listening) return
      clearTimeout(timer)
      resolve({ url: listening[1]!, close })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`Deno exited with ${code} before serving ${name}:\n${output}`))
    })
  })
}
