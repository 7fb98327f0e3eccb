// npm run dev — the embedded backend ([api], http://127.0.0.1:54321) and Vite ([web],
// http://localhost:5173) side by side, each line prefixed. Ctrl-C or SIGTERM stops both gracefully
// (the backend finishes in-flight requests and releases its data-dir lock) and exits 0. If either
// stops on its own, the other is stopped too and dev exits 1 with the reason.
import { spawn } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'

/** How long a child may take to stop gracefully before it is killed. */
const STOP_GRACE_MS = 15_000
const isTty = Boolean(process.stdout.isTTY)

const services = [
  // node with tsx's loader rather than the tsx wrapper: one process, whose pid holds the lock.
  { name: 'api', colour: 36, args: ['--import', 'tsx', path.join('server', 'index.ts')] },
  { name: 'web', colour: 35, args: [path.join('node_modules', 'vite', 'bin', 'vite.js')] },
]

const label = (service) =>
  isTty ? `\x1b[${service.colour}m[${service.name}]\x1b[0m` : `[${service.name}]`
const say = (line) => process.stderr.write(`${isTty ? '\x1b[1m[dev]\x1b[0m' : '[dev]'} ${line}\n`)

let stopping = false
let exitCode = 0
let killTimer

function pipeLines(stream, out, service, onLine) {
  readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
    onLine?.(line)
    out.write(`${label(service)} ${line}\n`)
  })
}

function start(service) {
  const child = spawn(process.execPath, service.args, {
    // stdin stays open: Vite exits when it ends, which also happens if dev itself is killed.
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, ...(isTty ? { FORCE_COLOR: '1' } : {}) },
  })
  service.child = child
  service.running = true
  service.lastError = ''
  pipeLines(child.stdout, process.stdout, service)
  // The reason to repeat when the service dies: its last stderr line that is not a stack frame.
  pipeLines(child.stderr, process.stderr, service, (line) => {
    if (line.trim() && !/^\s*at /.test(line)) service.lastError = line.trim()
  })
  child.on('error', (error) => {
    service.lastError = error.message
    stopped(service, 1, null)
  })
  child.on('exit', (code, signal) => stopped(service, code, signal))
}

function stopped(service, code, signal) {
  if (!service.running) return
  service.running = false
  if (!stopping) {
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`
    say(`${service.name} ${how}${service.lastError ? `: ${service.lastError}` : ''}`)
    exitCode = 1
    stopAll(`${service.name} stopped`)
  }
  if (services.every((s) => !s.running)) {
    clearTimeout(killTimer)
    process.exit(exitCode)
  }
}

function stopAll(reason) {
  if (stopping) return
  stopping = true
  const others = services.filter((s) => s.running)
  if (others.length) say(`${reason}: stopping ${others.map((s) => s.name).join(' and ')}…`)
  for (const service of others) service.child.kill('SIGTERM')
  killTimer = setTimeout(() => {
    for (const service of services.filter((s) => s.running)) {
      say(`${service.name} did not stop within ${STOP_GRACE_MS / 1000} s: killing it`)
      service.child.kill('SIGKILL')
    }
  }, STOP_GRACE_MS)
  killTimer.unref()
}

// Ctrl-C reaches the children too (same process group); their handlers ignore the repeat.
process.on('SIGINT', () => stopAll('SIGINT'))
process.on('SIGTERM', () => stopAll('SIGTERM'))
process.on('SIGHUP', () => stopAll('SIGHUP'))

for (const service of services) start(service)
