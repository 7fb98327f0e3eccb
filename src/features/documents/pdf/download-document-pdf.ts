// What 'Download PDF' calls: it starts the PDF worker (react-pdf and the Noto Sans Devanagari font
// load there, on the first click, never with the page) and downloads what it renders.
import { downloadBlob } from '@/lib/download-blob'
import type { DocumentModel } from '../templates/types'
import type { DocumentPdfRequest, DocumentPdfResponse } from './pdf-messages'

/** Renders the document in a worker; rejects with a message a person can act on if it fails. */
export function renderDocumentPdf(model: DocumentModel): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./document-pdf.worker.tsx', import.meta.url), {
      type: 'module',
      name: 'lexsetu-document-pdf',
    })
    worker.addEventListener('message', (event: MessageEvent<DocumentPdfResponse>) => {
      worker.terminate()
      if (event.data.blob) resolve(event.data.blob)
      else reject(new Error('The PDF could not be made. Try again.', { cause: event.data.error }))
    })
    worker.addEventListener('error', (event) => {
      worker.terminate()
      reject(
        new Error('The PDF maker could not be loaded. Check your connection and try again.', {
          cause: event.message,
        }),
      )
    })
    const request: DocumentPdfRequest = { model }
    worker.postMessage(request)
  })
}

/** Renders the document and downloads it as `fileName` (lib/file-name.ts makes it from the title). */
export async function downloadDocumentPdf(model: DocumentModel, fileName: string): Promise<void> {
  downloadBlob(await renderDocumentPdf(model), fileName)
}
