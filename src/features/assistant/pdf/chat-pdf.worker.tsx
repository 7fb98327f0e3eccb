// A module worker: react-pdf lays out and shapes the text (Devanagari too) off the main thread, so
// a phone stays responsive while a long chat is rendered, and the renderer (~430 KB gzip, with its
// own React reconciler) is a bundle of its own, fetched on the first 'Export PDF' only.
import { pdf } from '@react-pdf/renderer'
import { registerBundledPdfFonts } from '@/lib/register-bundled-pdf-fonts'
import { ChatDocument } from './chat-document'
import type { PdfRequest, PdfResponse } from './pdf-messages'

registerBundledPdfFonts()

addEventListener('message', async (event: MessageEvent<PdfRequest>) => {
  let response: PdfResponse
  try {
    const { chat, exportedAt } = event.data
    const blob = await pdf(<ChatDocument chat={chat} exportedAt={new Date(exportedAt)} />).toBlob()
    response = { blob }
  } catch (error) {
    response = { error: error instanceof Error ? error.message : String(error) }
  }
  self.postMessage(response)
})
