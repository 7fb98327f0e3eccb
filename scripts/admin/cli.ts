// npm run admin -- <command> — the operator CLI (plans, advocate verification, contact messages,
// demo reset) with the service role key, and backups of a PostgreSQL database. `npm run admin -- help` lists the commands.
import { databaseToolsFromEnv } from './backup.ts'
import { createAdminClient } from './client.ts'
import { runAdmin } from './run.ts'
import { operatorName, targetFromEnv } from './target.ts'

const code = await runAdmin(process.argv.slice(2), {
  connect: () => {
    const target = targetFromEnv(process.env)
    return { client: createAdminClient(target), url: target.url, key: target.key }
  },
  database: () => databaseToolsFromEnv(process.env),
  operator: operatorName(process.env),
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
})
process.exitCode = code
