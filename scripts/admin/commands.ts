// Each command of the operator CLI: one operator_* RPC (supabase/migrations/*_operator_functions.sql
// and *_advocate_verification.sql), its result for scripts (--json) and for people. The SQL
// functions check everything and write the audit log; nothing here changes data by itself.
import type { SupabaseClient } from '@supabase/supabase-js'
import { PURGE_BATCH_ROWS, purgeInBatches } from '../../server/demo-reset.ts'
import type { Command } from './args.ts'
import { cleanLine, cleanText, count, formatDate, table } from './format.ts'

type CommandContext = {
  client: SupabaseClient
  /** Who the audit log names. */
  operator: string
  /** For dates; the machine's own when undefined. */
  timeZone?: string
}

/** What a command printed: `json` with --json, else `lines`. */
type Output = { json: unknown; lines: string[] }

/** The backend answered with an error, or did not answer (status 0). */
export class RpcFailure extends Error {
  constructor(
    readonly fn: string,
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

async function rpc<T>(
  client: SupabaseClient,
  fn: string,
  params: Record<string, unknown> = {},
): Promise<T> {
  const { data, error, status } = await client.rpc(fn, params)
  if (error) throw new RpcFailure(fn, status, error.code ?? '', error.message ?? '')
  return data as T
}

type UpgradeRequest = {
  id: string
  requested_at: string
  email: string
  name: string | null
  plan: string
  invoice_name: string
  phone: string | null
  note: string | null
}

type Advocate = {
  email: string
  name: string | null
  is_verified: boolean
  status: 'unverified' | 'pending' | 'verified' | 'rejected'
  reason: string | null
  enrolment_no: string | null
  bar_council: string | null
  submitted_at: string | null
  created_at: string
}

type ContactMessage = {
  id: string
  received_at: string
  name: string
  email: string
  message: string
  /** The sender's account when they were signed in. */
  account_email: string | null
}

type Feedback = {
  given_at: string
  helpful: boolean
  note: string | null
  /** The user's message just before the reply; null when the chat has none. */
  question: string | null
  citations: { act: string; section: string; title?: string }[]
  reply_id: string
}

type Change = { email: string; changed: boolean; plan?: string }

/** The default of max_rows in operator_contact_messages and operator_assistant_feedback. */
const LIST_DEFAULT_LIMIT = 100
const PLAN_NAMES: Record<string, string> = { premium: 'Premium', free: 'the Free plan' }

async function upgrades({ client, timeZone }: CommandContext): Promise<Output> {
  const rows = await rpc<UpgradeRequest[]>(client, 'operator_upgrade_requests')
  if (rows.length === 0) return { json: rows, lines: ['No open upgrade requests.'] }
  return {
    json: rows,
    lines: [
      ...table(rows, [
        { header: 'Requested', value: (r) => formatDate(r.requested_at, timeZone) },
        { header: 'E-mail', value: (r) => r.email },
        { header: 'Name', value: (r) => r.name ?? '', maxWidth: 30 },
        { header: 'Plan', value: (r) => r.plan },
        { header: 'Invoice name', value: (r) => r.invoice_name, maxWidth: 30 },
        { header: 'Phone', value: (r) => r.phone ?? '' },
        { header: 'Note', value: (r) => r.note ?? '', maxWidth: 40 },
      ]),
      '',
      `${count(rows.length, 'open upgrade request')}, oldest first. Grant one with: npm run admin -- grant-premium <e-mail>`,
    ],
  }
}

async function setPlan(
  { client, operator }: CommandContext,
  email: string,
  plan: 'premium' | 'free',
): Promise<Output> {
  const result = await rpc<Change>(client, 'operator_set_plan', { email, plan, operator })
  const planName = PLAN_NAMES[plan]
  const line = result.changed
    ? `${email} is now on ${planName}.`
    : `${email} is already on ${planName}; nothing changed.`
  return { json: result, lines: [line] }
}

async function advocates({ client, timeZone }: CommandContext, pending: boolean): Promise<Output> {
  const rows = await rpc<Advocate[]>(client, 'operator_advocates', { pending })
  if (rows.length === 0) {
    const empty = pending
      ? 'No advocates are waiting for verification.'
      : 'No advocate accounts yet.'
    return { json: rows, lines: [empty] }
  }
  const summary = pending
    ? `${count(rows.length, 'advocate')} waiting for verification. Decide with: npm run admin -- verify-advocate <e-mail>, or reject-advocate <e-mail> --reason "…"`
    : `${count(rows.length, 'advocate')}.`
  return {
    json: rows,
    lines: [
      ...table(rows, [
        { header: 'Joined', value: (r) => formatDate(r.created_at, timeZone) },
        { header: 'E-mail', value: (r) => r.email },
        { header: 'Name', value: (r) => r.name ?? '', maxWidth: 30 },
        { header: 'Status', value: (r) => r.status },
        { header: 'Enrolment no.', value: (r) => r.enrolment_no ?? '' },
        { header: 'Bar Council', value: (r) => r.bar_council ?? '', maxWidth: 40 },
        { header: 'Reason', value: (r) => r.reason ?? '', maxWidth: 50 },
      ]),
      '',
      summary,
    ],
  }
}

async function verifyAdvocate(
  { client, operator }: CommandContext,
  email: string,
): Promise<Output> {
  const result = await rpc<Change>(client, 'operator_verify_advocate', { email, operator })
  const line = result.changed
    ? `${email} is now a verified advocate.`
    : `${email} is already a verified advocate; nothing changed.`
  return { json: result, lines: [line] }
}

async function rejectAdvocate(
  { client, operator }: CommandContext,
  email: string,
  reason: string,
): Promise<Output> {
  const result = await rpc<Change>(client, 'operator_reject_advocate', { email, reason, operator })
  const line = result.changed
    ? `${email} is rejected (not verified): ${cleanLine(reason)}`
    : `${email} is already rejected; nothing changed.`
  return { json: result, lines: [line] }
}

async function messages(
  { client, timeZone }: CommandContext,
  limit: number | undefined,
): Promise<Output> {
  const rows = await rpc<ContactMessage[]>(
    client,
    'operator_contact_messages',
    limit === undefined ? {} : { max_rows: limit },
  )
  if (rows.length === 0) return { json: rows, lines: ['No contact messages.'] }
  const lines: string[] = []
  for (const row of rows) {
    const account = row.account_email
      ? `signed in as ${cleanLine(row.account_email)}`
      : 'signed out'
    lines.push(
      `${formatDate(row.received_at, timeZone)}  ${cleanLine(row.name)} <${cleanLine(row.email)}>  (${account})`,
    )
    for (const text of cleanText(row.message)) lines.push(`    ${text}`.trimEnd())
    lines.push('')
  }
  lines.push(newestSummary(rows.length, limit, 'message', 'messages'))
  return { json: rows, lines }
}

/** The last line of a list, newest first, that --limit may have cut. */
function newestSummary(n: number, limit: number | undefined, singular: string, plural: string) {
  return n >= (limit ?? LIST_DEFAULT_LIMIT)
    ? `The newest ${count(n, singular, plural)}; --limit N shows up to N (at most 1000).`
    : `${count(n, singular, plural)}, newest first.`
}

/** 'BNS 318(4), Article 21' as the assistant's chips name them (docs/PRODUCT.md §2 'Chatbot'). */
function citedSections(citations: Feedback['citations']): string {
  const labels = (Array.isArray(citations) ? citations : []).map(({ act, section }) =>
    act === 'COI' ? `Article ${cleanLine(section)}` : `${cleanLine(act)} ${cleanLine(section)}`,
  )
  return labels.length === 0 ? 'no sections cited' : labels.join(', ')
}

/** Text a user wrote, as an indented block whose first line carries `label`. */
function labelled(label: string, text: string | null): string[] {
  const indent = ' '.repeat(label.length)
  return cleanText(text).map((line, i) => `    ${i === 0 ? label : indent}${line}`.trimEnd())
}

async function feedback(
  { client, timeZone }: CommandContext,
  unhelpful: boolean,
  limit: number | undefined,
): Promise<Output> {
  const rows = await rpc<Feedback[]>(client, 'operator_assistant_feedback', {
    only_unhelpful: unhelpful,
    ...(limit === undefined ? {} : { max_rows: limit }),
  })
  if (rows.length === 0)
    return {
      json: rows,
      lines: [unhelpful ? 'No replies marked Not helpful.' : 'No feedback yet.'],
    }
  const lines: string[] = []
  for (const row of rows) {
    lines.push(
      `${formatDate(row.given_at, timeZone)}  ${row.helpful ? 'Helpful' : 'Not helpful'}  ${citedSections(row.citations)}`,
    )
    lines.push(
      ...labelled('Question: ', row.question ?? '(none)'),
      ...labelled('Note:     ', row.note),
    )
    lines.push('')
  }
  lines.push(
    unhelpful
      ? newestSummary(rows.length, limit, 'reply marked Not helpful', 'replies marked Not helpful')
      : newestSummary(rows.length, limit, 'reply with feedback', 'replies with feedback'),
  )
  return { json: rows, lines }
}

/** '2 chats, 1 forum thread' from {"chats": 2, "forum_threads": 1}; zeros left out. */
function describeCounts(counts: unknown): string {
  if (!counts || typeof counts !== 'object') return 'nothing'
  const parts = Object.entries(counts as Record<string, unknown>)
    .filter(([, n]) => typeof n !== 'number' || n !== 0)
    .map(([key, n]) => `${cleanLine(key).replaceAll('_', ' ')}: ${cleanLine(JSON.stringify(n))}`)
  return parts.length === 0 ? 'nothing' : parts.join(', ')
}

/** Whether the database lacks the function (a migration not applied yet). */
const isMissingFunction = (error: unknown) =>
  error instanceof RpcFailure && (error.code === 'PGRST202' || error.code === '42883')

/**
 * As the backend does at start and every 15 minutes (server/demo-reset.ts): what visitors created
 * goes in batches, each call its own short request, then the seed comes back. A database from
 * before operator_purge_demo is reset in one call.
 */
async function resetDemo({ client, operator }: CommandContext): Promise<Output> {
  const purged = await purgeInBatches(async () =>
    Number(await rpc<number>(client, 'operator_purge_demo', { max_rows: PURGE_BATCH_ROWS })),
  ).catch((error: unknown) => {
    if (isMissingFunction(error)) return 0
    throw error
  })
  const result = await rpc<{ removed?: unknown; restored?: unknown; note?: string }>(
    client,
    'operator_reset_demo',
    { operator },
  )
  // 'no demo snapshot': a database without the seed's demo accounts; nothing was touched.
  if (result?.note) return { json: result, lines: [`Nothing to reset: ${cleanLine(result.note)}.`] }
  return {
    json: { ...result, purged },
    lines: [
      'The demo accounts are back to their seeded state.',
      ...(purged > 0 ? [`  Removed in batches first:     ${count(purged, 'row')}`] : []),
      `  Removed what visitors added:  ${describeCounts(result?.removed)}`,
      `  Restored from the seed:       ${describeCounts(result?.restored)}`,
    ],
  }
}

/** The commands that go through the API (backup and restore use PostgreSQL's tools: backup.ts). */
type ApiCommand = Exclude<Command, { name: 'help' | 'backup' | 'restore' }>

export function execute(command: ApiCommand, context: CommandContext) {
  switch (command.name) {
    case 'upgrades':
      return upgrades(context)
    case 'grant-premium':
      return setPlan(context, command.email, 'premium')
    case 'revoke-premium':
      return setPlan(context, command.email, 'free')
    case 'advocates':
      return advocates(context, command.pending)
    case 'verify-advocate':
      return verifyAdvocate(context, command.email)
    case 'reject-advocate':
      return rejectAdvocate(context, command.email, command.reason)
    case 'messages':
      return messages(context, command.limit)
    case 'feedback':
      return feedback(context, command.unhelpful, command.limit)
    case 'reset-demo':
      return resetDemo(context)
  }
}
