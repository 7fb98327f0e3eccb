import * as z from 'zod/mini'
import { feedbackSchema } from './feedback'

/** The longest question the assistant accepts (its Edge Function answers 400 above it). */
export const MESSAGE_MAX_LENGTH = 2000

/** A section the assistant relied on: `{ act: 'BNS', section: '318(4)', title: 'Cheating' }`. */
export const citationSchema = z.object({
  act: z.string().check(z.regex(/^[A-Za-z]{2,6}$/)),
  section: z.string().check(z.regex(/^[0-9A-Za-z()]{1,16}$/)),
  title: z.string(),
})
export type Citation = z.infer<typeof citationSchema>

/** A row of `chats` as the history list reads it. */
export const chatSummarySchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  message_count: z.int().check(z.nonnegative()),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
})
export type ChatSummary = z.infer<typeof chatSummarySchema>

/**
 * A question or a reply (`chat_messages`); the reply's content is markdown (see utils/markdown).
 * The user's feedback on a reply comes embedded (`assistant_feedback`, at most one row: RLS shows
 * only their own), and becomes `feedback`, or null.
 */
export const chatMessageSchema = z.pipe(
  z.object({
    id: z.string().check(z.minLength(1)),
    role: z.enum(['user', 'assistant']),
    content: z.string(),
    citations: z.array(citationSchema),
    created_at: z.iso.datetime({ offset: true }),
    feedback: z.array(feedbackSchema).check(z.maxLength(1)),
  }),
  z.transform(({ feedback, ...message }) => ({ ...message, feedback: feedback.at(0) ?? null })),
)
export type ChatMessage = z.infer<typeof chatMessageSchema>

/** The `?id=` of /chatbot: a chat's uuid. Anything else is a chat that cannot exist. */
export const chatIdSchema = z.uuid()
