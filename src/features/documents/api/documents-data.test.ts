// @vitest-environment node
import { createClient } from '@supabase/supabase-js'
import { GENERIC_ERROR, OFFLINE_ERROR } from '@/lib/api-error'
import type { AppSupabaseClient } from '@/lib/supabase'
import { withRealBackend } from '@/testing/real-backend'
import {
  changeElsewhere,
  documentsMember,
  setPlan,
  storeDocument,
  storedDocuments,
} from '../testing/documents-scene'
import { createDocument } from './create-document'
import { deleteDocument } from './delete-document'
import { DocumentConflictError, DocumentError } from './document-errors'
import { duplicateDocument } from './duplicate-document'
import { getDocument } from './get-document'
import { documentsQueryOptions, getDocuments } from './get-documents'
import { getRecentDocuments, recentDocumentsQueryOptions } from './get-recent-documents'
import { saveDocument } from './save-document'

// The documents' data operations on the real backend: own rows only, the version and the
// timestamps, Premium for writes (LS021), the 200 cap (LS022) and the final lock (LS023) are the
// documents migration's; only the network is injected.
const backend = withRealBackend()
const { faults, sql } = backend

// supabase-js wants a WebSocket class when made (for realtime, unused here); Node 20 has none.
vi.stubGlobal('WebSocket', globalThis.WebSocket ?? class {})

const DOCUMENTS = '/rest/v1/documents'
const LS021_MESSAGE =
  'Saving documents is part of Premium. Upgrade to Premium to save and download documents.'
const LS022_MESSAGE =
  'You have 200 saved documents, the most an account can keep. Delete one to save another.'
const LS023_MESSAGE = 'This document is final. Reopen it as a draft to edit it.'

const newDraft = () => ({
  id: crypto.randomUUID(),
  template: 'affidavit' as const,
  title: 'Affidavit for change of name',
  answers: { deponentName: '', statements: [''] },
})

/** The instant a timestamp names, whatever offset the database wrote it in. */
const instant = (timestamp: string) => new Date(timestamp).toISOString()

describe('createDocument', () => {
  it('stores a draft with the id made on this device and returns the row', async () => {
    const me = await documentsMember(backend)
    const draft = newDraft()

    const created = await createDocument(me.client, draft)

    expect(created).toMatchObject({ ...draft, status: 'draft', version: 1 })
    expect(await storedDocuments(backend, me)).toEqual([{ ...draft, status: 'draft', version: 1 }])
  })

  it('stores a retried draft once and returns it again', async () => {
    const me = await documentsMember(backend)
    const draft = newDraft()
    // The first try reaches the server but its answer is lost.
    faults.failNext(`POST ${DOCUMENTS}`, 'lost')

    await expect(createDocument(me.client, draft)).rejects.toThrow(OFFLINE_ERROR)
    await expect(createDocument(me.client, draft)).resolves.toMatchObject({ id: draft.id })
    expect(await storedDocuments(backend, me)).toHaveLength(1)
  })

  it('keeps the message of a refusal (free plan, the cap of 200)', async () => {
    const me = await documentsMember(backend, { plan: 'free' })
    await expect(createDocument(me.client, newDraft())).rejects.toMatchObject({
      message: LS021_MESSAGE,
      code: 'LS021',
      isPermanent: true,
    })

    await setPlan(backend, me, 'premium')
    await sql(
      `insert into public.documents (owner_id, template, title)
       select $1, 'affidavit', 'Document ' || n from generate_series(1, 200) as n`,
      [me.id],
    )
    const refusal = await createDocument(me.client, newDraft()).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(DocumentError)
    expect(refusal).toMatchObject({ message: LS022_MESSAGE, code: 'LS022' })
    // The list is whole at the cap.
    expect(await getDocuments(me.client)).toHaveLength(200)
  })
})

describe('getDocument', () => {
  it('reads one of the user’s documents with its answers', async () => {
    const me = await documentsMember(backend)
    const answers = { deponentName: 'Asha Rao', statements: ['One'] }
    const { id } = await storeDocument(backend, me, { answers })

    await expect(getDocument(me.client, id)).resolves.toMatchObject({
      id,
      template: 'affidavit',
      title: 'Affidavit for change of name',
      answers,
      status: 'draft',
      version: 1,
    })
  })

  it('is null for someone else’s document or an unknown id', async () => {
    const me = await documentsMember(backend)
    const theirs = await storeDocument(backend, await documentsMember(backend))

    await expect(getDocument(me.client, theirs.id)).resolves.toBeNull()
    await expect(getDocument(me.client, crypto.randomUUID())).resolves.toBeNull()
  })

  it('keeps the answers it can use and drops values no field could hold', async () => {
    const me = await documentsMember(backend)
    const { id } = await storeDocument(backend, me, {
      answers: { name: 'Asha', age: 34, list: ['a', 2], items: ['a', 'b'] } as never,
    })

    const document = await getDocument(me.client, id)

    expect(document?.answers).toEqual({ name: 'Asha', items: ['a', 'b'] })
  })

  it('says which record came back in an unexpected shape', async () => {
    // The database's checks keep a stored row in shape: only a server answering otherwise can.
    const answer = { id: 'd1', template: 'will', title: 'A will', answers: {}, status: 'draft' }
    const client = createClient('http://127.0.0.1:54321', 'anon', {
      global: { fetch: async () => Response.json(answer) },
      auth: { persistSession: false },
    }) as unknown as AppSupabaseClient

    await expect(getDocument(client, 'd1')).rejects.toThrow(
      /^The document came back in an unexpected shape/,
    )
  })
})

describe('getDocuments', () => {
  it('lists only the user’s documents, most recently edited first, without the answers', async () => {
    const me = await documentsMember(backend)
    await storeDocument(backend, me, { title: 'Older', updated_at: '2026-11-20T10:00:00+05:30' })
    const newer = await storeDocument(backend, me, {
      title: 'Newer',
      template: 'rent_agreement',
      status: 'final',
      answers: { tenant: 'Ravi' },
      updated_at: '2026-11-25T10:00:00+05:30',
    })
    await storeDocument(backend, await documentsMember(backend), { title: 'Not mine' })

    const documents = await getDocuments(me.client)

    expect(documents.map((document) => document.title)).toEqual(['Newer', 'Older'])
    expect(documents[0]).toEqual({
      id: newer.id,
      template: 'rent_agreement',
      title: 'Newer',
      status: 'final',
      updated_at: expect.any(String),
    })
    expect(instant(documents[0]!.updated_at)).toBe('2026-11-25T04:30:00.000Z')
  })

  it('breaks a tie of the same edit time by id, and takes at most the limit asked', async () => {
    const me = await documentsMember(backend)
    const sameTime = '2026-11-20T10:00:00+05:30'
    const ids = []
    for (const title of ['One', 'Two', 'Three'])
      ids.push((await storeDocument(backend, me, { title, updated_at: sameTime })).id)

    const documents = await getDocuments(me.client, { limit: 2 })

    expect(documents.map((document) => document.id)).toEqual(ids.sort().slice(0, 2))
  })

  it('throws the database’s error', async () => {
    const me = await documentsMember(backend)
    faults.failNext(`GET ${DOCUMENTS}`, { code: '42501', message: 'permission denied' })
    await expect(getDocuments(me.client)).rejects.toMatchObject({ code: '42501' })
  })

  it('is cached under the feature’s list key', () => {
    expect(documentsQueryOptions().queryKey).toEqual(['documents', 'list', 'all'])
  })
})

describe('getRecentDocuments', () => {
  it('gives the dashboard the five newest as id, title, type and date', async () => {
    const me = await documentsMember(backend)
    const many = []
    for (let index = 0; index < 7; index += 1)
      many.push(
        await storeDocument(backend, me, {
          title: `Document ${index}`,
          updated_at: `2026-11-1${index}T10:00:00Z`,
        }),
      )

    const recent = await getRecentDocuments(me.client)

    expect(recent.map((document) => document.title)).toEqual([
      'Document 6',
      'Document 5',
      'Document 4',
      'Document 3',
      'Document 2',
    ])
    expect(recent[0]).toEqual({
      id: many[6]!.id,
      title: 'Document 6',
      type: 'affidavit',
      date: expect.any(String),
    })
    expect(instant(recent[0]!.date)).toBe('2026-11-16T10:00:00.000Z')
  })

  it('is cached under the feature’s recent key, a list the writes refresh', () => {
    expect(recentDocumentsQueryOptions().queryKey).toEqual(['documents', 'list', 'recent'])
  })
})

describe('saveDocument', () => {
  it('updates the document at the version it was made from and returns the next version', async () => {
    const me = await documentsMember(backend)
    const stored = await storeDocument(backend, me)
    await changeElsewhere(backend, stored.id, {})
    await changeElsewhere(backend, stored.id, {})

    const saved = await saveDocument(me.client, {
      id: stored.id,
      version: 3,
      title: 'Renamed',
      answers: { deponentName: 'Asha Rao' },
    })

    expect(saved).toMatchObject({
      title: 'Renamed',
      answers: { deponentName: 'Asha Rao' },
      version: 4,
    })
    expect(new Date(saved.updated_at).getTime()).toBeGreaterThan(
      new Date(stored.updated_at).getTime(),
    )
    expect(await storedDocuments(backend, me)).toEqual([
      expect.objectContaining({ title: 'Renamed', answers: { deponentName: 'Asha Rao' } }),
    ])
  })

  it('changes only what it is given (a status alone)', async () => {
    const me = await documentsMember(backend)
    const stored = await storeDocument(backend, me, { answers: { deponentName: 'Asha' } })

    await saveDocument(me.client, { id: stored.id, version: 1, status: 'final' })

    expect(await storedDocuments(backend, me)).toEqual([
      expect.objectContaining({
        title: stored.title,
        answers: { deponentName: 'Asha' },
        status: 'final',
        version: 2,
      }),
    ])
  })

  it('is a conflict, not an overwrite, when the version moved on elsewhere', async () => {
    const me = await documentsMember(backend)
    const stored = await storeDocument(backend, me)
    await changeElsewhere(backend, stored.id, { title: 'From the other tab' })

    const failure = await saveDocument(me.client, {
      id: stored.id,
      version: 1,
      title: 'Mine',
    }).catch((error: unknown) => error)

    expect(failure).toBeInstanceOf(DocumentConflictError)
    expect(failure).toMatchObject({ documentId: stored.id })
    expect(await storedDocuments(backend, me)).toEqual([
      expect.objectContaining({ title: 'From the other tab', version: 2 }),
    ])
  })

  it('keeps the refusals’ messages and hides the database’s wording otherwise', async () => {
    const me = await documentsMember(backend)
    const stored = await storeDocument(backend, me, { status: 'final' })

    await expect(
      saveDocument(me.client, { id: stored.id, version: 1, title: 'Changed' }),
    ).rejects.toMatchObject({ message: LS023_MESSAGE, isPermanent: true })

    await setPlan(backend, me, 'free')
    await expect(
      saveDocument(me.client, { id: stored.id, version: 1, status: 'draft' }),
    ).rejects.toMatchObject({ message: LS021_MESSAGE, code: 'LS021' })

    await setPlan(backend, me, 'premium')
    const draft = await storeDocument(backend, me)
    // A blank title breaks the column's check (23514).
    await expect(
      saveDocument(me.client, { id: draft.id, version: 1, title: '   ' }),
    ).rejects.toMatchObject({ code: '23514', message: GENERIC_ERROR, isPermanent: true })

    faults.failNext(`PATCH ${DOCUMENTS}`, { code: '', message: 'Bad gateway', status: 502 })
    await expect(
      saveDocument(me.client, { id: draft.id, version: 1, status: 'final' }),
    ).rejects.toMatchObject({ isPermanent: false })
  })
})

describe('duplicateDocument', () => {
  it('creates a draft with the same template and answers, titled Copy of …', async () => {
    const me = await documentsMember(backend)
    const source = await storeDocument(backend, me, {
      template: 'bail_application',
      title: 'Bail application – Ravi',
      status: 'final',
      answers: { accusedName: 'Ravi', grounds: ['first offence'] },
    })
    const copyId = crypto.randomUUID()

    const copy = await duplicateDocument(me.client, source, copyId)

    expect(copy).toMatchObject({
      id: copyId,
      template: 'bail_application',
      title: 'Copy of Bail application – Ravi',
      answers: { accusedName: 'Ravi', grounds: ['first offence'] },
      status: 'draft',
      version: 1,
    })
    expect(await storedDocuments(backend, me)).toHaveLength(2)
  })

  it('cuts a long title to the 120 characters the column takes', async () => {
    const me = await documentsMember(backend)
    const copy = await duplicateDocument(me.client, {
      template: 'affidavit',
      title: 'अ'.repeat(120),
      answers: {},
    })
    expect(Array.from(copy.title)).toHaveLength(120)
    expect(copy.title.startsWith('Copy of अ')).toBe(true)
  })
})

describe('deleteDocument', () => {
  it('deletes the document; one already gone is no error', async () => {
    const me = await documentsMember(backend)
    const stored = await storeDocument(backend, me)

    await deleteDocument(me.client, stored.id)
    await deleteDocument(me.client, stored.id)

    expect(await storedDocuments(backend, me)).toEqual([])
  })
})
