import * as z from 'zod/mini'
import { m } from '@/features/documents/messages/document-types'
import { DOCUMENT_TYPES } from '../document-types'
import type { Answers } from '../templates/types'

/** documents.status: a draft is edited; a final document is read-only until reopened. */
const DOCUMENT_STATUSES = ['draft', 'final'] as const
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number]

export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = m.statuses

/** The most documents an account keeps (the migration refuses the next one, LS022). */
export const DOCUMENTS_LIMIT = 200

const timestamp = () => z.iso.datetime({ offset: true })

/**
 * Answers as stored: a JSON object. Values that are not a string or a list of strings (written by
 * an older template, or by hand) are dropped rather than failing the whole document.
 */
const answersSchema = z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform((stored): Answers => {
    const answers: Answers = {}
    for (const [name, value] of Object.entries(stored)) {
      if (typeof value === 'string') answers[name] = value
      else if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
        answers[name] = value
    }
    return answers
  }),
)

/** A documents row as its owner reads it (RLS: own rows only). */
export const documentSchema = z.object({
  id: z.string().check(z.minLength(1)),
  template: z.enum(DOCUMENT_TYPES),
  title: z.string(),
  answers: answersSchema,
  status: z.enum(DOCUMENT_STATUSES),
  /** Bumped by the database on every update: a save names the version it started from. */
  version: z.int(),
  created_at: timestamp(),
  updated_at: timestamp(),
})
export type DocumentRow = z.infer<typeof documentSchema>

export const DOCUMENT_COLUMNS = 'id,template,title,answers,status,version,created_at,updated_at'

/** A row of a list: everything but the answers (up to 64 KB each). */
export const documentSummarySchema = z.object({
  id: z.string().check(z.minLength(1)),
  template: z.enum(DOCUMENT_TYPES),
  title: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  updated_at: timestamp(),
})
export type DocumentSummary = z.infer<typeof documentSummarySchema>

export const DOCUMENT_SUMMARY_COLUMNS = 'id,template,title,status,updated_at'

/** A document id in a URL: a UUID, so a mistyped one never reaches the database. */
export const documentIdSchema = z.uuid()
