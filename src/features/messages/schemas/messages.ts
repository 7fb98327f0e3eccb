import * as z from 'zod/mini'
import { m } from '@/features/messages/messages/messaging'

/**
 * The limits the advocates migration checks (supabase/migrations/20261127090002_conversations_and_messages.sql,
 * docs/PRODUCT.md §5); the forms mirror them so a refusal is rare, never the only check.
 */
export const MESSAGING_LIMITS = {
  messageMax: 4000,
  declineReasonMax: 500,
  reviewCommentMax: 1000,
  ratingMin: 1,
  ratingMax: 5,
} as const

const CONSULTATION_STATUSES = [
  'requested',
  'accepted',
  'declined',
  'cancelled',
  'completed',
] as const
type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number]

const CONSULTATION_MODES = ['chat', 'phone', 'video'] as const

const PARTICIPANT_ROLES = ['client', 'advocate'] as const
type ParticipantRole = (typeof PARTICIPANT_ROLES)[number]

/** A consultation whose conversation takes no new messages (the database answers LS019). */
export function isClosedStatus(status: ConsultationStatus): boolean {
  return status === 'cancelled' || status === 'declined'
}

/** Refusals of the migration that carry a message written for the user (shown as is). */
export const MESSAGING_ERROR_CODES = {
  transitionNotAllowed: 'LS017',
  reviewNotAllowed: 'LS018',
  conversationClosed: 'LS019',
  rateLimited: 'LS020',
  duplicate: '23505',
} as const

const timestamp = () => z.iso.datetime({ offset: true })
const nullableTimestamp = () => z.nullable(timestamp())
const id = () => z.string().check(z.minLength(1))

/** A row of consultation_cards (participants only): the consultation, both names, my side. */
export const consultationCardSchema = z.object({
  id: id(),
  client_id: id(),
  advocate_id: id(),
  category: z.string(),
  description: z.string(),
  mode: z.enum(CONSULTATION_MODES),
  preferred_at: timestamp(),
  status: z.enum(CONSULTATION_STATUSES),
  decline_reason: z.nullable(z.string()),
  cancelled_by: z.nullable(z.enum(PARTICIPANT_ROLES)),
  created_at: timestamp(),
  accepted_at: nullableTimestamp(),
  declined_at: nullableTimestamp(),
  cancelled_at: nullableTimestamp(),
  completed_at: nullableTimestamp(),
  client_name: z.nullable(z.string()),
  advocate_name: z.nullable(z.string()),
  my_role: z.enum(PARTICIPANT_ROLES),
  conversation_id: z.nullable(id()),
  reviewed: z.boolean(),
})
export type ConsultationCard = z.infer<typeof consultationCardSchema>

export const CONSULTATION_COLUMNS =
  'id,client_id,advocate_id,category,description,mode,preferred_at,status,decline_reason,cancelled_by,created_at,accepted_at,declined_at,cancelled_at,completed_at,client_name,advocate_name,my_role,conversation_id,reviewed'

/** A row of conversation_cards (participants only): what the list of conversations shows. */
export const conversationCardSchema = z.object({
  id: id(),
  consultation_id: id(),
  consultation_status: z.enum(CONSULTATION_STATUSES),
  other_id: id(),
  other_name: z.nullable(z.string()),
  my_role: z.enum(PARTICIPANT_ROLES),
  last_message: z.nullable(z.string()),
  last_message_at: nullableTimestamp(),
  // Null as well as false when nothing was written yet: both read as "not mine".
  last_message_is_mine: z.nullable(z.boolean()),
  unread_count: z.int().check(z.nonnegative()),
  created_at: timestamp(),
})
export type ConversationCard = z.infer<typeof conversationCardSchema>

export const CONVERSATION_COLUMNS =
  'id,consultation_id,consultation_status,other_id,other_name,my_role,last_message,last_message_at,last_message_is_mine,unread_count,created_at'

/** A row of messages (participants read them through RLS). */
export const messageSchema = z.object({
  id: id(),
  conversation_id: id(),
  sender_id: id(),
  body: z.string(),
  created_at: timestamp(),
})
export type Message = z.infer<typeof messageSchema>

export const MESSAGE_COLUMNS = 'id,conversation_id,sender_id,body,created_at'

/** A conversation id in the URL: a uuid, or a conversation that cannot exist. */
export const conversationIdSchema = z.uuid()

/** What the composer may send: 1–4,000 characters once trimmed (SQL check on messages.body). */
export const messageBodySchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(MESSAGING_LIMITS.messageMax))

/** The other participant's name; a profile with no name reads as its role. */
export function otherPartyName(name: string | null, myRole: ParticipantRole): string {
  const trimmed = name?.trim()
  if (trimmed) return trimmed
  return myRole === 'client' ? m.roles.advocate : m.roles.client
}

/** The name of the other side of a consultation card. */
export function consultationOtherName(card: ConsultationCard): string {
  return otherPartyName(
    card.my_role === 'client' ? card.advocate_name : card.client_name,
    card.my_role,
  )
}
