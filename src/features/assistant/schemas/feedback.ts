import * as z from 'zod/mini'

/** assistant_feedback.note: at most 1,000 characters once trimmed (the check of its migration). */
export const FEEDBACK_NOTE_MAX_LENGTH = 1000

/** A user's feedback on one reply: 'Helpful' or 'Not helpful', and an optional note. */
export const feedbackSchema = z.object({
  helpful: z.boolean(),
  note: z.nullable(z.string().check(z.maxLength(FEEDBACK_NOTE_MAX_LENGTH))),
})
export type Feedback = z.infer<typeof feedbackSchema>

/** What the note box holds, as it is stored: trimmed, and null when blank. */
export const feedbackNoteSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(FEEDBACK_NOTE_MAX_LENGTH)),
  z.transform((note) => note || null),
)
