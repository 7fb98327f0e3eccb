import { m } from './messages/document-types'

/** The three templates of the document generator (docs/PRODUCT.md §2 'Documents'); SQL checks the same list. */
export const DOCUMENT_TYPES = ['affidavit', 'rent_agreement', 'bail_application'] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = m.types
