import { Rollback, type Driver, type Queryable } from '../../server/db/driver'
import { ALLOWED_WARNINGS } from './allowed-warnings'
import { LINTS, type LintLevel } from './lints'

export type Finding = { lint: string; level: LintLevel; object: string }

/** The schemas hosted Supabase's REST API exposes by default (its `db-schemas`). */
const EXPOSED_SCHEMAS = 'public, graphql_public'

/** `lint: object`, how the allow-list names a finding. */
export const findingKey = (finding: Finding) => `${finding.lint}: ${finding.object}`

/**
 * Every lint's findings, inside the caller's transaction `tx`, with `pgrst.db_schemas` set as
 * hosted Supabase sets it (for this transaction only).
 */
export async function lintWithin(tx: Queryable, schemas = EXPOSED_SCHEMAS): Promise<Finding[]> {
  await tx.query(`select set_config('pgrst.db_schemas', $1, true)`, [schemas])
  const findings: Finding[] = []
  for (const lint of LINTS) {
    const { rows } = await tx.query<{ object: string }>(`${lint.sql}\norder by 1`)
    for (const { object } of rows) findings.push({ lint: lint.name, level: lint.level, object })
  }
  return findings
}

/** Every lint's findings on `db` (a transaction rolled back after: nothing is written). */
export function runAdvisor(db: Driver, schemas = EXPOSED_SCHEMAS): Promise<Finding[]> {
  return db.transaction(async (tx) => {
    throw new Rollback(await lintWithin(tx, schemas))
  })
}

/** What fails the check: any ERROR, and any WARN that is not on the allow-list. */
export const failures = (findings: Finding[]) =>
  findings.filter(
    (finding) =>
      finding.level === 'ERROR' ||
      (finding.level === 'WARN' && !(findingKey(finding) in ALLOWED_WARNINGS)),
  )
