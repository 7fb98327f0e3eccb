import { beforeAll, expect, it } from 'vitest'
import { DbError, Rollback, type Driver } from '../../server/db/driver'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { demoAdvocate, demoClient } from './demo-accounts'

const ordinary = { id: '55555555-5555-4555-8555-555555555555', email: 'ordinary@example.test' }

const DEMO_LOCKED = {
  ok: false,
  code: 'LS001',
  message: 'Demo accounts cannot change their e-mail or password.',
}

type Outcome = { ok: true; rowCount: number } | { ok: false; code: string; message: string }

/**
 * Runs statements as the connecting superuser (the writer of auth.users, like GoTrue) in one
 * transaction, always rolled back; returns the last row count or the SQLSTATE of the failure.
 */
async function attempt(db: Driver, ...statements: [string, unknown[]?][]): Promise<Outcome> {
  try {
    return await db.transaction(async (tx) => {
      let rowCount = 0
      for (const [sql, params] of statements) rowCount = (await tx.query(sql, params)).rowCount
      throw new Rollback<Outcome>({ ok: true, rowCount })
    })
  } catch (error) {
    if (error instanceof DbError) return { ok: false, code: error.code, message: error.message }
    throw error
  }
}

const update = (set: string, id: string, params: unknown[] = []): [string, unknown[]] => [
  `update auth.users set ${set} where id = $1`,
  [id, ...params],
]

describeOnEachDatabase(
  'auth.users trigger: demo accounts cannot change their e-mail or password',
  (target) => {
    const db = useMigratedDatabase(target)

    beforeAll(async () => {
      await db().query(
        `insert into auth.users (id, aud, role, email, encrypted_password, raw_app_meta_data, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, 'x', '{"provider":"email","providers":["email"]}', now(), now())`,
        [ordinary.id, ordinary.email],
      )
    })

    it.each([
      ['its e-mail', "email = 'taken.over@example.test'"],
      [
        'its password',
        "encrypted_password = extensions.crypt('mine now', extensions.gen_salt('bf', 4))",
      ],
      ['its pending e-mail change', "email_change = 'taken.over@example.test'"],
      ['its password to null', 'encrypted_password = null'],
    ])('refuses to change %s for a demo account (LS001)', async (_, set) => {
      expect(await attempt(db(), update(set, demoClient.id))).toEqual(DEMO_LOCKED)
      expect(await attempt(db(), update(set, demoAdvocate.id))).toEqual(DEMO_LOCKED)
    })

    it('lets a demo account keep signing in (other columns, and unchanged values, stay writable)', async () => {
      const outcome = await attempt(
        db(),
        update(
          `last_sign_in_at = now(), recovery_token = 'hash', recovery_sent_at = now(), updated_at = now(),
         raw_user_meta_data = raw_user_meta_data || '{}', email = email`,
          demoClient.id,
        ),
      )
      expect(outcome).toEqual({ ok: true, rowCount: 1 })
    })

    // Metadata travels in every access token: one visitor padding it would lock out all later ones.
    it.each([
      [
        'a padded field',
        `raw_user_meta_data = raw_user_meta_data || jsonb_build_object('pad', repeat('x', 2000))`,
      ],
      ['a renamed field', `raw_user_meta_data = raw_user_meta_data || '{"name":"Someone"}'`],
      ['no metadata at all', 'raw_user_meta_data = null'],
    ])('refuses to change the metadata of a demo account: %s (LS001)', async (_, set) => {
      expect(await attempt(db(), update(set, demoAdvocate.id))).toEqual({
        ok: false,
        code: 'LS001',
        message: 'Demo accounts cannot change their profile data.',
      })
    })

    it('caps everyone’s metadata at 4096 bytes of JSON, on insert and on update (LS002)', async () => {
      const tooLarge = {
        ok: false,
        code: 'LS002',
        message: 'User metadata is limited to 4096 bytes.',
      }
      expect(
        await attempt(
          db(),
          update(`raw_user_meta_data = jsonb_build_object('pad', repeat('x', 4100))`, ordinary.id),
        ),
      ).toEqual(tooLarge)
      expect(
        await attempt(db(), [
          `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
           values (gen_random_uuid(), 'authenticated', 'authenticated', 'padded@example.test',
                   jsonb_build_object('pad', repeat('x', 4100)), now(), now())`,
        ]),
      ).toEqual(tooLarge)
      expect(
        await attempt(
          db(),
          update(`raw_user_meta_data = jsonb_build_object('pad', repeat('x', 4000))`, ordinary.id),
        ),
      ).toEqual({ ok: true, rowCount: 1 })
    })

    it('lets an ordinary account change its e-mail, pending e-mail and password', async () => {
      const outcome = await attempt(
        db(),
        update("email = 'new.address@example.test', email_change = ''", ordinary.id),
        update("encrypted_password = 'another hash'", ordinary.id),
      )
      expect(outcome).toEqual({ ok: true, rowCount: 1 })
    })

    it('refuses dropping the demo marker and changing the password in one statement, allows it in two', async () => {
      const oneStatement = update(
        `raw_app_meta_data = raw_app_meta_data - 'demo', encrypted_password = 'operator hash'`,
        demoClient.id,
      )
      expect(await attempt(db(), oneStatement)).toEqual(DEMO_LOCKED)
      expect(
        await attempt(
          db(),
          update(`raw_app_meta_data = raw_app_meta_data - 'demo'`, demoClient.id),
          update(`encrypted_password = 'operator hash'`, demoClient.id),
        ),
      ).toEqual({ ok: true, rowCount: 1 })
    })

    it('also refuses a writer without EXECUTE on the trigger function (hosted GoTrue writes as supabase_auth_admin)', async () => {
      const outcome = await attempt(
        db(),
        ['grant usage on schema auth to supabase_auth_admin'],
        ['grant select, update on auth.users to supabase_auth_admin'],
        ["select set_config('role', 'supabase_auth_admin', true)"],
        update("encrypted_password = 'x'", ordinary.id),
        update("encrypted_password = 'x'", demoClient.id),
      )
      expect(outcome).toEqual(DEMO_LOCKED)
      const ordinaryOnly = await attempt(
        db(),
        ['grant usage on schema auth to supabase_auth_admin'],
        ['grant select, update on auth.users to supabase_auth_admin'],
        ["select set_config('role', 'supabase_auth_admin', true)"],
        update("encrypted_password = 'x'", ordinary.id),
      )
      expect(ordinaryOnly).toEqual({ ok: true, rowCount: 1 })
    })
  },
)
