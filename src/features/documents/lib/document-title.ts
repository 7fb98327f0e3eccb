import * as z from 'zod/mini'
import { m } from '@/features/documents/messages/documents'

/** documents.title: 1–120 characters once trimmed (the check of the documents migration). */
export const DOCUMENT_TITLE_MAX_LENGTH = 120

const TITLE_REQUIRED = m.titleRequired
const TITLE_TOO_LONG = m.titleTooLong(DOCUMENT_TITLE_MAX_LENGTH)

const documentTitleSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, TITLE_REQUIRED),
    z.maxLength(DOCUMENT_TITLE_MAX_LENGTH, TITLE_TOO_LONG),
  )

/** The trimmed title, or the message to show under the field. */
export function checkTitle(title: string): { title: string } | { error: string } {
  const result = documentTitleSchema.safeParse(title)
  return result.success
    ? { title: result.data }
    : { error: result.error.issues[0]?.message ?? TITLE_REQUIRED }
}

/** 'Copy of <title>', cut to fit the column (by characters, never inside one). */
export function copyTitle(title: string): string {
  return Array.from(m.copyTitle(title.trim())).slice(0, DOCUMENT_TITLE_MAX_LENGTH).join('').trim()
}
