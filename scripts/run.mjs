// Running the project's own tools from the scripts: a local binary, in the foreground.
import { spawn } from 'node:child_process'
import path from 'node:path'

/** A binary that npm installed into node_modules/.bin. */
export const bin = (name) => path.join('node_modules', '.bin', name)

/** Runs `command` with the terminal attached; resolves to its exit code (1 if it cannot start). */
export function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`)
      resolve(1)
    })
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}
