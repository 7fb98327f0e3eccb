import { verifyPassword } from '../server/auth/passwords'
import { FIND_TOKEN, REVOKE_TOKEN, TOUCH_SESSION } from '../server/auth/handlers/token-refresh'
import { createSession, insertRefreshToken, loadAmr } from '../server/auth/sessions'
import { newRefreshToken } from '../server/auth/tokens'
import { findUserById } from '../server/auth/users-repo'
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

type FoundToken = { id: string; token: string; user_id: string; session_id: string }

/** Refresh: each round rotates the token the previous round issued, on both paths. */
export async function refresh({ db, backend, account, config }: BenchContext): Promise<Operation> {
  const client = inProcessClient(backend)
  expectOk(await client.auth.signInWithPassword(account))
  const session = await db.transaction((tx) =>
    createSession(tx, account.id, 'password', BENCH_CLIENT, isoNow()),
  )
  let token = session.refreshToken
  return {
    name: 'refresh',
    notes: [
      "refresh: (a) = the handler's SQL for a good token, as it runs it, in one transaction: find and",
      '  lock the token, load the user, revoke the token, insert its child, touch the session, load',
      '  the AMR claims; no JWT, no JSON.',
    ],
    variants: [
      {
        key: 'REST',
        label: 'supabase-js refreshSession',
        run: async () => expectOk(await client.auth.refreshSession()),
      },
      {
        key: '(a)',
        label: "direct: the handler's SQL",
        run: () =>
          db.transaction(async (tx) => {
            const now = isoNow()
            const { rows } = await tx.query<FoundToken>(FIND_TOKEN, [
              token,
              now,
              config.refreshTokenReuseIntervalS,
            ])
            const found = rows[0]
            if (!(await findUserById(tx, found.user_id, now))) throw new Error('no bench user')
            await tx.query(REVOKE_TOKEN, [found.id, now])
            const issued = newRefreshToken()
            await insertRefreshToken(tx, {
              token: issued,
              userId: found.user_id,
              sessionId: found.session_id,
              parent: found.token,
              now,
            })
            await tx.query(TOUCH_SESSION, [found.session_id, now, BENCH_CLIENT.userAgent, null])
            await loadAmr(tx, found.session_id)
            token = issued
          }),
      },
    ],
  }
}
