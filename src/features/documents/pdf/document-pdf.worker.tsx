// A module worker: react-pdf lays out and shapes the document (Devanagari too) off the main thread,
// and the renderer is a bundle of its own, fetched on the first 'Download PDF' only.
import { pdf } from '@react-pdf/renderer'
import { registerBundledPdfFonts } from '@/lib/register-bundled-pdf-fonts'
import { DocumentPdf } from './document-pdf'
import type { DocumentPdfRequest, DocumentPdfResponse } from './pdf-messages'

registerBundledPdfFonts()

addEventListener('message', async (event: MessageEvent<DocumentPdfRequest>) => {
  let response: DocumentPdfResponse
  try {
    const blob = await pdf(<DocumentPdf model={event.data.model} />).toBlob()
    response = { blob }
  } catch (error) {
    response = { error: error instanceof Error ? error.message : String(error) }
  }
  self.postMessage(response)
})
