import { OFFLINE_ERROR } from '@/lib/api-error'
import {
  createFakeDocumentsClient,
  DOCUMENT_ID,
  LS021,
  LS022,
  NETWORK_ERROR,
} from '../testing/fake-documents-client'
import { createDocument } from './create-document'
import { DocumentError } from './document-errors'

const draft = {
  id: DOCUMENT_ID,
  template: 'affidavit' as const,
  title: 'Affidavit for change of name',
  answers: { deponentName: '', statements: [''] },
}

describe('createDocument', () => {
  it('stores a draft with the id made on this device and returns the row', async () => {
    const fake = createFakeDocumentsClient()

    const created = await createDocument(fake.client, draft)

    expect(created).toMatchObject({ ...draft, status: 'draft', version: 1 })
    expect(fake.writes).toEqual([
      { operation: 'upsert', values: { ...draft, status: 'draft' }, filters: {} },
    ])
  })

  it('stores a retried draft once and returns it again', async () => {
    const fake = createFakeDocumentsClient()
    // The first try reaches the server but its answer is lost.
    fake.failNext('documents:upsert', NETWORK_ERROR, { lost: true })

    await expect(createDocument(fake.client, draft)).rejects.toThrow(OFFLINE_ERROR)
    await expect(createDocument(fake.client, draft)).resolves.toMatchObject({ id: DOCUMENT_ID })
    expect(fake.documents).toHaveLength(1)
  })

  it('keeps the message of a refusal (free plan, the cap)', async () => {
    const fake = createFakeDocumentsClient({ plan: 'free' })
    await expect(createDocument(fake.client, draft)).rejects.toMatchObject({
      message: LS021.message,
      code: 'LS021',
      isPermanent: true,
    })

    fake.state.plan = 'premium'
    fake.failNext('documents:upsert', LS022)
    const refusal = await createDocument(fake.client, draft).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(DocumentError)
    expect(refusal).toMatchObject({ message: LS022.message })
  })
})
