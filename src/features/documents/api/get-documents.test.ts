import {
  buildDocument,
  createFakeDocumentsClient,
  SOMEONE_ELSE,
} from '../testing/fake-documents-client'
import { getDocuments } from './get-documents'
import { getRecentDocuments, recentDocumentsQueryOptions } from './get-recent-documents'
import { documentsQueryOptions } from './get-documents'

const older = buildDocument({ title: 'Older', updated_at: '2026-11-20T10:00:00+05:30' })
const newer = buildDocument({
  title: 'Newer',
  template: 'rent_agreement',
  status: 'final',
  updated_at: '2026-11-25T10:00:00+05:30',
})

describe('getDocuments', () => {
  it('lists only the user’s documents, most recently edited first, without the answers', async () => {
    const fake = createFakeDocumentsClient({
      documents: [
        older,
        newer,
        { ...buildDocument({ title: 'Not mine' }), owner_id: SOMEONE_ELSE },
      ],
    })

    const documents = await getDocuments(fake.client)

    expect(documents.map((document) => document.title)).toEqual(['Newer', 'Older'])
    expect(documents[0]).toEqual({
      id: newer.id,
      template: 'rent_agreement',
      title: 'Newer',
      status: 'final',
      updated_at: '2026-11-25T10:00:00+05:30',
    })
  })

  it('asks for the columns it shows, newest first, at most 200', async () => {
    const fake = createFakeDocumentsClient()
    const select = vi.fn()
    fake.from.mockImplementationOnce(() => {
      const builder = {
        select: (columns: string) => (select(columns), builder),
        order: (column: string, options: unknown) => (select(column, options), builder),
        limit: (count: number) => (select(count), builder),
        then: (resolve: (value: unknown) => unknown) => resolve({ data: [], error: null }),
      }
      return builder as never
    })

    await getDocuments(fake.client)

    expect(select.mock.calls).toEqual([
      ['id,template,title,status,updated_at'],
      ['updated_at', { ascending: false }],
      ['id', { ascending: true }],
      [200],
    ])
  })

  it('throws the database’s error', async () => {
    const fake = createFakeDocumentsClient()
    fake.failures['documents:select'] = { code: '42501', message: 'permission denied' }
    await expect(getDocuments(fake.client)).rejects.toMatchObject({ code: '42501' })
  })

  it('is cached under the feature’s list key', () => {
    expect(documentsQueryOptions().queryKey).toEqual(['documents', 'list', 'all'])
  })
})

describe('getRecentDocuments', () => {
  it('gives the dashboard the five newest as id, title, type and date', async () => {
    const many = Array.from({ length: 7 }, (_, index) =>
      buildDocument({ title: `Document ${index}`, updated_at: `2026-11-1${index}T10:00:00Z` }),
    )
    const fake = createFakeDocumentsClient({ documents: many })

    const recent = await getRecentDocuments(fake.client)

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
      date: '2026-11-16T10:00:00Z',
    })
  })

  it('is cached under the feature’s recent key, a list the writes refresh', () => {
    expect(recentDocumentsQueryOptions().queryKey).toEqual(['documents', 'list', 'recent'])
  })
})
