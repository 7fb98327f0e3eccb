// npm run test:e2e — the production build made for a fresh embedded backend on a free port,
// then Playwright (which starts that backend and `vite preview`). Arguments go to Playwright:
// `npm run test:e2e -- e2e/auth-sign-in.spec.ts --headed`.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { e2eEnv } from './e2e-env.mjs'

const bin = (name) => path.join('node_modules', '.bin', name)

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`)
      resolve(1)
    })
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const env = await e2eEnv()
console.log(`e2e: backend ${env.VITE_SUPABASE_URL}, app http://127.0.0.1:${env.E2E_PORT}`)
const built = await run(bin('vite'), ['build'], env)
process.exitCode =
  built === 0 ? await run(bin('playwright'), ['test', ...process.argv.slice(2)], env) : built
