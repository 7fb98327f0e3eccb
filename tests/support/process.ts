import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'

export type ServerProcess = {
  child: ChildProcess
  /** stdout and stderr so far, interleaved. */
  output: () => string
  exited: Promise<number | null>
}

/** A TypeScript entry (server/index.ts, server/serve.ts) as a real process: node with tsx's loader. */
export function runEntry(
  entry: string,
  args: string[],
  env: Record<string, string>,
): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = once(child, 'exit').then(([code]) => code as number | null)
  return { child, output: () => output, exited }
}

/** The URL the process prints once ready (`ready` matches it as group 1); fails if it exits first. */
export async function readyUrl(started: ServerProcess, ready: RegExp): Promise<string> {
  for (let waited = 0; waited < 60_000; waited += 100) {
    const match = ready.exec(started.output())
    if (match) return match[1]!
    if (started.child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${started.child.spawnargs.join(' ')} did not start:\n${started.output()}`)
}
