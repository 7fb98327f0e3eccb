import type { DocumentRow } from '../api/document-schema'

let counter = 0

/** A documents row as its owner reads it (a draft of the affidavit unless told), for props. */
export function buildDocument(overrides: Partial<DocumentRow> = {}): DocumentRow {
  counter += 1
  return {
    id: `a1d00000-0000-4000-8000-${String(100 + counter).padStart(12, '0')}`,
    template: 'affidavit',
    title: 'Affidavit for change of name',
    answers: {},
    status: 'draft',
    version: 1,
    created_at: '2026-11-20T10:00:00+05:30',
    updated_at: '2026-11-20T10:00:00+05:30',
    ...overrides,
  }
}
