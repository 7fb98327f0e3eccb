// npm run advisor -- [--db-url URL] — Supabase's advisor (./lints.ts) on a PostgreSQL database:
// DATABASE_URL or --db-url, e.g. a hosted project's connection string after `supabase db push`.
// Prints every finding (INFO too) and fails on an ERROR or a WARN that is not on the allow-list.
import { parseArgs } from 'node:util'
import { PostgresDriver } from '../../server/db/postgres-driver'
import { ALLOWED_WARNINGS } from './allowed-warnings'
import { failures, findingKey, runAdvisor } from './run'

const { values } = parseArgs({ options: { 'db-url': { type: 'string' } } })
const url = values['db-url'] ?? process.env.DATABASE_URL
if (!url) {
  console.error('npm run advisor -- --db-url postgresql://… (or set DATABASE_URL)')
  process.exit(2)
}

const db = await PostgresDriver.open({ connectionString: url, timeoutMs: 60_000 })
try {
  const findings = await runAdvisor(db)
  for (const finding of findings) {
    const allowed = finding.level === 'WARN' && findingKey(finding) in ALLOWED_WARNINGS
    console.log(`${finding.level.padEnd(5)} ${findingKey(finding)}${allowed ? '  (allowed)' : ''}`)
  }
  const failed = failures(findings)
  console.log(
    failed.length === 0
      ? `\nok: no ERROR, and every WARN is on the allow-list (${findings.length} findings)`
      : `\nFAIL: ${failed.length} finding(s) to fix or to allow with a reason in scripts/advisor/allowed-warnings.ts`,
  )
  process.exitCode = failed.length === 0 ? 0 : 1
} finally {
  await db.close()
}
