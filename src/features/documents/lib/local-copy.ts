import * as z from 'zod/mini'
import type { Answers } from '../templates/types'

/**
 * Copies of a document kept on this device (localStorage), so that a reload, a closed tab or a
 * dropped connection never loses what was typed:
 * - a saved document's copy: its title and answers, the version they were edited from
 *   (`baseVersion`) and whether they are ahead of the server (`dirty`); gone once saved;
 * - an unsaved draft of a template (the free plan, /documents/new): its title and answers.
 * Keys carry the user, so another account signing in on this browser never sees them.
 */
const LOCAL_COPY_PREFIX = 'lexsetu-document:'
const UNSAVED_DRAFT_PREFIX = 'lexsetu-document-draft:'

export const localCopyKey = (userId: string, documentId: string) =>
  `${LOCAL_COPY_PREFIX}${userId}:${documentId}`
export const unsavedDraftKey = (userId: string, template: string) =>
  `${UNSAVED_DRAFT_PREFIX}${userId}:${template}`

const answersSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]))

const localCopySchema = z.object({
  title: z.string(),
  answers: answersSchema,
  baseVersion: z.int(),
  dirty: z.boolean(),
})
type LocalCopy = z.infer<typeof localCopySchema>

const unsavedDraftSchema = z.object({ title: z.string(), answers: answersSchema })
type UnsavedDraft = { title: string; answers: Answers }

export type CopyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** localStorage, or null where the browser blocks it (copies then live in memory only). */
export function browserStorage(): CopyStorage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function read<T>(storage: CopyStorage | null, key: string, schema: z.ZodMiniType<T>): T | null {
  try {
    const raw = storage?.getItem(key)
    if (!raw) return null
    const result = schema.safeParse(JSON.parse(raw))
    return result.success ? result.data : null
  } catch {
    return null // unreadable or blocked: as if there were none
  }
}

/** Stores `value` (removes the key for null). Returns false when storage refused (full, blocked). */
function write(storage: CopyStorage | null, key: string, value: unknown): boolean {
  if (!storage) return false
  try {
    if (value === null) storage.removeItem(key)
    else storage.setItem(key, JSON.stringify(value))
    return true
  } catch {
    return false
  }
}

export const readLocalCopy = (storage: CopyStorage | null, key: string) =>
  read(storage, key, localCopySchema)
export const writeLocalCopy = (storage: CopyStorage | null, key: string, copy: LocalCopy | null) =>
  write(storage, key, copy)

/** An unsaved draft as useStoredDraft keeps it (a JSON string); null when unreadable or empty. */
export function parseUnsavedDraft(raw: string): UnsavedDraft | null {
  if (!raw) return null
  try {
    const result = unsavedDraftSchema.safeParse(JSON.parse(raw))
    return result.success ? result.data : null
  } catch {
    return null
  }
}
