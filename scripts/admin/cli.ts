// npm run admin -- <command> — the operator CLI (plans, advocate verification, contact messages,
// demo reset) with the service role key. `npm run admin -- help` lists the commands.
import { createAdminClient } from './client.ts'
import { runAdmin } from './run.ts'
import { operatorName, targetFromEnv } from './target.ts'

const code = await runAdmin(process.argv.slice(2), {
  connect: () => {
    const target = targetFromEnv(process.env)
    return { client: createAdminClient(target), url: target.url, key: target.key }
  },
  operator: operatorName(process.env),
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
})
process.exitCode = code
