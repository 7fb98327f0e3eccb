import type { withRealBackend } from '@/testing/real-backend'

/** SQL as the database owner (withRealBackend's `sql`): it writes history as it happened. */
type OwnerSql = ReturnType<typeof withRealBackend>['sql']

type Member = { id: string }

/**
 * A chat consultation about property that `client` asked of `advocate` two days ago, still
 * requested; its id.
 */
export async function requestConsultation(sql: OwnerSql, client: Member, advocate: Member) {
  const [{ id }] = await sql<{ id: string }>(
    `insert into public.consultations (client_id, advocate_id, category, description, mode, preferred_at, created_at)
     values ($1, $2, 'Property Law', 'My landlord keeps the deposit of two months and will not answer my calls.',
             'chat', now() + interval '5 days', now() - interval '2 days') returning id`,
    [client.id, advocate.id],
  )
  return id
}

/** The advocate accepted the consultation a day ago, which opens its conversation; its id. */
export async function acceptConsultation(sql: OwnerSql, consultationId: string) {
  await sql(
    `update public.consultations set status = 'accepted', accepted_at = now() - interval '1 day' where id = $1`,
    [consultationId],
  )
  const [{ id }] = await sql<{ id: string }>(
    'select id from public.conversations where consultation_id = $1',
    [consultationId],
  )
  return id
}

/** A message of `sender` in the conversation, stored at `at` (ISO; now unless given). */
export async function storeMessage(
  sql: OwnerSql,
  conversationId: string,
  sender: Member,
  body: string,
  at: string | null = null,
) {
  await sql(
    `insert into public.messages (conversation_id, sender_id, body, created_at)
     values ($1, $2, $3, coalesce($4::timestamptz, now()))`,
    [conversationId, sender.id, body, at],
  )
}
