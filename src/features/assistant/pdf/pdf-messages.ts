import type { Chat } from '../api/get-chat'

/** What the page asks the PDF worker for, and what it answers. */
export type PdfRequest = { chat: Chat; exportedAt: string }
export type PdfResponse = { blob: Blob; error?: undefined } | { error: string; blob?: undefined }
