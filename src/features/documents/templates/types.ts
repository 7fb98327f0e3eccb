// The shapes every template shares. A template is a typed module: its fields in steps, a zod schema
// of complete answers, and one pure function from (possibly incomplete) answers to a DocumentModel.
// The live preview (HTML) and the PDF (react-pdf) both render that one model, so they never disagree.
import type * as z from 'zod/mini'
import type { DocumentType } from '../document-types'

/** A stretch of text. `blank` marks a placeholder for an answer not given yet ('[Name of the deponent]'). */
export type Run = { text: string; bold?: boolean; blank?: boolean }

export type Block =
  /** level 1 is the document's heading (centred, capitals); 2 a part heading; 3 a minor heading. */
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; runs: Run[]; align?: 'left' | 'center' | 'right' | 'justify' }
  /** A numbered (ordered) or bulleted list; `start` is the first number (default 1). */
  | { kind: 'list'; ordered: boolean; start?: number; items: Run[][] }
  /** A table of label / value rows; `header` is optional. Each cell is runs. */
  | { kind: 'table'; header?: Run[][]; rows: Run[][][] }
  /** Signature lines side by side: each has a caption ('DEPONENT', 'LANDLORD') and lines under it. */
  | { kind: 'signatures'; parties: { caption: string; lines: Run[][] }[] }
  /** A boxed block such as the notary's attestation: a title and lines. */
  | { kind: 'attestation'; title: string; lines: Run[][] }
  /** Vertical space before the next block, e.g. between the prayer and the signature. */
  | { kind: 'spacer' }

/** Guidance for the person drafting, shown beside the preview, never printed in the document. */
export type Guidance = { tone: 'info' | 'warning'; title: string; text: string }

export type DocumentModel = {
  /** The document's own title, printed in the PDF's header and metadata. */
  title: string
  blocks: Block[]
  guidance: Guidance[]
}

/** Every answer is a string (inputs, selects, dates as YYYY-MM-DD) or a list of strings (list fields, checkboxes). */
export type AnswerValue = string | string[]
export type Answers = Record<string, AnswerValue>

export type Option = { value: string; label: string }

export type Field = {
  /** The key in Answers. */
  name: string
  label: string
  kind: 'text' | 'textarea' | 'date' | 'number' | 'select' | 'radio' | 'checkboxes' | 'list'
  hint?: string
  placeholder?: string
  /** select, radio and checkboxes. */
  options?: readonly Option[]
  /** Omit for optional fields; required ones are marked in the form. */
  required?: boolean
  maxLength?: number
  autoComplete?: string
  /** list: the label of one item ('Statement 3'), and how many items at most. */
  itemLabel?: string
  maxItems?: number
  /** Shown only when this returns true (e.g. the court's name for a High Court application). */
  showIf?: (answers: Answers) => boolean
}

export type Step = { id: string; title: string; description?: string; fields: readonly Field[] }

export type Template = {
  type: DocumentType
  /** The card's title and one-line description on /documents (docs/PRODUCT.md §3 'Document template'). */
  title: string
  description: string
  /** The steps of the form, in order. The first step decides the rest where it matters (rent: the state). */
  steps: readonly Step[]
  /** Complete answers: what 'Download PDF' and 'Mark as final' require. Error messages are the UI's texts. */
  schema: z.ZodMiniType
  /** The answers a new draft starts with (empty strings, one empty statement, today's place and date left blank). */
  initialAnswers: () => Answers
  /** Pure and fast (≤ 5 ms p95 for the largest template): called on every keystroke. */
  build: (answers: Answers) => DocumentModel
}
