import { vi } from 'vitest'
import type { AppSupabaseClient } from '@/lib/supabase'
import type { ConsultationCard, ConversationCard, Message } from '../schemas/messages'

/**
 * An in-memory stand-in for what the messaging feature asks of supabase-js (tests only), with
 * the rules of the advocates migration that the screens rely on: the views consultation_cards and
 * conversation_cards are plain tables the writes keep in step; updating `consultations` checks
 * the allowed moves (LS017) and opens a conversation on acceptance; `messages` is upserted with
 * ignore-duplicates (a known id stores nothing), refused in a closed conversation (LS019);
 * `advocate_reviews` takes one review of a completed consultation by its client (23505 / 409
 * for a second, LS018 otherwise); `rpc('mark_conversation_read')` clears the unread count.
 */
type Row = Record<string, unknown>
type FakeError = {
  message: string
  code?: string
  details?: string | null
  hint?: string | null
}
type Result = { data: unknown; error: FakeError | null; status: number }
type Operation = 'select' | 'insert' | 'upsert' | 'update'

export const ME = '00000000-0000-4000-8000-0000000000a1'
export const OTHER = '00000000-0000-4000-8000-0000000000b2'
const CONSULTATION_ID = 'c0000000-0000-4000-8000-000000000001'
export const CONVERSATION_ID = 'd0000000-0000-4000-8000-000000000001'

/** supabase-js turns a fetch that never reached the server into this. */
export const NETWORK_ERROR: FakeError = {
  message: 'TypeError: Failed to fetch',
  details: 'TypeError: Failed to fetch',
  hint: '',
  code: '',
}

/** A consultation_cards row: a chat about property between ME (client) and OTHER (advocate). */
export function buildConsultation(overrides: Partial<ConsultationCard> = {}): ConsultationCard {
  const myRole = overrides.my_role ?? 'client'
  return {
    id: CONSULTATION_ID,
    client_id: myRole === 'client' ? ME : OTHER,
    advocate_id: myRole === 'client' ? OTHER : ME,
    category: 'Property Law',
    description: 'My landlord keeps the deposit of two months and will not answer my calls.',
    mode: 'chat',
    preferred_at: '2026-12-02T10:30:00+05:30',
    status: 'requested',
    decline_reason: null,
    cancelled_by: null,
    created_at: '2026-11-27T09:00:00+05:30',
    accepted_at: null,
    declined_at: null,
    cancelled_at: null,
    completed_at: null,
    client_name: myRole === 'client' ? 'Asha Rao' : 'Ravi Kumar',
    advocate_name: myRole === 'client' ? 'Adv. Meera Iyer' : 'Adv. Asha Rao',
    my_role: myRole,
    conversation_id: null,
    reviewed: false,
    ...overrides,
  }
}

/** A conversation_cards row for a consultation card. */
export function buildConversationCard(overrides: Partial<ConversationCard> = {}): ConversationCard {
  return {
    id: CONVERSATION_ID,
    consultation_id: CONSULTATION_ID,
    consultation_status: 'accepted',
    other_id: OTHER,
    other_name: 'Adv. Meera Iyer',
    my_role: 'client',
    last_message: null,
    last_message_at: null,
    last_message_is_mine: false,
    unread_count: 0,
    created_at: '2026-11-27T10:00:00+05:30',
    ...overrides,
  }
}

let messageCounter = 0

/** A messages row of CONVERSATION_ID; `minute` orders them. */
export function buildMessage(minute: number, overrides: Partial<Message> = {}): Message {
  messageCounter += 1
  return {
    id: `e0000000-0000-4000-8000-${String(messageCounter).padStart(12, '0')}`,
    conversation_id: CONVERSATION_ID,
    sender_id: OTHER,
    body: `Message at minute ${minute}`,
    created_at: new Date(Date.UTC(2026, 10, 27, 5, minute)).toISOString(),
    ...overrides,
  }
}

/** An accepted consultation with its conversation, as both views show it to ME (the client). */
export function acceptedConversation({
  myRole = 'client',
  status = 'accepted',
  reviewed = false,
}: {
  myRole?: 'client' | 'advocate'
  status?: ConsultationCard['status']
  reviewed?: boolean
} = {}) {
  const consultation = buildConsultation({
    my_role: myRole,
    status,
    reviewed,
    accepted_at: '2026-11-27T10:00:00+05:30',
    conversation_id: CONVERSATION_ID,
  })
  const conversation = buildConversationCard({
    my_role: myRole,
    consultation_status: status,
    other_name: myRole === 'client' ? consultation.advocate_name : consultation.client_name,
  })
  return { consultation, conversation }
}

type FakeOptions = {
  me?: string
  consultations?: ConsultationCard[]
  conversations?: ConversationCard[]
  messages?: Message[]
}

const ALLOWED: Record<string, Partial<Record<string, 'client' | 'advocate' | 'either'>>> = {
  requested: { accepted: 'advocate', declined: 'advocate', cancelled: 'client' },
  accepted: { completed: 'advocate', cancelled: 'either' },
}

export function createFakeMessagesClient(options: FakeOptions = {}) {
  const me = options.me ?? ME
  const tables = {
    consultation_cards: structuredClone(options.consultations ?? []) as Row[],
    conversation_cards: structuredClone(options.conversations ?? []) as Row[],
    messages: structuredClone(options.messages ?? []) as Row[],
  }
  /** `failures['messages:upsert'] = error` fails that request until cleared. */
  const failures: Partial<Record<`${string}:${Operation}`, FakeError>> = {}
  let clock = Date.UTC(2026, 10, 27, 6, 0)
  let conversationCounter = 1

  const takeFailure = (key: `${string}:${Operation}`) => failures[key]

  const now = () => new Date((clock += 60_000)).toISOString()

  const compare = (a: unknown, b: unknown) => {
    if (typeof a === 'number' && typeof b === 'number') return a - b
    return String(a).localeCompare(String(b))
  }

  function updateConsultation(values: Row, id: unknown): Result {
    const card = tables.consultation_cards.find((row) => row.id === id)
    if (!card) return { data: null, error: null, status: 200 }
    const from = String(card.status)
    const to = String(values.status)
    const who = ALLOWED[from]?.[to]
    const role = String(card.my_role)
    if (!who || (who !== 'either' && who !== role)) {
      const message = ['declined', 'cancelled', 'completed'].includes(from)
        ? `This consultation is ${from} and cannot change any more.`
        : `A ${from} consultation cannot become ${to}.`
      return { data: null, error: { code: 'LS017', message }, status: 400 }
    }
    const at = now()
    Object.assign(card, { status: to, [`${to}_at`]: at })
    if (to === 'declined') card.decline_reason = values.decline_reason ?? null
    if (to === 'cancelled') card.cancelled_by = role
    if (to === 'accepted' && !card.conversation_id) {
      const conversationId = `d0000000-0000-4000-8000-${String(++conversationCounter).padStart(12, '0')}`
      card.conversation_id = conversationId
      tables.conversation_cards.push({
        id: conversationId,
        consultation_id: card.id,
        consultation_status: 'accepted',
        other_id: role === 'client' ? card.advocate_id : card.client_id,
        other_name: role === 'client' ? card.advocate_name : card.client_name,
        my_role: role,
        last_message: null,
        last_message_at: null,
        last_message_is_mine: false,
        unread_count: 0,
        created_at: at,
      })
    }
    tables.conversation_cards
      .filter((c) => c.consultation_id === card.id)
      .forEach((c) => (c.consultation_status = to))
    return { data: { id: card.id }, error: null, status: 200 }
  }

  function upsertMessage(row: Row, ignoreDuplicates: boolean): Result {
    const conversation = tables.conversation_cards.find((c) => c.id === row.conversation_id)
    if (!conversation)
      return {
        data: null,
        error: { code: '42501', message: 'new row violates row-level security policy' },
        status: 403,
      }
    if (['cancelled', 'declined'].includes(String(conversation.consultation_status)))
      return {
        data: null,
        error: {
          code: 'LS019',
          message: 'This consultation was cancelled, so its conversation is closed.',
        },
        status: 400,
      }
    if (tables.messages.some((m) => m.id === row.id)) {
      if (ignoreDuplicates) return { data: [], error: null, status: 201 }
      return { data: null, error: { code: '23505', message: 'duplicate key' }, status: 409 }
    }
    const stored = {
      id: row.id ?? `generated-${tables.messages.length + 1}`,
      conversation_id: row.conversation_id,
      sender_id: me,
      body: row.body,
      created_at: now(),
    }
    tables.messages.push(stored)
    Object.assign(conversation, {
      last_message: String(stored.body).slice(0, 160),
      last_message_at: stored.created_at,
      last_message_is_mine: true,
    })
    return { data: [stored], error: null, status: 201 }
  }

  function insertReview(row: Row): Result {
    const card = tables.consultation_cards.find((c) => c.id === row.consultation_id)
    if (!card || card.status !== 'completed' || card.my_role !== 'client')
      return {
        data: null,
        error: {
          code: 'LS018',
          message: 'You can review a consultation only after it is completed, and only your own.',
        },
        status: 400,
      }
    if (card.reviewed)
      return {
        data: null,
        error: {
          code: '23505',
          message: 'duplicate key value violates unique constraint "advocate_reviews_pkey"',
        },
        status: 409,
      }
    card.reviewed = true
    reviews.push(row)
    return { data: null, error: null, status: 201 }
  }

  const reviews: Row[] = []

  function query(table: string) {
    let operation: Operation = 'select'
    let columns: string | null = null
    let values: Row = {}
    let ignoreDuplicates = false
    let single = false
    let limit = Infinity
    const orders: Array<{ column: string; ascending: boolean; nullsFirst: boolean }> = []
    const filters: Array<(row: Row) => boolean> = []
    let idFilter: unknown = undefined

    const project = (row: Row) =>
      columns
        ? Object.fromEntries(
            columns.split(',').map((column) => [column.trim(), row[column.trim()]]),
          )
        : { ...row }

    const select = (): Result => {
      const rows = (tables as Record<string, Row[] | undefined>)[table]
      if (!rows) return { data: null, error: { message: `no table ${table}` }, status: 404 }
      let matching = rows.filter((row) => filters.every((keep) => keep(row)))
      if (orders.length > 0) {
        matching = [...matching].sort((a, b) => {
          for (const { column, ascending, nullsFirst } of orders) {
            const x = a[column]
            const y = b[column]
            if (x === null || y === null) {
              if (x === y) continue
              return (x === null) === nullsFirst ? -1 : 1
            }
            const order = compare(x, y) * (ascending ? 1 : -1)
            if (order !== 0) return order
          }
          return 0
        })
      }
      const data = matching.slice(0, limit).map(project)
      return single
        ? { data: data[0] ?? null, error: null, status: 200 }
        : { data, error: null, status: 200 }
    }

    const run = (): Result => {
      const failure = takeFailure(`${table}:${operation}`)
      if (failure) return { data: null, error: failure, status: 500 }
      let result: Result
      if (operation === 'update' && table === 'consultations') {
        result = updateConsultation(values, idFilter)
        if (single && Array.isArray(result.data)) result = { ...result, data: result.data[0] }
      } else if (operation === 'upsert' && table === 'messages') {
        result = upsertMessage(values, ignoreDuplicates)
        if (result.data && Array.isArray(result.data)) result.data = result.data.map(project)
      } else if (operation === 'insert' && table === 'advocate_reviews') {
        result = insertReview(values)
      } else if (operation === 'select') {
        result = select()
      } else {
        result = {
          data: null,
          error: { message: `fake has no ${operation} on ${table}` },
          status: 400,
        }
      }
      return result
    }

    const builder = {
      select: (selected?: string) => ((columns = selected ?? null), builder),
      insert: (row: Row) => ((operation = 'insert'), (values = row), builder),
      upsert: (row: Row, opts: { onConflict?: string; ignoreDuplicates?: boolean } = {}) => {
        operation = 'upsert'
        values = row
        ignoreDuplicates = opts.ignoreDuplicates ?? false
        return builder
      },
      update: (next: Row) => ((operation = 'update'), (values = next), builder),
      eq: (column: string, value: unknown) => {
        if (column === 'id') idFilter = value
        filters.push((row) => row[column] === value)
        return builder
      },
      in: (column: string, list: unknown[]) => (
        filters.push((row) => list.includes(row[column])),
        builder
      ),
      order: (column: string, opts: { ascending?: boolean; nullsFirst?: boolean } = {}) => {
        const ascending = opts.ascending ?? true
        orders.push({ column, ascending, nullsFirst: opts.nullsFirst ?? !ascending })
        return builder
      },
      limit: (count: number) => ((limit = count), builder),
      abortSignal: () => builder,
      maybeSingle: () => ((single = true), builder),
      then: <T>(resolve: (result: Result) => T, reject?: (error: unknown) => T) =>
        Promise.resolve().then(run).then(resolve, reject),
    }
    return builder
  }

  const rpc = vi.fn((name: string, args?: Row) => {
    const run = (): Result => {
      const failure = takeFailure(`rpc/${name}:select`)
      if (failure) return { data: null, error: failure, status: 500 }
      if (name !== 'mark_conversation_read')
        return { data: null, error: { message: `no function ${name}` }, status: 404 }
      const card = tables.conversation_cards.find((c) => c.id === args?.conversation)
      if (!card)
        return {
          data: null,
          error: { code: 'PT404', message: 'This conversation was not found.' },
          status: 400,
        }
      card.unread_count = 0
      return { data: null, error: null, status: 204 }
    }
    const builder = {
      abortSignal: () => builder,
      then: <T>(resolve: (result: Result) => T, reject?: (error: unknown) => T) =>
        Promise.resolve().then(run).then(resolve, reject),
    }
    return builder
  })

  const from = vi.fn(query)
  const client = { from, rpc } as unknown as AppSupabaseClient
  return {
    client,
    from,
    rpc,
    tables,
    reviews,
    failures,
  }
}
