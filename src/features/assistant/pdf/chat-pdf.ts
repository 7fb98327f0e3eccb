// What 'Export PDF' imports on click: it starts the PDF worker (react-pdf and the Noto Sans
// Devanagari font load there, not in the /chatbot page) and downloads what it renders.
import { downloadBlob } from '@/lib/download-blob'
import { renderInWorker } from '@/lib/render-in-worker'
import type { Chat } from '../api/get-chat'
import { isoDay } from '../utils/format-date'
import type { PdfRequest } from './pdf-messages'

/** Renders the chat in a worker; rejects with a message a person can act on if it fails. */
export function renderChatPdf(chat: Chat, exportedAt: Date): Promise<Blob> {
  const worker = new Worker(new URL('./chat-pdf.worker.tsx', import.meta.url), {
    type: 'module',
    name: 'lexsetu-pdf',
  })
  const request: PdfRequest = { chat, exportedAt: exportedAt.toISOString() }
  return renderInWorker(worker, request)
}

/** Downloads the chat as lexsetu-chat-<YYYY-MM-DD>.pdf (the day in India). */
export async function downloadChatPdf(chat: Chat, exportedAt = new Date()) {
  downloadBlob(await renderChatPdf(chat, exportedAt), `lexsetu-chat-${isoDay(exportedAt)}.pdf`)
}
