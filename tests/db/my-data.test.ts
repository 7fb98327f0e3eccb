import { beforeAll, expect, it } from 'vitest'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { demoClient } from './demo-accounts'
import { commitAs } from './demo-world'
import { anon, requestAs, signedIn } from './request-as'

/**
 * The DPDP Act 2023's rights (docs/PRODUCT.md §2 'Settings'): export_my_data() returns the caller's
 * rows and no one else's; delete_my_account(password) erases the account, keeps what others replied
 * to under '[deleted user]', refuses the demo accounts and counts password guesses.
 */
const DELETED_USER = 'de1e7ed0-0000-4000-8000-000000000000'
const PASSWORD = 'leaving-for-good-1'
const account = (n: number) => ({
  id: `7e570000-0000-4000-8000-00000000000${n}`,
  email: `my-data-${n}@example.test`,
})
const [asha, bilal, chitra, deepa] = [1, 2, 3, 4].map(account)

describeOnEachDatabase('my data: export and erasure', (target) => {
  const db = useMigratedDatabase(target)
  const as = (user: { id: string; email: string }) => signedIn(user)

  beforeAll(async () => {
    for (const user of [asha, bilal, chitra, deepa]) {
      await db().query(
        `insert into auth.users (id, aud, role, email, encrypted_password, raw_user_meta_data, created_at, updated_at)
         values ($1, 'authenticated', 'authenticated', $2, extensions.crypt($3, extensions.gen_salt('bf', 4)),
                 jsonb_build_object('name', $4::text), now(), now())`,
        [user.id, user.email, PASSWORD, user.email.split('@')[0]],
      )
    }
    // Asha: a chat with its reply, a document, a thread Bilal answered, a thread nobody answered,
    // and a reply in Bilal's thread. Bilal: his own of each, which Asha's export must not show.
    await db().exec(`
      insert into public.chats (id, owner_id, title) values
        ('7e571000-0000-4000-8000-000000000001', '${asha.id}', 'Asha asks'),
        ('7e571000-0000-4000-8000-000000000002', '${bilal.id}', 'Bilal asks');
      insert into public.chat_messages (chat_id, owner_id, role, content) values
        ('7e571000-0000-4000-8000-000000000001', '${asha.id}', 'user', 'My landlord keeps my deposit'),
        ('7e571000-0000-4000-8000-000000000001', '${asha.id}', 'assistant', 'Here is what you can do'),
        ('7e571000-0000-4000-8000-000000000002', '${bilal.id}', 'user', 'Bilal private question');
      insert into public.documents (owner_id, template, title) values
        ('${asha.id}', 'affidavit', 'Asha affidavit'), ('${bilal.id}', 'affidavit', 'Bilal affidavit');
      insert into public.forum_threads (id, author_id, title, body, categories) values
        ('7e572000-0000-4000-8000-000000000001', '${asha.id}', 'Answered thread of Asha', 'Asha asks the forum about a deposit', '{Civil Law}'),
        ('7e572000-0000-4000-8000-000000000002', '${asha.id}', 'Lonely thread of Asha', 'Nobody answered this question yet', '{Civil Law}'),
        ('7e572000-0000-4000-8000-000000000003', '${bilal.id}', 'Bilal thread on custody', 'Bilal asks about child custody', '{Family Law}');
      insert into public.forum_replies (id, thread_id, author_id, body) values
        ('7e573000-0000-4000-8000-000000000001', '7e572000-0000-4000-8000-000000000001', '${bilal.id}', 'Bilal answers Asha: go to the rent authority'),
        ('7e573000-0000-4000-8000-000000000002', '7e572000-0000-4000-8000-000000000003', '${asha.id}', 'Asha answers Bilal: ask the family court');
    `)
  })

  const exportAs = async (user: { id: string; email: string }) => {
    const outcome = await requestAs(db(), as(user), 'select public.export_my_data() as data')
    if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`)
    return outcome.rows[0].data as Record<string, unknown>
  }

  it('exports the caller’s own rows, replies of the assistant included, and nobody else’s', async () => {
    const data = await exportAs(asha)
    const text = JSON.stringify(data)

    expect(data).toMatchObject({
      account: { id: asha.id, email: asha.email },
      profile: { id: asha.id, name: 'my-data-1' },
      chats: [{ title: 'Asha asks', messages: [{ role: 'user' }, { role: 'assistant' }] }],
      documents: [{ title: 'Asha affidavit' }],
      forum_threads: [{ title: 'Answered thread of Asha' }, { title: 'Lonely thread of Asha' }],
      forum_replies: [{ body: 'Asha answers Bilal: ask the family court' }],
    })
    for (const foreign of [
      bilal.id,
      bilal.email,
      'Bilal private question',
      'Bilal affidavit',
      'Bilal answers Asha: go to the rent authority',
    ])
      expect(text).not.toContain(foreign)
  })

  it('refuses anon (42501)', async () => {
    expect(await requestAs(db(), anon, 'select public.export_my_data()')).toMatchObject({
      ok: false,
      code: '42501',
    })
  })

  it('keeps the account on a wrong password, and says so with false', async () => {
    const rows = await commitAs(
      db(),
      as(chitra),
      'select public.delete_my_account($1) as deleted',
      ['not-my-password'],
    )
    expect(rows).toEqual([{ deleted: false }])
    const { rows: still } = await db().query('select 1 from public.users where id = $1', [
      chitra.id,
    ])
    expect(still).toHaveLength(1)
  })

  it('erases the account; what others replied to stays under [deleted user]', async () => {
    const rows = await commitAs(db(), as(asha), 'select public.delete_my_account($1) as deleted', [
      PASSWORD,
    ])
    expect(rows).toEqual([{ deleted: true }])

    const left = await db().query<{ what: string; n: number }>(
      `select 'account' as what, count(*)::int as n from auth.users where id = $1
       union all select 'profile', count(*)::int from public.users where id = $1
       union all select 'chats', count(*)::int from public.chats where owner_id = $1
       union all select 'chat messages', count(*)::int from public.chat_messages where owner_id = $1
       union all select 'documents', count(*)::int from public.documents where owner_id = $1
       union all select 'threads', count(*)::int from public.forum_threads where author_id = $1
       union all select 'replies', count(*)::int from public.forum_replies where author_id = $1`,
      [asha.id],
    )
    expect(left.rows.every((row) => row.n === 0)).toBe(true)

    const forum = await db().query<{ id: string; author_id: string }>(
      `select id, author_id from public.forum_threads where id::text like '7e572000-%'
       union all select id, author_id from public.forum_replies where id::text like '7e573000-%'
       order by id`,
    )
    expect(forum.rows).toEqual([
      { id: '7e572000-0000-4000-8000-000000000001', author_id: DELETED_USER },
      { id: '7e572000-0000-4000-8000-000000000003', author_id: bilal.id },
      { id: '7e573000-0000-4000-8000-000000000001', author_id: bilal.id },
      { id: '7e573000-0000-4000-8000-000000000002', author_id: DELETED_USER },
    ])
    const { rows: bilalsChat } = await db().query(
      'select 1 from public.chats where owner_id = $1',
      [bilal.id],
    )
    expect(bilalsChat).toHaveLength(1)
  })

  it('shows the forum the kept posts’ author as [deleted user]', async () => {
    const outcome = await requestAs(
      db(),
      as(bilal),
      `select author_name from public.forum_thread_cards where id = '7e572000-0000-4000-8000-000000000001'`,
    )
    expect(outcome).toMatchObject({ ok: true, rows: [{ author_name: '[deleted user]' }] })
  })

  it('refuses to delete a shared demo account (LS036)', async () => {
    await expect(
      commitAs(db(), as(demoClient), 'select public.delete_my_account($1)', ['anything']),
    ).rejects.toMatchObject({ code: 'LS036' })
  })

  it('allows 5 password attempts an hour, then refuses (LS037)', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        await commitAs(db(), as(deepa), 'select public.delete_my_account($1) as deleted', [
          'guess',
        ]),
      ).toEqual([{ deleted: false }])
    }
    await expect(
      commitAs(db(), as(deepa), 'select public.delete_my_account($1)', [PASSWORD]),
    ).rejects.toMatchObject({ code: 'LS037' })
  })
})
