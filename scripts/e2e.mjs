// npm run test:e2e — the production build made for a fresh embedded backend on a free port,
// then Playwright (which starts that backend and `vite preview`). Arguments go to Playwright:
// `npm run test:e2e -- e2e/auth-sign-in.spec.ts --headed`.
import { e2eEnv } from './e2e-env.mjs'
import { bin, run } from './run.mjs'

const env = await e2eEnv()
console.log(`e2e: backend ${env.VITE_SUPABASE_URL}, app http://127.0.0.1:${env.E2E_PORT}`)
const built = await run(bin('vite'), ['build'], env)
process.exitCode =
  built === 0 ? await run(bin('playwright'), ['test', ...process.argv.slice(2)], env) : built
