// Running the project's own tools from the scripts: a local binary, in the foreground.
import { spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'

/** A binary that npm installed into node_modules/.bin. */
export const bin = (name) => path.join('node_modules', '.bin', name)

/**
 * Runs `command` with the terminal attached; resolves to its exit code (1 if it cannot start).
 * With a `title`, its output is kept and written in one piece under the title when it ends, so
 * that commands run side by side do not interleave their lines. A `niceness` (1–19) lowers its
 * CPU priority (its threads made later inherit it), so that a command beside it goes first.
 */
export function run(command, args, env = {}, { title, niceness } = {}) {
  const buffered = title !== undefined
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    })
    if (niceness && child.pid) os.setPriority(child.pid, niceness)
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    const done = (code) => {
      if (buffered) process.stdout.write(`${title}\n${Buffer.concat(output)}`)
      resolve(code)
    }
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`)
      done(1)
    })
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
}
