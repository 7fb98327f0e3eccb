import {
  buildDocument,
  createFakeDocumentsClient,
  SOMEONE_ELSE,
} from '../testing/fake-documents-client'
import { getDocument } from './get-document'

describe('getDocument', () => {
  it('reads one of the user’s documents with its answers', async () => {
    const stored = buildDocument({ answers: { deponentName: 'Asha Rao', statements: ['One'] } })
    const fake = createFakeDocumentsClient({ documents: [stored] })

    await expect(getDocument(fake.client, stored.id)).resolves.toEqual(stored)
  })

  it('is null for someone else’s document or an unknown id', async () => {
    const theirs = { ...buildDocument(), owner_id: SOMEONE_ELSE }
    const fake = createFakeDocumentsClient({ documents: [theirs] })

    await expect(getDocument(fake.client, theirs.id)).resolves.toBeNull()
    await expect(
      getDocument(fake.client, '00000000-0000-4000-8000-000000000999'),
    ).resolves.toBeNull()
  })

  it('keeps the answers it can use and drops values no field could hold', async () => {
    const stored = buildDocument()
    const fake = createFakeDocumentsClient({ documents: [stored] })
    fake.documents[0]!.answers = { name: 'Asha', age: 34, list: ['a', 2], items: ['a', 'b'] }

    const document = await getDocument(fake.client, stored.id)

    expect(document?.answers).toEqual({ name: 'Asha', items: ['a', 'b'] })
  })

  it('says which record came back in an unexpected shape', async () => {
    const stored = buildDocument()
    const fake = createFakeDocumentsClient({ documents: [stored] })
    fake.documents[0]!.template = 'will'

    await expect(getDocument(fake.client, stored.id)).rejects.toThrow(
      /^The document came back in an unexpected shape/,
    )
  })
})
