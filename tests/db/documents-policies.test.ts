import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend, signUpAccount, type TestBackend } from '../support/backend'
import { describeOnEachDatabase } from '../support/test-databases'

/**
 * Documents (docs/PRODUCT.md §2 'Documents') through the REST API, as the app and an attacker reach
 * them: anon, a free client, a Premium client, another Premium user and an advocate, each signed in
 * with their own token. Requests commit (as real ones do), so each case writes its own rows or
 * reads rows no case changes; beforeAll writes the shared ones as the database owner.
 */
const PREMIUM =
  'Saving documents is part of Premium. Upgrade to Premium to save and download documents.'
const LIMIT =
  'You have 200 saved documents, the most an account can keep. Delete one to save another.'
const FINAL = 'This document is final. Reopen it as a draft to edit it.'

type User = { id: string; client: SupabaseClient }
type Answer = { status: number; error: { code: string; message: string } | null }

const draft = (title = 'Affidavit for change of name') => ({
  template: 'affidavit',
  title,
  answers: { deponentName: 'Asha Verma' },
})

function expectRefused(answer: Answer, status: number, code: string, message?: string) {
  expect({ status: answer.status, code: answer.error?.code }).toEqual({ status, code })
  if (message) expect(answer.error).toEqual({ code, message, details: null, hint: null })
}

describeOnEachDatabase('documents over REST: own rows only, Premium to save', (target) => {
  let backend: TestBackend
  let count = 0
  /** The Premium client. */
  let asha: User
  /** Another Premium user. */
  let bela: User
  /** A free client, with a document from when they were on Premium. */
  let farid: User
  /** An advocate on Premium. */
  let vikas: User
  const ids = { asha: '', ashaFinal: '', bela: '', farid: '' }

  async function newUser(name: string, role: 'client' | 'advocate', plan: 'free' | 'premium') {
    const email = `${name.toLowerCase()}-${++count}.documents@example.test`
    const { id, client } = await signUpAccount(backend.fetch, email, { role, name })
    await backend.db.query('update public.users set plan = $2 where id = $1', [id, plan])
    return { id, client }
  }

  /** A document written as the database owner (history: no Premium check). */
  async function stored(owner: User, status = 'draft') {
    const { rows } = await backend.db.query<{ id: string }>(
      `insert into public.documents (owner_id, template, title, answers, status, created_at, updated_at)
       values ($1, 'rent_agreement', 'Rent agreement', '{"state": "Karnataka"}', $2,
               now() - interval '2 days', now() - interval '1 day')
       returning id`,
      [owner.id, status],
    )
    return rows[0]!.id
  }

  const rowOf = async (id: string) =>
    (await backend.db.query('select * from public.documents where id = $1', [id])).rows[0]

  beforeAll(async () => {
    backend = await createTestBackend({}, { database: target.database })
    asha = await newUser('Asha', 'client', 'premium')
    bela = await newUser('Bela', 'client', 'premium')
    farid = await newUser('Farid', 'client', 'free')
    vikas = await newUser('Vikas', 'advocate', 'premium')
    ids.asha = await stored(asha)
    ids.ashaFinal = await stored(asha, 'final')
    ids.bela = await stored(bela)
    ids.farid = await stored(farid)
  })
  afterAll(async () => {
    await backend?.close()
  })

  describe('anon', () => {
    it('may not read, create, edit or delete any document', async () => {
      const anon = backend.anon()
      expectRefused(await anon.from('documents').select('id'), 401, '42501')
      expectRefused(await anon.from('documents').insert(draft()), 401, '42501')
      expectRefused(
        await anon.from('documents').update({ title: 'Mine now' }).eq('id', ids.asha),
        401,
        '42501',
      )
      expectRefused(await anon.from('documents').delete().eq('id', ids.asha), 401, '42501')
      expect(await rowOf(ids.asha)).toMatchObject({ title: 'Rent agreement', version: 1 })
    })
  })

  describe('own rows only', () => {
    it('lists each user their own documents and nobody else’s', async () => {
      const own = async (user: User) => {
        const { data, error } = await user.client.from('documents').select('id').order('id')
        expect(error).toBeNull()
        return data!.map((row) => row.id)
      }
      expect(await own(asha)).toEqual([ids.asha, ids.ashaFinal].sort())
      expect(await own(bela)).toEqual([ids.bela])
      expect(await own(farid)).toEqual([ids.farid])
      expect(await own(vikas)).toEqual([])
      const { data } = await bela.client.from('documents').select('id').eq('id', ids.asha)
      expect(data).toEqual([])
    })

    it('changes nothing when another user edits or deletes a document that is not theirs', async () => {
      for (const other of [bela, farid, vikas]) {
        const edited = await other.client
          .from('documents')
          .update({ title: 'Taken over', answers: {} })
          .eq('id', ids.asha)
          .select('id')
        expect(edited).toMatchObject({ status: 200, error: null, data: [] })
        const deleted = await other.client
          .from('documents')
          .delete()
          .eq('id', ids.asha)
          .select('id')
        expect(deleted).toMatchObject({ status: 200, error: null, data: [] })
      }
      expect(await rowOf(ids.asha)).toMatchObject({
        title: 'Rent agreement',
        answers: { state: 'Karnataka' },
        version: 1,
      })
    })

    it('refuses a document created in someone else’s name (owner_id is not the client’s to send)', async () => {
      const answer = await bela.client
        .from('documents')
        .insert({ ...draft(), owner_id: asha.id })
        .select()
      expectRefused(answer, 403, '42501')
      const { rows } = await backend.db.query(
        'select count(*)::int as n from public.documents where owner_id = $1',
        [asha.id],
      )
      expect(rows[0]).toEqual({ n: 2 })
    })

    it('lets a Premium client and a Premium advocate create, edit and delete their own', async () => {
      for (const user of [asha, vikas]) {
        const created = await user.client.from('documents').insert(draft()).select().single()
        expect(created.error).toBeNull()
        expect(created.status).toBe(201)
        expect(created.data).toMatchObject({
          owner_id: user.id,
          template: 'affidavit',
          title: 'Affidavit for change of name',
          answers: { deponentName: 'Asha Verma' },
          status: 'draft',
          version: 1,
        })
        expect(created.data!.created_at).toBe(created.data!.updated_at)
        const edited = await user.client
          .from('documents')
          .update({ title: 'Renamed', status: 'final' })
          .eq('id', created.data!.id)
          .select('title, status, version')
          .single()
        expect(edited.data).toEqual({ title: 'Renamed', status: 'final', version: 2 })
        const deleted = await user.client
          .from('documents')
          .delete()
          .eq('id', created.data!.id)
          .select('id')
        expect(deleted.data).toEqual([{ id: created.data!.id }])
      }
    })
  })

  describe('Premium', () => {
    it('refuses a free client’s create and edit with LS021, and still lets them read and delete', async () => {
      expectRefused(await farid.client.from('documents').insert(draft()), 400, 'LS021', PREMIUM)
      expectRefused(
        await farid.client.from('documents').update({ title: 'Edited' }).eq('id', ids.farid),
        400,
        'LS021',
        PREMIUM,
      )
      expectRefused(
        await farid.client.from('documents').update({ status: 'final' }).eq('id', ids.farid),
        400,
        'LS021',
        PREMIUM,
      )
      const read = await farid.client.from('documents').select('id, title').eq('id', ids.farid)
      expect(read.data).toEqual([{ id: ids.farid, title: 'Rent agreement' }])
      const deleted = await farid.client.from('documents').delete().eq('id', ids.farid).select('id')
      expect(deleted.data).toEqual([{ id: ids.farid }])
      expect(await rowOf(ids.farid)).toBeUndefined()
    })

    it('keeps a downgraded user’s documents readable and deletable, and refuses their saves', async () => {
      const dina = await newUser('Dina', 'client', 'premium')
      const kept = await dina.client.from('documents').insert(draft()).select('id').single()
      const gone = await dina.client
        .from('documents')
        .insert(draft('To delete'))
        .select('id')
        .single()
      await backend.db.query(`update public.users set plan = 'free' where id = $1`, [dina.id])

      const read = await dina.client.from('documents').select('id')
      expect(read.data!.map((row) => row.id).sort()).toEqual([kept.data!.id, gone.data!.id].sort())
      expectRefused(
        await dina.client
          .from('documents')
          .update({ answers: { deponentName: 'Dina' } })
          .eq('id', kept.data!.id),
        400,
        'LS021',
        PREMIUM,
      )
      expectRefused(await dina.client.from('documents').insert(draft()), 400, 'LS021', PREMIUM)
      const deleted = await dina.client
        .from('documents')
        .delete()
        .eq('id', gone.data!.id)
        .select('id')
      expect(deleted.data).toEqual([{ id: gone.data!.id }])
      expect(await rowOf(kept.data!.id)).toMatchObject({ version: 1 })
    })
  })

  describe('what a document may hold', () => {
    it('refuses a template other than the three', async () => {
      for (const template of ['will', 'Affidavit', '', 'affidavit ']) {
        const answer = await asha.client.from('documents').insert({ ...draft(), template })
        expectRefused(answer, 400, '23514')
      }
      expectRefused(
        await asha.client.from('documents').insert({ ...draft(), template: null }),
        400,
        '23502',
      )
    })

    it('takes the answers only as a JSON object', async () => {
      for (const answers of [['Asha'], 'Asha', 42, true]) {
        const answer = await asha.client.from('documents').insert({ ...draft(), answers })
        expectRefused(answer, 400, '23514')
      }
      expectRefused(
        await asha.client.from('documents').insert({ ...draft(), answers: null }),
        400,
        '23502',
      )
      expectRefused(
        await asha.client.from('documents').update({ answers: [] }).eq('id', ids.asha),
        400,
        '23514',
      )
      const empty = await asha.client
        .from('documents')
        .insert({ template: 'affidavit', title: 'Empty' })
        .select('answers')
        .single()
      expect(empty.data).toEqual({ answers: {} })
    })

    it('takes answers up to 64 KiB as JSON text, and refuses one byte more', async () => {
      // '{"a": "…"}' is 9 bytes around the value; 'अ' is 3 bytes.
      const fits = { a: 'x'.repeat(65_536 - 9) }
      const over = { a: 'x'.repeat(65_536 - 8) }
      const overInHindi = { a: 'अ'.repeat(21_843) }
      const created = await asha.client
        .from('documents')
        .insert({ ...draft(), answers: fits })
        .select('id')
        .single()
      expect(created.error).toBeNull()
      expectRefused(
        await asha.client.from('documents').insert({ ...draft(), answers: over }),
        400,
        '23514',
      )
      expectRefused(
        await asha.client.from('documents').insert({ ...draft(), answers: overInHindi }),
        400,
        '23514',
      )
      expectRefused(
        await asha.client.from('documents').update({ answers: over }).eq('id', created.data!.id),
        400,
        '23514',
      )
      await asha.client.from('documents').delete().eq('id', created.data!.id)
    })

    it('needs a title of 1 to 120 characters, not counting spaces around it', async () => {
      for (const title of ['', '   ', 'x'.repeat(121), ` ${'x'.repeat(121)} `]) {
        expectRefused(await asha.client.from('documents').insert(draft(title)), 400, '23514')
      }
      expectRefused(await asha.client.from('documents').insert(draft(null!)), 400, '23502')
      expectRefused(
        await asha.client.from('documents').update({ title: ' ' }).eq('id', ids.asha),
        400,
        '23514',
      )
      const longest = await asha.client
        .from('documents')
        .insert(draft(`  ${'शपथ'.repeat(40)}  `))
        .select('id')
        .single()
      expect(longest.error).toBeNull()
      await asha.client.from('documents').delete().eq('id', longest.data!.id)
    })

    it('knows two statuses: draft and final', async () => {
      for (const status of ['archived', 'Draft', '']) {
        expectRefused(
          await asha.client.from('documents').insert({ ...draft(), status }),
          400,
          '23514',
        )
      }
      expectRefused(
        await asha.client.from('documents').update({ status: 'deleted' }).eq('id', ids.asha),
        400,
        '23514',
      )
    })

    it('does not let the client set the version, the owner, the dates or a new id', async () => {
      const forged = {
        version: 99,
        owner_id: bela.id,
        created_at: '2020-01-01T00:00:00Z',
        updated_at: '2020-01-01T00:00:00Z',
      }
      for (const [column, value] of Object.entries(forged)) {
        expectRefused(
          await asha.client.from('documents').insert({ ...draft(), [column]: value }),
          403,
          '42501',
        )
        expectRefused(
          await asha.client
            .from('documents')
            .update({ [column]: value })
            .eq('id', ids.asha),
          403,
          '42501',
        )
      }
      expectRefused(
        await asha.client.from('documents').update({ id: randomUUID() }).eq('id', ids.asha),
        403,
        '42501',
      )
      expect(await rowOf(ids.asha)).toMatchObject({ owner_id: asha.id, version: 1 })
    })
  })

  describe('saving', () => {
    it('counts every save in version, dates it, and keeps created_at', async () => {
      const created = await asha.client.from('documents').insert(draft()).select().single()
      const id = created.data!.id as string
      let last = created.data!
      for (const version of [2, 3, 4]) {
        const saved = await asha.client
          .from('documents')
          .update({ answers: { deponentName: `Asha ${version}` } })
          .eq('id', id)
          .eq('version', version - 1)
          .select()
          .single()
        expect(saved.error).toBeNull()
        expect(saved.data).toMatchObject({ version, created_at: created.data!.created_at })
        expect(Date.parse(saved.data!.updated_at)).toBeGreaterThanOrEqual(
          Date.parse(last.updated_at),
        )
        last = saved.data!
      }
      expect(Date.parse(last.updated_at)).toBeGreaterThan(Date.parse(created.data!.created_at))
      await asha.client.from('documents').delete().eq('id', id)
    })

    it('changes nothing when the version the app read is no longer the current one', async () => {
      const created = await asha.client.from('documents').insert(draft()).select('id').single()
      const id = created.data!.id
      const first = await asha.client
        .from('documents')
        .update({ answers: { deponentName: 'First tab' } })
        .eq('id', id)
        .eq('version', 1)
        .select('version')
      expect(first.data).toEqual([{ version: 2 }])
      const stale = await asha.client
        .from('documents')
        .update({ answers: { deponentName: 'Second tab' } })
        .eq('id', id)
        .eq('version', 1)
        .select('version')
      expect(stale).toMatchObject({ status: 200, error: null, data: [] })
      expect(await rowOf(id)).toMatchObject({ answers: { deponentName: 'First tab' }, version: 2 })
      await asha.client.from('documents').delete().eq('id', id)
    })

    it('locks a final document (LS023) until it is reopened as a draft', async () => {
      expectRefused(
        await asha.client
          .from('documents')
          .update({ answers: { deponentName: 'Changed' } })
          .eq('id', ids.ashaFinal),
        400,
        'LS023',
        FINAL,
      )
      expectRefused(
        await asha.client.from('documents').update({ title: 'Renamed' }).eq('id', ids.ashaFinal),
        400,
        'LS023',
        FINAL,
      )
      expect(await rowOf(ids.ashaFinal)).toMatchObject({ status: 'final', version: 1 })
      // Saving a final document unchanged is no edit.
      const same = await asha.client
        .from('documents')
        .update({ status: 'final', title: 'Rent agreement' })
        .eq('id', ids.ashaFinal)
        .select('version')
      expect(same.data).toEqual([{ version: 2 }])
      // Reopening it and changing it in the same request is an edit of a final document.
      for (const change of [{ answers: { deponentName: 'Changed' } }, { title: 'Renamed' }]) {
        expectRefused(
          await asha.client
            .from('documents')
            .update({ status: 'draft', ...change })
            .eq('id', ids.ashaFinal),
          400,
          'LS023',
          FINAL,
        )
      }
      expect(await rowOf(ids.ashaFinal)).toMatchObject({ status: 'final', version: 2 })
      const reopened = await asha.client
        .from('documents')
        .update({ status: 'draft' })
        .eq('id', ids.ashaFinal)
        .select('status, version')
      expect(reopened.data).toEqual([{ status: 'draft', version: 3 }])
      const edited = await asha.client
        .from('documents')
        .update({ title: 'Rent agreement (revised)' })
        .eq('id', ids.ashaFinal)
        .select('title, version')
      expect(edited.data).toEqual([{ title: 'Rent agreement (revised)', version: 4 }])
    })

    it('stores a create retried with the same id once (23505 the second time)', async () => {
      const id = randomUUID()
      const first = await asha.client
        .from('documents')
        .insert({ id, ...draft() })
        .select('id')
        .single()
      expect(first).toMatchObject({ status: 201, data: { id } })
      const again = await asha.client.from('documents').insert({ id, ...draft('Retried') })
      expectRefused(again, 409, '23505')
      // Someone else sending the same id learns nothing more than a conflict, and gets no row.
      expectRefused(await bela.client.from('documents').insert({ id, ...draft() }), 409, '23505')
      const { rows } = await backend.db.query(
        'select owner_id, title from public.documents where id = $1',
        [id],
      )
      expect(rows).toEqual([{ owner_id: asha.id, title: 'Affidavit for change of name' }])
      await asha.client.from('documents').delete().eq('id', id)
    })
  })

  describe('at most 200 documents per account', () => {
    let kiran: User

    beforeAll(async () => {
      kiran = await newUser('Kiran', 'client', 'premium')
      // 200 in one request body, as the service role.
      const rows = Array.from({ length: 200 }, (_, i) => ({
        owner_id: kiran.id,
        ...draft(`Document ${i + 1}`),
      }))
      const { error } = await backend.service().from('documents').insert(rows)
      if (error) throw new Error(`${error.code} ${error.message}`)
    })

    it('refuses the 201st with LS022, also in one request body from the service role', async () => {
      expectRefused(await kiran.client.from('documents').insert(draft()), 400, 'LS022', LIMIT)
      expectRefused(
        await backend
          .service()
          .from('documents')
          .insert({ owner_id: kiran.id, ...draft() }),
        400,
        'LS022',
        LIMIT,
      )
      // Others are not counted with Kiran.
      const other = await bela.client.from('documents').insert(draft()).select('id').single()
      expect(other.error).toBeNull()
      await bela.client.from('documents').delete().eq('id', other.data!.id)
    })

    it('answers a retried create of a stored id with 23505, not LS022', async () => {
      const { data } = await kiran.client.from('documents').select('id').limit(1).single()
      expectRefused(
        await kiran.client.from('documents').insert({ id: data!.id, ...draft() }),
        409,
        '23505',
      )
    })

    it('lets exactly as many parallel creates through as there are free places', async () => {
      const { data } = await kiran.client.from('documents').select('id').limit(2)
      await kiran.client
        .from('documents')
        .delete()
        .in(
          'id',
          data!.map((row) => row.id),
        )
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          kiran.client.from('documents').insert(draft(`Parallel ${i}`)),
        ),
      )
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 400, 400, 400])
      for (const answer of answers.filter((a) => a.status === 400))
        expect(answer.error).toMatchObject({ code: 'LS022', message: LIMIT })
      const { rows } = await backend.db.query(
        'select count(*)::int as n from public.documents where owner_id = $1',
        [kiran.id],
      )
      expect(rows[0]).toEqual({ n: 200 })
    })
  })
})
