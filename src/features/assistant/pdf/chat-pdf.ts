// What 'Export PDF' imports on click: it starts the PDF worker (react-pdf and the Noto Sans
// Devanagari font load there, not in the /chatbot page) and downloads what it renders.
import { downloadBlob } from '@/lib/download-blob'
import type { Chat } from '../api/get-chat'
import { isoDay } from '../utils/format-date'
import type { PdfRequest, PdfResponse } from './pdf-messages'

/** Renders the chat in a worker; rejects with the renderer's message if it fails. */
export function renderChatPdf(chat: Chat, exportedAt: Date): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./chat-pdf.worker.tsx', import.meta.url), {
      type: 'module',
      name: 'lexsetu-pdf',
    })
    worker.addEventListener('message', (event: MessageEvent<PdfResponse>) => {
      worker.terminate()
      if (event.data.blob) resolve(event.data.blob)
      else reject(new Error(event.data.error ?? 'The PDF could not be made.'))
    })
    worker.addEventListener('error', (event) => {
      worker.terminate()
      reject(new Error(event.message || 'The PDF renderer could not be loaded. Try again.'))
    })
    const request: PdfRequest = { chat, exportedAt: exportedAt.toISOString() }
    worker.postMessage(request)
  })
}

/** Downloads the chat as lexsetu-chat-<YYYY-MM-DD>.pdf (the day in India). */
export async function downloadChatPdf(chat: Chat, exportedAt = new Date()) {
  downloadBlob(await renderChatPdf(chat, exportedAt), `lexsetu-chat-${isoDay(exportedAt)}.pdf`)
}
