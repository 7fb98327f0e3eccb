// What 'Download PDF' calls: it starts the PDF worker (react-pdf and the Noto Sans Devanagari font
// load there, on the first click, never with the page) and downloads what it renders.
import { downloadBlob } from '@/lib/download-blob'
import { renderInWorker } from '@/lib/render-in-worker'
import type { DocumentModel } from '../templates/types'
import type { DocumentPdfRequest } from './pdf-messages'

/** Renders the document in a worker; rejects with a message a person can act on if it fails. */
export function renderDocumentPdf(model: DocumentModel): Promise<Blob> {
  const worker = new Worker(new URL('./document-pdf.worker.tsx', import.meta.url), {
    type: 'module',
    name: 'lexsetu-document-pdf',
  })
  const request: DocumentPdfRequest = { model }
  return renderInWorker(worker, request)
}

/** Renders the document and downloads it as `fileName` (lib/file-name.ts makes it from the title). */
export async function downloadDocumentPdf(model: DocumentModel, fileName: string): Promise<void> {
  downloadBlob(await renderDocumentPdf(model), fileName)
}
