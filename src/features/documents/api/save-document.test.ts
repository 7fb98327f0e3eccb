import { GENERIC_ERROR } from '@/lib/api-error'
import {
  buildDocument,
  createFakeDocumentsClient,
  LS021,
  LS023,
} from '../testing/fake-documents-client'
import { DocumentConflictError } from './document-errors'
import { saveDocument } from './save-document'

describe('saveDocument', () => {
  it('updates the document at the version it was made from and returns the next version', async () => {
    const stored = buildDocument({ version: 3 })
    const fake = createFakeDocumentsClient({ documents: [stored] })

    const saved = await saveDocument(fake.client, {
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
    expect(fake.writes).toEqual([
      {
        operation: 'update',
        values: { title: 'Renamed', answers: { deponentName: 'Asha Rao' } },
        filters: { id: stored.id, version: 3 },
      },
    ])
  })

  it('sends only what changes (a status alone)', async () => {
    const stored = buildDocument()
    const fake = createFakeDocumentsClient({ documents: [stored] })

    await saveDocument(fake.client, { id: stored.id, version: 1, status: 'final' })

    expect(fake.writes[0]?.values).toEqual({ status: 'final' })
    expect(fake.row(stored.id)).toMatchObject({ status: 'final', version: 2 })
  })

  it('is a conflict, not an overwrite, when the version moved on elsewhere', async () => {
    const stored = buildDocument()
    const fake = createFakeDocumentsClient({ documents: [stored] })
    fake.changeElsewhere(stored.id, { title: 'From the other tab' })

    const failure = await saveDocument(fake.client, {
      id: stored.id,
      version: 1,
      title: 'Mine',
    }).catch((error: unknown) => error)

    expect(failure).toBeInstanceOf(DocumentConflictError)
    expect(failure).toMatchObject({ documentId: stored.id })
    expect(fake.row(stored.id)).toMatchObject({ title: 'From the other tab', version: 2 })
  })

  it('keeps the refusals’ messages and hides the database’s wording otherwise', async () => {
    const stored = buildDocument({ status: 'final' })
    const fake = createFakeDocumentsClient({ documents: [stored] })

    await expect(
      saveDocument(fake.client, { id: stored.id, version: 1, title: 'Changed' }),
    ).rejects.toMatchObject({ message: LS023.message, isPermanent: true })

    fake.state.plan = 'free'
    await expect(
      saveDocument(fake.client, { id: stored.id, version: 1, status: 'draft' }),
    ).rejects.toMatchObject({ message: LS021.message, code: 'LS021' })

    fake.state.plan = 'premium'
    fake.failNext('documents:update', { code: '23514', message: 'violates check constraint' })
    await expect(
      saveDocument(fake.client, { id: stored.id, version: 1, status: 'draft' }),
    ).rejects.toMatchObject({ message: GENERIC_ERROR, isPermanent: true })

    fake.failNext('documents:update', { code: '', message: 'Bad gateway' })
    await expect(
      saveDocument(fake.client, { id: stored.id, version: 1, status: 'draft' }),
    ).rejects.toMatchObject({ isPermanent: false })
  })
})
