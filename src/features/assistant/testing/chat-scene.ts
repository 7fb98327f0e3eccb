import type { Citation } from '../schemas/chat'

/** SQL as the database owner: withRealBackend().sql (src/testing/real-backend.ts). */
type OwnerSql = <Row = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<Row[]>

type SceneMessage = { role: 'user' | 'assistant'; content: string; citations?: Citation[] }

/**
 * Chats written on the real database as its owner: a chat of `owner` with its messages, a minute
 * apart and ending at `updatedAt`, and the owner's feedback on a reply.
 */
export function chatScene(sql: OwnerSql) {
  /** Starts a chat; returns its id and its messages' ids, in order. */
  async function startChat(
    owner: string,
    {
      id: chosenId = null,
      title,
      messages = [],
      updatedAt = new Date().toISOString(),
    }: { id?: string | null; title: string; messages?: SceneMessage[]; updatedAt?: string },
  ) {
    const [{ id }] = await sql<{ id: string }>(
      `insert into public.chats (id, owner_id, title, created_at)
       values (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4) returning id`,
      [chosenId, owner, title, updatedAt],
    )
    const ids: string[] = []
    for (const [index, { role, content, citations = [] }] of messages.entries()) {
      const [message] = await sql<{ id: string }>(
        `insert into public.chat_messages (chat_id, owner_id, role, content, citations, created_at)
         values ($1, $2, $3, $4, $5::jsonb, $6::timestamptz - make_interval(mins => $7)) returning id`,
        [
          id,
          owner,
          role,
          content,
          JSON.stringify(citations),
          updatedAt,
          messages.length - 1 - index,
        ],
      )
      ids.push(message.id)
    }
    // The messages' trigger dates the chat by its last message; the scene's date stands.
    await sql('update public.chats set updated_at = $2 where id = $1', [id, updatedAt])
    return { chatId: id, messageIds: ids }
  }

  const giveFeedback = (
    owner: string,
    replyId: string,
    { helpful, note = null }: { helpful: boolean; note?: string | null },
  ) =>
    sql(
      'insert into public.assistant_feedback (reply_id, owner_id, helpful, note) values ($1, $2, $3, $4)',
      [replyId, owner, helpful, note],
    )

  /** The owner's feedback rows, as stored. */
  const feedbackOf = (owner: string) =>
    sql<{ reply_id: string; helpful: boolean; note: string | null }>(
      'select reply_id, helpful, note from public.assistant_feedback where owner_id = $1 order by reply_id',
      [owner],
    )

  return { startChat, giveFeedback, feedbackOf }
}
