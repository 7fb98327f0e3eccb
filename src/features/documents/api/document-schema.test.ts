import type { RowColumns } from '@/testing/database-rows'
import type { DocumentRow, DocumentSummary } from './document-schema'

// Checked by the type checker (npm run typecheck): the schemas read what documents holds.
describe('the documents row schemas', () => {
  it('read columns of documents, of their types', () => {
    expectTypeOf<DocumentRow>().toExtend<RowColumns<'documents', DocumentRow>>()
    expectTypeOf<DocumentSummary>().toExtend<RowColumns<'documents', DocumentSummary>>()
  })
})
