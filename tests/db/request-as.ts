import { DbError, Rollback, type Driver, type Row } from '../../server/db/driver'

export type Caller = {
  role: 'anon' | 'authenticated' | 'service_role'
  claims: Record<string, unknown>
}

export type Outcome =
  | { ok: true; rows: Row[]; rowCount: number }
  | { ok: false; code: string; message: string }

export const anon: Caller = { role: 'anon', claims: { role: 'anon' } }
export const serviceRole: Caller = { role: 'service_role', claims: { role: 'service_role' } }

/** A signed-in user's claims as GoTrue puts them in the access token. */
export function signedIn(user: { id: string; email: string }): Caller {
  return {
    role: 'authenticated',
    claims: {
      sub: user.id,
      email: user.email,
      role: 'authenticated',
      aud: 'authenticated',
      aal: 'aal1',
    },
  }
}

/**
 * Runs one statement the way PostgREST runs a request: one transaction, the JWT's role and claims
 * set with set_config(…, true), then rolled back so that every case starts from the same rows.
 * Returns the rows or the SQLSTATE instead of throwing.
 */
export async function requestAs(
  db: Driver,
  caller: Caller,
  sql: string,
  params: unknown[] = [],
): Promise<Outcome> {
  return stepsAs(db, caller, [[sql, params]])
}

/**
 * Several statements by one caller in one rolled-back transaction, as consecutive requests would
 * see each other's writes. Returns the outcome of the first failing statement, else the last one's.
 */
export async function stepsAs(
  db: Driver,
  caller: Caller,
  steps: [sql: string, params?: unknown[]][],
): Promise<Outcome> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query(
        `select set_config('search_path', 'public, extensions', true),
                set_config('role', $1, true),
                set_config('request.jwt.claims', $2, true)`,
        [caller.role, JSON.stringify(caller.claims)],
      )
      let outcome: Outcome = { ok: true, rows: [], rowCount: 0 }
      for (const [sql, params = []] of steps) {
        const result = await tx.query(sql, params)
        outcome = { ok: true, rows: result.rows, rowCount: result.rowCount }
      }
      throw new Rollback<Outcome>(outcome)
    })
  } catch (error) {
    if (error instanceof DbError) return { ok: false, code: error.code, message: error.message }
    throw error
  }
}
