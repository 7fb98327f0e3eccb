// npm run test:e2e — the production build as `npm start` serves it, then Playwright (which starts
// `npm start -- --demo` on a fresh database, on free ports). Arguments go to Playwright:
// `npm run test:e2e -- e2e/auth-sign-in.spec.ts --headed`.
import { e2eEnv } from './e2e-env.mjs'
import { bin, run } from './run.mjs'

const env = await e2eEnv()
console.log(`e2e: the app and its API at ${env.VITE_SITE_URL}`)
const built = await run('node', ['--import', 'tsx', 'server/site/build.ts'], env)
process.exitCode =
  built === 0 ? await run(bin('playwright'), ['test', ...process.argv.slice(2)], env) : built
