import { verifyPassword } from '../server/auth/passwords'
import { createSession, insertRefreshToken } from '../server/auth/sessions'
import { newRefreshToken } from '../server/auth/tokens'
import { inProcessClient } from './fixtures'
import { expectOk, type BenchContext, type Operation } from './operation'

const BENCH_CLIENT = { userAgent: 'lexsetu-bench', ip: null }
const isoNow = () => new Date().toISOString()

const FIND_USER = `select id, encrypted_password from auth.users where lower(email) = $1`

/** Sign-in: bcrypt (cost 10, as production) dominates both paths. */
export async function signIn({ db, backend, account }: BenchContext): Promise<Operation> {
  const client = inProcessClient(backend)
  return {
    name: 'sign-in',
    notes: [
      'sign-in: bcrypt cost 10 as in production. (a) = the user lookup, bcrypt.compare and the',
      "  handler's session SQL (createSession: insert session, refresh token, AMR claim; update",
      '  last_sign_in_at) in one transaction; no JWT, no user JSON.',
    ],
    variants: [
      {
        key: 'REST',
        label: 'supabase-js signInWithPassword',
        run: async () => expectOk(await client.auth.signInWithPassword(account)),
      },
      {
        key: '(a)',
        label: 'direct: lookup + bcrypt + session SQL',
        run: async () => {
          const { rows } = await db.query<{ id: string; encrypted_password: string }>(FIND_USER, [
            account.email,
          ])
          if (!(await verifyPassword(account.password, rows[0].encrypted_password)))
            throw new Error('the bench password did not verify')
          await db.transaction((tx) =>
            createSession(tx, rows[0].id, 'password', BENCH_CLIENT, isoNow()),
          )
        },
      },
    ],
  }
}

const LOCK_TOKEN = `select id, session_id from auth.refresh_tokens where token = $1 for update`
const REVOKE = 'update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1'
const TOUCH_SESSION = `update auth.sessions set refreshed_at = $2::timestamptz at time zone 'UTC', updated_at = $2 where id = $1`

/** Refresh: each round rotates the token the previous round issued, on both paths. */
export async function refresh({ db, backend, account }: BenchContext): Promise<Operation> {
  const client = inProcessClient(backend)
  expectOk(await client.auth.signInWithPassword(account))
  const session = await db.transaction((tx) =>
    createSession(tx, account.id, 'password', BENCH_CLIENT, isoNow()),
  )
  let token = session.refreshToken
  return {
    name: 'refresh',
    notes: [
      'refresh: (a) = the rotation SQL of the handler (lock the token, revoke it, insert its child,',
      '  touch the session) in one transaction; no user lookup, no JWT.',
    ],
    variants: [
      {
        key: 'REST',
        label: 'supabase-js refreshSession',
        run: async () => expectOk(await client.auth.refreshSession()),
      },
      {
        key: '(a)',
        label: 'direct: rotation SQL',
        run: () =>
          db.transaction(async (tx) => {
            const now = isoNow()
            const { rows } = await tx.query<{ id: string; session_id: string }>(LOCK_TOKEN, [token])
            await tx.query(REVOKE, [rows[0].id, now])
            const issued = newRefreshToken()
            await insertRefreshToken(tx, {
              token: issued,
              userId: account.id,
              sessionId: rows[0].session_id,
              parent: token,
              now,
            })
            await tx.query(TOUCH_SESSION, [rows[0].session_id, now])
            token = issued
          }),
      },
    ],
  }
}
