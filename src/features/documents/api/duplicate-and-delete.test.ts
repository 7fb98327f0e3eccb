import { buildDocument, createFakeDocumentsClient } from '../testing/fake-documents-client'
import { deleteDocument } from './delete-document'
import { duplicateDocument } from './duplicate-document'

const COPY_ID = 'd3d00000-0000-4000-8000-0000000000c1'

describe('duplicateDocument', () => {
  it('creates a draft with the same template and answers, titled Copy of …', async () => {
    const source = buildDocument({
      template: 'bail_application',
      title: 'Bail application – Ravi',
      status: 'final',
      answers: { accusedName: 'Ravi', grounds: ['first offence'] },
    })
    const fake = createFakeDocumentsClient({ documents: [source] })

    const copy = await duplicateDocument(fake.client, source, COPY_ID)

    expect(copy).toMatchObject({
      id: COPY_ID,
      template: 'bail_application',
      title: 'Copy of Bail application – Ravi',
      answers: { accusedName: 'Ravi', grounds: ['first offence'] },
      status: 'draft',
      version: 1,
    })
  })

  it('cuts a long title to the 120 characters the column takes', async () => {
    const fake = createFakeDocumentsClient()
    const copy = await duplicateDocument(
      fake.client,
      { template: 'affidavit', title: 'अ'.repeat(120), answers: {} },
      COPY_ID,
    )
    expect(Array.from(copy.title)).toHaveLength(120)
    expect(copy.title.startsWith('Copy of अ')).toBe(true)
  })
})

describe('deleteDocument', () => {
  it('deletes the document; one already gone is no error', async () => {
    const stored = buildDocument()
    const fake = createFakeDocumentsClient({ documents: [stored] })

    await deleteDocument(fake.client, stored.id)
    await deleteDocument(fake.client, stored.id)

    expect(fake.documents).toEqual([])
  })
})
