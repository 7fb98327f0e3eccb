import { beforeAll, expect, it } from 'vitest'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { anon, requestAs, signedIn, type Caller } from './request-as'

/**
 * 'My questions' (docs/PRODUCT.md §2 'Community Forum'): my_forum_threads lists the threads the
 * caller started or replied to, the latest activity (the thread or its newest reply) first, and
 * nothing of anyone else's.
 */
const user = (n: number, name: string) => ({
  id: `7d000000-0000-4000-8000-00000000000${n}`,
  email: `${name.toLowerCase()}.mine@example.test`,
  name,
})
const asha = user(1, 'Asha')
const bilal = user(2, 'Bilal')
const chitra = user(3, 'Chitra')
const idle = user(4, 'Idle')

const thread = (n: number) => `7e100000-0000-4000-8000-00000000000${n}`
/** Asha's anonymous question, three days old; Bilal answered it half an hour ago. */
const ashaAnonymous = thread(1)
/** Asha's question, two days old, no replies. */
const ashaQuiet = thread(2)
/** Bilal's question, four days old; Asha replied an hour ago. */
const bilalAsked = thread(3)
/** Chitra's question: neither Asha nor Bilal took part. */
const chitraAsked = thread(4)
/** Asha's question, deleted (it had a reply, so it stays as '[deleted]'). */
const ashaDeleted = thread(5)
const BODY = 'A question with enough words to be a real body.'

describeOnEachDatabase('my forum threads', (target) => {
  const db = useMigratedDatabase(target)

  beforeAll(async () => {
    for (const u of [asha, bilal, chitra, idle]) {
      await db().query(
        `insert into auth.users (id, aud, role, email, created_at, updated_at)
         values ($1, 'authenticated', 'authenticated', $2, now(), now())`,
        [u.id, u.email],
      )
      await db().query(
        `insert into public.users (id, email, name, role) values ($1, $2, $3, 'client')
         on conflict (id) do update set name = excluded.name`,
        [u.id, u.email, u.name],
      )
    }
    await db().query(
      `insert into public.forum_threads (id, author_id, title, body, categories, is_anonymous, created_at)
       values ($1, $6, 'A private family matter of mine', $9, '{Family Law}', true, now() - interval '3 days'),
              ($2, $6, 'A quiet question about my lease', $9, '{Property Law}', false, now() - interval '2 days'),
              ($3, $7, 'Bilal asks about a bounced cheque', $9, '{Criminal Law}', false, now() - interval '4 days'),
              ($4, $8, 'Chitra asks about her pension', $9, '{Civil Law}', false, now() - interval '1 day'),
              ($5, $6, 'A question Asha later deleted', $9, '{Civil Law}', false, now() - interval '5 days')`,
      [
        ashaAnonymous,
        ashaQuiet,
        bilalAsked,
        chitraAsked,
        ashaDeleted,
        asha.id,
        bilal.id,
        chitra.id,
        BODY,
      ],
    )
    await db().query(
      `insert into public.forum_replies (thread_id, author_id, body, created_at)
       values ($1, $4, 'Bilal answers Asha.', now() - interval '30 minutes'),
              ($2, $5, 'Asha answers Bilal.', now() - interval '1 hour'),
              ($3, $4, 'Bilal answers the deleted one.', now() - interval '4 days')`,
      [ashaAnonymous, bilalAsked, ashaDeleted, bilal.id, asha.id],
    )
    await db().query(`update public.forum_threads set deleted_at = now() where id = $1`, [
      ashaDeleted,
    ])
  })

  const mine = async (caller: Caller, after: string | null = null, pageSize = 20) => {
    const outcome = await requestAs(
      db(),
      caller,
      `select id, title, author_id, is_mine, is_anonymous
       from public.my_forum_threads(after => $1, page_size => $2)`,
      [after, pageSize],
    )
    if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`)
    return outcome.rows.map((row) => ({ ...row, id: String(row.id) }))
  }

  it('lists the threads I asked or answered, the latest activity first', async () => {
    expect((await mine(signedIn(asha))).map((row) => row.id)).toEqual([
      ashaAnonymous,
      bilalAsked,
      ashaQuiet,
    ])
    expect((await mine(signedIn(bilal))).map((row) => row.id)).toEqual([ashaAnonymous, bilalAsked])
  })

  it('keeps an anonymous asker anonymous to the others who took part', async () => {
    const [forAsha] = await mine(signedIn(asha))
    expect(forAsha).toMatchObject({ id: ashaAnonymous, author_id: asha.id, is_mine: true })
    const [forBilal] = await mine(signedIn(bilal))
    expect(forBilal).toMatchObject({ id: ashaAnonymous, author_id: null, is_mine: false })
  })

  it('is empty for someone who has not posted, and pages after a thread', async () => {
    expect(await mine(signedIn(idle))).toEqual([])
    const first = await mine(signedIn(asha), null, 2)
    expect(first.map((row) => row.id)).toEqual([ashaAnonymous, bilalAsked])
    expect((await mine(signedIn(asha), bilalAsked, 2)).map((row) => row.id)).toEqual([ashaQuiet])
    const gone = await requestAs(
      db(),
      signedIn(asha),
      `select id from public.my_forum_threads(after => gen_random_uuid())`,
    )
    expect(gone).toMatchObject({ ok: false, code: '22023' })
  })

  it('is refused to visitors who are not signed in', async () => {
    const outcome = await requestAs(db(), anon, `select id from public.my_forum_threads()`)
    expect(outcome).toMatchObject({ ok: false, code: '42501' })
  })
})
