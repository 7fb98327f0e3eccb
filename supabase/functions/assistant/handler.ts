// The legal assistant as a web-standard handler, `(Request) => Promise<Response>`: the Deno entry
// (index.ts) serves it on hosted Supabase and the embedded backend serves it at
// POST /functions/v1/assistant. Contract (the app and the evaluation depend on it):
//   request  { message: string (1–2,000 characters), chatId?: string }
//   200      { chatId, reply: { id, role: 'assistant', content, citations: [{ act, section, title }] } }
//   400 blank or too long · 401 not signed in · 404 not your chat · 429 over 20 messages a minute
//   (or over the knowledge base's 30 searches a minute, when the user also searched it directly)
//   · 409 `refused`: another refusal of the database's (LS0nn), in its own words
//   errors   { error: { code, message } }
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import * as z from 'zod'
import {
  composeReply,
  inventedCitations,
  CONFIDENT_RANK,
  MIN_RANK,
  NOTHING_FOUND,
  wholeSection,
  type Citation,
  type KnowledgeRow,
} from './compose.ts'
import {
  followUpOf,
  onlyAsks,
  withContext,
  type ChatContext,
  type FollowUp,
} from './conversation.ts'
import { phraseWithModel, type ModelSettings } from './model.ts'
import { asksAboutLegalAid, beyondTheBns, parseCitations, type ParsedCitation } from './question.ts'

const MAX_MESSAGE_LENGTH = 2000

type AssistantSettings = {
  supabaseUrl: string
  anonKey: string
  serviceRoleKey: string
  /** How supabase-js reaches the API; the embedded backend passes itself (no network hop). */
  fetch?: typeof fetch
  /** An OpenAI-compatible model that may phrase replies; off unless configured. */
  model?: ModelSettings
  log?: (message: string) => void
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
}

const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...CORS_HEADERS },
  })
const failure = (status: number, code: string, message: string) =>
  respond(status, { error: { code, message } })

const requestSchema = z.object({
  message: z.string(),
  chatId: z.string().optional(),
})
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The signed-in user the gateway let through (it has checked the signature), or null. */
function callerOf(request: Pick<Request, 'headers'>): { token: string; userId: string } | null {
  const match = /^bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')
  const token = match?.[1]
  const payload = token?.split('.')[1]
  if (!token || !payload) return null
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      role?: unknown
      sub?: unknown
    }
    if (claims.role !== 'authenticated' || typeof claims.sub !== 'string' || !UUID.test(claims.sub))
      return null
    return { token, userId: claims.sub }
  } catch {
    return null
  }
}

/** A chat's title from its first question: the first 80 characters, cut at a word. */
function titleFrom(message: string): string {
  const text = message.replace(/\s+/g, ' ').trim()
  if (text.length <= 80) return text
  const cut = text.slice(0, 80)
  const space = cut.lastIndexOf(' ')
  return `${(space > 40 ? cut.slice(0, space) : cut).trimEnd()}…`
}

class AssistantError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

function fromDatabase(error: { code?: string; message: string }): AssistantError {
  if (error.code === 'LS003')
    return new AssistantError(
      429,
      'too_many_messages',
      'You have sent 20 messages in the last minute. Wait a minute, then send again.',
    )
  if (error.code === 'LS024')
    return new AssistantError(
      429,
      'too_many_searches',
      'You have asked too many questions in the last minute. Wait a minute, then send again.',
    )
  // Any other refusal the database wrote for users (a cap, the demo's shared content, the demo's
  // quota for the visit: docs/PRODUCT.md §8) is shown in its own words.
  if (error.code?.startsWith('LS')) return new AssistantError(409, 'refused', error.message)
  if (error.code?.startsWith('22') || error.code === '23514')
    return new AssistantError(
      400,
      'invalid_message',
      'This question cannot be stored. Check it and send it again.',
    )
  if (error.code === '23503' || error.code === '42501')
    return new AssistantError(404, 'chat_not_found', 'This chat does not exist or is not yours.')
  return new AssistantError(
    502,
    'database_error',
    'The assistant could not reach its knowledge base. Try again in a moment.',
  )
}

export function createAssistantHandler(settings: AssistantSettings) {
  const clientOptions = (token: string) => ({
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // supabase-js refuses to start without a WebSocket, which Node 20 (the embedded backend)
    // lacks; the assistant never uses realtime. Deno has one.
    ...(typeof WebSocket === 'undefined' ? { realtime: { transport: class {} as never } } : {}),
    global: {
      headers: { Authorization: `Bearer ${token}` },
      ...(settings.fetch ? { fetch: settings.fetch } : {}),
    },
  })
  const admin = createClient(
    settings.supabaseUrl,
    settings.serviceRoleKey,
    clientOptions(settings.serviceRoleKey),
  )
  const log = settings.log ?? ((message: string) => console.error(message))

  async function openChat(db: SupabaseClient, chatId: string | undefined, message: string) {
    if (chatId !== undefined) {
      if (!UUID.test(chatId))
        throw new AssistantError(404, 'chat_not_found', 'This chat does not exist or is not yours.')
      const { data, error } = await db.from('chats').select('id').eq('id', chatId).maybeSingle()
      if (error) throw fromDatabase(error)
      if (!data)
        throw new AssistantError(404, 'chat_not_found', 'This chat does not exist or is not yours.')
      return { id: chatId, isNew: false }
    }
    const { data, error } = await db
      .from('chats')
      .insert({ title: titleFrom(message) })
      .select('id')
      .single()
    if (error) throw fromDatabase(error)
    return { id: (data as { id: string }).id, isNew: true }
  }

  /** Every citation the reply makes must be an entry of the knowledge base. */
  async function isGrounded(db: SupabaseClient, content: string, rows: KnowledgeRow[]) {
    const unknown = inventedCitations(content, rows)
    if (unknown.length === 0) return true
    for (const found of unknown) {
      let query = db
        .from('kb_entries')
        .select('act')
        .in('section', [found.section, wholeSection(found.section)])
        .limit(1)
      if (found.act) query = query.eq('act', found.act)
      const { data, error } = await query
      if (error || !data || data.length === 0) {
        log(
          `assistant: dropped a reply citing ${found.act ?? ''} ${found.section}, which is not in the knowledge base`,
        )
        return false
      }
    }
    return true
  }

  async function search(db: SupabaseClient, message: string, topic: ParsedCitation[] = []) {
    const asked = parseCitations(message)
    // 'BNS 376' is looked up in the old codes too: the answer says what the number was there.
    const oldNumbers = asked.filter(beyondTheBns).map(({ section }) => ({ act: null, section }))
    const cited = [...asked, ...oldNumbers, ...topic]
    if (asksAboutLegalAid(message)) cited.push({ act: 'LSA', section: '12' })
    const { data, error } = await db.rpc('search_knowledge', {
      question: message,
      cited: cited.slice(0, 20),
      max_results: 16,
    })
    if (error) throw fromDatabase(error)
    return (data ?? []) as KnowledgeRow[]
  }

  /** The chat so far: the user's last two questions and the topic of the last reply. */
  async function contextOf(db: SupabaseClient, chatId: string): Promise<ChatContext> {
    const { data, error } = await db
      .from('chat_messages')
      .select('role, content, citations')
      .eq('chat_id', chatId)
      .order('created_at', { ascending: false })
      .limit(4)
    if (error) throw fromDatabase(error)
    const messages = (data ?? []) as { role: string; content: string; citations: Citation[] }[]
    const lastReply = messages.find((m) => m.role === 'assistant')
    return {
      questions: messages
        .filter((m) => m.role === 'user')
        .slice(0, 2)
        .map((m) => m.content),
      topics: (lastReply?.citations ?? []).slice(0, 2).map((c) => c.title),
      cited: (lastReply?.citations ?? []).map(({ act, section }) => ({ act, section })),
    }
  }

  /**
   * The search for a message, read with the chat when it is a follow-up; and the text searched.
   * The chat is read only for a follow-up: a message with its own topic costs no extra query.
   */
  async function searchInChat(
    db: SupabaseClient,
    message: string,
    chat: { id: string; isNew: boolean },
  ) {
    if (chat.isNew) return { text: message, rows: await search(db, message), followUp: false }
    // A message that only asks keeps the chat's topic: its own search would not change that.
    const rows = onlyAsks(message) ? null : await search(db, message)
    let kind: FollowUp = 'same'
    if (rows) {
      const best = rows.filter((row) => row.rank >= MIN_RANK).slice(0, 3)
      const confident = (best[0]?.rank ?? 0) >= CONFIDENT_RANK
      kind = followUpOf(message, [...new Set(best.flatMap((row) => row.matched))], confident)
      if (kind === 'own') return { text: message, rows, followUp: false }
    }
    const context = await contextOf(db, chat.id)
    if (context.questions.length === 0)
      return { text: message, rows: rows ?? (await search(db, message)), followUp: false }
    const text = withContext(message, context)
    // Only asking about what was said: the last reply's provisions stay the topic.
    const topic = kind === 'same' ? (context.cited.slice(0, 6) as ParsedCitation[]) : []
    return { text, rows: await search(db, text, topic), followUp: true }
  }

  async function answer(
    db: SupabaseClient,
    message: string,
    rows: KnowledgeRow[],
    followUp: boolean,
  ) {
    const deterministic = composeReply(message, rows, followUp)
    let reply = (await isGrounded(db, deterministic.content, rows))
      ? deterministic
      : { content: NOTHING_FOUND, citations: [] as Citation[] }
    if (settings.model && reply.citations.length > 0) {
      const phrased = await phraseWithModel(settings.model, message, rows, reply, log)
      if (phrased && inventedCitations(phrased.content, rows).length === 0) reply = phrased
    }
    return reply
  }

  return async function handle(
    request: Pick<Request, 'method' | 'headers' | 'text'>,
  ): Promise<Response> {
    if (request.method === 'OPTIONS')
      return new Response(null, { status: 204, headers: CORS_HEADERS })
    if (request.method !== 'POST')
      return failure(405, 'method_not_allowed', 'Send questions with POST.')
    const caller = callerOf(request)
    if (!caller) return failure(401, 'not_signed_in', 'Sign in to use the legal assistant.')

    let body: unknown
    try {
      body = JSON.parse(await request.text())
    } catch {
      return failure(400, 'invalid_request', 'Send a JSON body: { "message": "your question" }.')
    }
    const parsed = requestSchema.safeParse(body)
    if (!parsed.success)
      return failure(400, 'invalid_request', 'Send a JSON body: { "message": "your question" }.')
    // Postgres stores neither NUL nor half a surrogate pair; a keyboard types neither.
    const message = parsed.data.message.toWellFormed().replaceAll('\u0000', '').trim()
    if (message.length === 0) return failure(400, 'empty_message', 'Type your question first.')
    if (parsed.data.message.length > MAX_MESSAGE_LENGTH)
      return failure(
        400,
        'message_too_long',
        `Keep your question under ${MAX_MESSAGE_LENGTH.toLocaleString('en-IN')} characters.`,
      )

    const db = createClient(settings.supabaseUrl, settings.anonKey, clientOptions(caller.token))
    let chat: { id: string; isNew: boolean } | undefined
    try {
      chat = await openChat(db, parsed.data.chatId, message)
      // Searching first: a search refused by its rate limit stores no question without an answer.
      const { text, rows, followUp } = await searchInChat(db, message, chat)
      const asked = await db.from('chat_messages').insert({ chat_id: chat.id, content: message })
      if (asked.error) throw fromDatabase(asked.error)
      const reply = await answer(db, text, rows, followUp)
      const { data, error } = await admin
        .from('chat_messages')
        .insert({
          chat_id: chat.id,
          owner_id: caller.userId,
          role: 'assistant',
          content: reply.content,
          citations: reply.citations,
        })
        .select('id')
        .single()
      if (error) throw fromDatabase(error)
      return respond(200, {
        chatId: chat.id,
        reply: {
          id: (data as { id: string }).id,
          role: 'assistant',
          content: reply.content,
          citations: reply.citations,
        },
      })
    } catch (error) {
      // A chat created for this question but left without it is removed, not listed empty.
      if (chat?.isNew) {
        const { count } = await db
          .from('chat_messages')
          .select('id', { count: 'exact', head: true })
          .eq('chat_id', chat.id)
        if (count === 0) await db.from('chats').delete().eq('id', chat.id)
      }
      if (error instanceof AssistantError) return failure(error.status, error.code, error.message)
      log(`assistant: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
      return failure(
        500,
        'unexpected_failure',
        'The assistant could not answer just now. Try again in a moment.',
      )
    }
  }
}
