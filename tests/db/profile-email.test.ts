import { beforeAll, expect, it } from 'vitest'
import { Rollback } from '../../server/db/driver'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { requestAs, serviceRole } from './request-as'

const mover = { id: '66666666-6666-4666-8666-666666666661', email: 'm@example.test' }
const newcomer = { id: '66666666-6666-4666-8666-666666666662', email: 'newcomer@example.test' }

const insertProfile = `insert into public.users (id, email, role) values ($1, $2, 'client') returning email`

describeOnEachDatabase('public.users.email follows the account e-mail', (target) => {
  const db = useMigratedDatabase(target)

  beforeAll(async () => {
    for (const user of [mover, newcomer]) {
      await db().query(
        `insert into auth.users (id, aud, role, email, created_at, updated_at)
         values ($1, 'authenticated', 'authenticated', $2, now(), now())`,
        [user.id, user.email],
      )
    }
    // Each account's profile is created with it (the sign-up trigger).
  })

  it('moves the profile with the account, freeing the old address for someone else', async () => {
    const outcome = await db().transaction(async (tx) => {
      // As the auth server does when an e-mail change is confirmed.
      await tx.query(`update auth.users set email = 'M2@example.test' where id = $1`, [mover.id])
      const moved = await tx.query('select email from public.users where id = $1', [mover.id])
      // The old address is now free: another account takes it, and its profile follows.
      await tx.query(`update auth.users set email = $2 where id = $1`, [newcomer.id, mover.email])
      const taken = await tx.query('select email from public.users where id = $1', [newcomer.id])
      moved.rows.push(...taken.rows)
      throw new Rollback(moved.rows)
    })
    expect(outcome).toEqual([{ email: 'm2@example.test' }, { email: 'm@example.test' }])
  })

  it("refuses a profile with any e-mail but the account's own, even from the service role", async () => {
    await db().query('delete from public.users where id = $1', [newcomer.id])
    const byService = await requestAs(db(), serviceRole, insertProfile, [
      newcomer.id,
      'other@example.test',
    ])
    expect(byService).toMatchObject({
      ok: false,
      code: '23514',
      message: "A profile's e-mail must be its account's e-mail.",
    })
    const own = await requestAs(db(), serviceRole, insertProfile, [newcomer.id, newcomer.email])
    expect(own).toMatchObject({ ok: true, rows: [{ email: newcomer.email }] })
  })

  it('refuses moving a profile to another e-mail, even for the service role', async () => {
    const outcome = await requestAs(
      db(),
      serviceRole,
      'update public.users set email = $2 where id = $1',
      [mover.id, 'elsewhere@example.test'],
    )
    expect(outcome).toMatchObject({ ok: false, code: '23514' })
  })
})
