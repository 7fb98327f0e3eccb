import type { DocumentModel } from '../templates/types'

/** What the page asks the document PDF worker for, and what it answers. */
export type DocumentPdfRequest = { model: DocumentModel }
export type DocumentPdfResponse =
  | { blob: Blob; error?: undefined }
  | { error: string; blob?: undefined }
