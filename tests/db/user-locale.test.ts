import { expect, it } from 'vitest'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { commitAs, createAccount } from './demo-world'
import { anon, requestAs, signedIn } from './request-as'

/** users.locale (…_user_locale.sql): each user writes their own, English or Hindi only. */
const asha = { id: '7ca1e000-0000-4000-8000-000000000001', email: 'locale-asha@example.com' }
const ravi = { id: '7ca1e000-0000-4000-8000-000000000002', email: 'locale-ravi@example.com' }

describeOnEachDatabase('a user’s language', (target) => {
  const db = useMigratedDatabase(target)
  const localeOf = async (user: { id: string }) =>
    (
      await db().query<{ locale: string | null }>('select locale from public.users where id = $1', [
        user.id,
      ])
    ).rows[0]?.locale

  it('is no choice for a new account, and Hindi once its user says so', async () => {
    await createAccount(db(), asha)
    await createAccount(db(), ravi)
    expect(await localeOf(asha)).toBeNull()
    const rows = await commitAs(
      db(),
      signedIn(asha),
      `update public.users set locale = 'hi' where id = $1 returning locale`,
      [asha.id],
    )
    expect(rows).toEqual([{ locale: 'hi' }])
    expect(await localeOf(asha)).toBe('hi')
  })

  it('refuses a language LexSetu does not speak', async () => {
    const outcome = await requestAs(
      db(),
      signedIn(asha),
      `update public.users set locale = 'fr' where id = $1`,
      [asha.id],
    )
    expect(outcome).toMatchObject({ ok: false, code: '23514' })
  })

  it('is nobody else’s to change, signed in or not', async () => {
    const other = await requestAs(
      db(),
      signedIn(asha),
      `update public.users set locale = 'hi' where id = $1 returning id`,
      [ravi.id],
    )
    expect(other).toMatchObject({ ok: true, rows: [] })
    const visitor = await requestAs(db(), anon, `update public.users set locale = 'hi'`, [])
    expect(visitor).toMatchObject({ ok: false, code: '42501' })
    expect(await localeOf(ravi)).toBeNull()
  })

  it('starts a new account in the language it signed up in', async () => {
    const signUp = (id: string, email: string, metadata: object) =>
      db().query(
        `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
         values ($1, 'authenticated', 'authenticated', $2, $3, now(), now())`,
        [id, email, JSON.stringify(metadata)],
      )
    await signUp('7ca1e000-0000-4000-8000-000000000003', 'locale-hindi@example.com', {
      role: 'client',
      locale: 'hi',
    })
    await signUp('7ca1e000-0000-4000-8000-000000000004', 'locale-other@example.com', {
      locale: 'fr',
    })
    expect(await localeOf({ id: '7ca1e000-0000-4000-8000-000000000003' })).toBe('hi')
    expect(await localeOf({ id: '7ca1e000-0000-4000-8000-000000000004' })).toBeNull()
  })
})
