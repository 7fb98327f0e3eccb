import type { SupabaseClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { runAdmin } from './run.ts'
import { UsageError } from './target.ts'

type Answer = {
  data?: unknown
  error?: { message: string; code?: string; hint?: string | null }
  status?: number
}

const KEY = 'sb_secret_unit-test-key-0123456789'
const URL = 'http://127.0.0.1:54321'

/**
 * runAdmin with a stand-in client whose rpc() answers from `answers` (a list: one answer per call,
 * in order); no backend.
 */
async function run(args: string[], answers: Record<string, Answer | Answer[]> = {}) {
  const calls: { fn: string; params: unknown }[] = []
  const client = {
    rpc: async (fn: string, params: unknown) => {
      calls.push({ fn, params })
      const given = answers[fn]
      const answer = (Array.isArray(given) ? given.shift() : given) ?? { data: null }
      return {
        data: answer.error ? null : answer.data,
        error: answer.error ? { hint: null, details: null, code: '', ...answer.error } : null,
        status: answer.status ?? (answer.error ? 400 : 200),
      }
    },
  } as unknown as SupabaseClient
  const out: string[] = []
  const err: string[] = []
  const code = await runAdmin(args, {
    connect: () => ({ client, url: URL, key: KEY }),
    database: () => {
      throw new Error('these tests use no database tools')
    },
    operator: 'asha@ops',
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    timeZone: 'UTC',
  })
  return { code, out: out.join('\n'), err: err.join('\n'), calls }
}

const request = {
  id: 'r1',
  requested_at: '2026-11-20T10:05:00Z',
  email: 'asha@example.com',
  name: 'Asha Rao',
  plan: 'free',
  invoice_name: 'Rao Traders',
  phone: '+91 98765 43210',
  note: null,
}

describe('runAdmin', () => {
  it('lists open upgrade requests as a table with readable dates', async () => {
    const { code, out, err, calls } = await run(['upgrades'], {
      operator_upgrade_requests: { data: [request] },
    })
    expect(code).toBe(0)
    expect(err).toBe('')
    expect(calls).toEqual([{ fn: 'operator_upgrade_requests', params: {} }])
    expect(out.split('\n')).toEqual([
      'Requested          E-mail            Name      Plan  Invoice name  Phone            Note',
      '20 Nov 2026 10:05  asha@example.com  Asha Rao  free  Rao Traders   +91 98765 43210  -',
      '',
      '1 open upgrade request, oldest first. Grant one with: npm run admin -- grant-premium <e-mail>',
    ])
  })

  it('says so when a list is empty, and prints [] with --json', async () => {
    const empty = { data: [] }
    expect((await run(['upgrades'], { operator_upgrade_requests: empty })).out).toBe(
      'No open upgrade requests.',
    )
    expect((await run(['advocates', '--pending'], { operator_advocates: empty })).out).toBe(
      'No advocates are waiting for verification.',
    )
    expect((await run(['messages'], { operator_contact_messages: empty })).out).toBe(
      'No contact messages.',
    )
    const json = await run(['upgrades', '--json'], { operator_upgrade_requests: empty })
    expect(JSON.parse(json.out)).toEqual([])
  })

  it('passes the operator to every change and says when nothing changed', async () => {
    const granted = await run(['grant-premium', 'asha@example.com'], {
      operator_set_plan: { data: { email: 'asha@example.com', plan: 'premium', changed: true } },
    })
    expect(granted.calls).toEqual([
      {
        fn: 'operator_set_plan',
        params: { email: 'asha@example.com', plan: 'premium', operator: 'asha@ops' },
      },
    ])
    expect(granted).toMatchObject({ code: 0, out: 'asha@example.com is now on Premium.' })

    const again = await run(['grant-premium', 'asha@example.com'], {
      operator_set_plan: { data: { email: 'asha@example.com', plan: 'premium', changed: false } },
    })
    expect(again).toMatchObject({
      code: 0,
      out: 'asha@example.com is already on Premium; nothing changed.',
    })

    const revoked = await run(['revoke-premium', 'asha@example.com', '--json'], {
      operator_set_plan: { data: { email: 'asha@example.com', plan: 'free', changed: true } },
    })
    expect(revoked.calls[0].params).toEqual({
      email: 'asha@example.com',
      plan: 'free',
      operator: 'asha@ops',
    })
    expect(JSON.parse(revoked.out)).toEqual({
      email: 'asha@example.com',
      plan: 'free',
      changed: true,
    })

    const rejected = await run(['reject-advocate', 'adv@example.com', '--reason', 'No enrolment'], {
      operator_reject_advocate: { data: { email: 'adv@example.com', changed: true } },
    })
    expect(rejected.calls[0].params).toEqual({
      email: 'adv@example.com',
      reason: 'No enrolment',
      operator: 'asha@ops',
    })
    expect(rejected.out).toBe('adv@example.com is rejected (not verified): No enrolment')

    const reset = await run(['reset-demo'], {
      operator_reset_demo: {
        data: { removed: { chats: 2, forum_threads: 1, upgrade_requests: 0 }, restored: {} },
      },
    })
    expect(reset.calls.at(-1)).toEqual({
      fn: 'operator_reset_demo',
      params: { operator: 'asha@ops' },
    })
    expect(reset.out.split('\n')).toEqual([
      'The demo accounts are back to their seeded state.',
      '  Removed what visitors added:  chats: 2, forum threads: 1',
      '  Restored from the seed:       nothing',
    ])
  })

  it('removes what visitors created in batches first, then resets', async () => {
    const { code, out, calls } = await run(['reset-demo'], {
      operator_purge_demo: [{ data: 5000 }, { data: 1200 }, { data: 0 }],
      operator_reset_demo: { data: { removed: { chats: 2 }, restored: { chats: 1 } } },
    })
    const purge = { fn: 'operator_purge_demo', params: { max_rows: 5000 } }
    expect(calls).toEqual([
      purge,
      purge,
      purge,
      { fn: 'operator_reset_demo', params: { operator: 'asha@ops' } },
    ])
    expect({ code, lines: out.split('\n') }).toEqual({
      code: 0,
      lines: [
        'The demo accounts are back to their seeded state.',
        '  Removed in batches first:     6200 rows',
        '  Removed what visitors added:  chats: 2',
        '  Restored from the seed:       chats: 1',
      ],
    })
  })

  it('resets alone on a database without operator_purge_demo yet', async () => {
    const { code, calls } = await run(['reset-demo'], {
      operator_purge_demo: {
        status: 404,
        error: { code: 'PGRST202', message: 'Could not find the function' },
      },
      operator_reset_demo: { data: { removed: {}, restored: {} } },
    })
    expect(code).toBe(0)
    expect(calls.map((call) => call.fn)).toEqual(['operator_purge_demo', 'operator_reset_demo'])
  })

  it('stops when a batch fails, before the reset', async () => {
    const { code, err, calls } = await run(['reset-demo'], {
      operator_purge_demo: [
        { data: 5000 },
        {
          status: 500,
          error: { code: '57014', message: 'canceling statement due to statement timeout' },
        },
      ],
    })
    expect(code).toBe(1)
    expect(err).toBe('canceling statement due to statement timeout (57014)')
    expect(calls.map((call) => call.fn)).toEqual(['operator_purge_demo', 'operator_purge_demo'])
  })

  it('says when there was no demo to reset', async () => {
    const { code, out } = await run(['reset-demo'], {
      operator_reset_demo: { data: { removed: {}, restored: {}, note: 'no demo snapshot' } },
    })
    expect({ code, out }).toEqual({ code: 0, out: 'Nothing to reset: no demo snapshot.' })
  })

  it('prints contact messages as blocks, user text made safe', async () => {
    const { out, calls } = await run(['messages', '--limit', '2'], {
      operator_contact_messages: {
        data: [
          {
            id: 'm2',
            received_at: '2026-11-25T08:00:00Z',
            name: 'Ravi\u001b[2J',
            email: 'ravi@example.com',
            message: 'Hello,\nthe form\u001b]0;x\u0007 broke.',
            account_email: null,
          },
          {
            id: 'm1',
            received_at: '2026-11-24T08:00:00Z',
            name: 'Asha',
            email: 'asha@example.com',
            message: 'Thanks',
            account_email: 'asha@example.com',
          },
        ],
      },
    })
    expect(calls[0].params).toEqual({ max_rows: 2 })
    expect(out.split('\n')).toEqual([
      '25 Nov 2026 08:00  Ravi\uFFFD[2J <ravi@example.com>  (signed out)',
      '    Hello,',
      '    the form\uFFFD]0;x\uFFFD broke.',
      '',
      '24 Nov 2026 08:00  Asha <asha@example.com>  (signed in as asha@example.com)',
      '    Thanks',
      '',
      'The newest 2 messages; --limit N shows up to N (at most 1000).',
    ])
  })

  it('prints feedback as blocks: the choice, the cited sections, the question and the note', async () => {
    const { out, calls } = await run(['feedback', '--unhelpful'], {
      operator_assistant_feedback: {
        data: [
          {
            given_at: '2026-11-30T09:14:00Z',
            helpful: false,
            note: 'It did not say\nwhere to file.\u001b[2J',
            question: 'Someone took ₹50,000 promising a job',
            citations: [
              { act: 'BNS', section: '318(4)', title: 'Cheating' },
              { act: 'IPC', section: '420', title: 'Cheating' },
              { act: 'COI', section: '21', title: 'Protection of life' },
            ],
            reply_id: 'r2',
          },
          {
            given_at: '2026-11-29T18:00:00Z',
            helpful: false,
            note: null,
            question: null,
            citations: [],
            reply_id: 'r1',
          },
        ],
      },
    })
    expect(calls).toEqual([{ fn: 'operator_assistant_feedback', params: { only_unhelpful: true } }])
    expect(out.split('\n')).toEqual([
      '30 Nov 2026 09:14  Not helpful  BNS 318(4), IPC 420, Article 21',
      '    Question: Someone took ₹50,000 promising a job',
      '    Note:     It did not say',
      '              where to file.\uFFFD[2J',
      '',
      '29 Nov 2026 18:00  Not helpful  no sections cited',
      '    Question: (none)',
      '',
      '2 replies marked Not helpful, newest first.',
    ])

    const all = await run(['feedback', '--limit', '1'], {
      operator_assistant_feedback: {
        data: [
          {
            given_at: '2026-11-30T09:14:00Z',
            helpful: true,
            note: null,
            question: 'Q',
            citations: [],
            reply_id: 'r3',
          },
        ],
      },
    })
    expect(all.calls[0].params).toEqual({ only_unhelpful: false, max_rows: 1 })
    expect(all.out.split('\n').at(-1)).toBe(
      'The newest 1 reply with feedback; --limit N shows up to N (at most 1000).',
    )
    expect((await run(['feedback'], { operator_assistant_feedback: { data: [] } })).out).toBe(
      'No feedback yet.',
    )
  })

  it('exits 1 with the database’s own message for LS008 and LS013', async () => {
    const unknown = await run(['grant-premium', 'nobody@example.com'], {
      operator_set_plan: {
        error: { code: 'LS008', message: 'No LexSetu account has the e-mail nobody@example.com.' },
      },
    })
    expect(unknown).toMatchObject({
      code: 1,
      out: '',
      err: 'No LexSetu account has the e-mail nobody@example.com.',
    })
    const client = await run(['verify-advocate', 'asha@example.com'], {
      operator_verify_advocate: {
        error: { code: 'LS013', message: 'asha@example.com is a client account, not an advocate.' },
      },
    })
    expect(client).toMatchObject({
      code: 1,
      err: 'asha@example.com is a client account, not an advocate.',
    })
  })

  it('exits 1 and says how to start the backend when it is unreachable', async () => {
    const { code, err } = await run(['upgrades'], {
      operator_upgrade_requests: {
        status: 0,
        error: { message: 'TypeError: fetch failed', code: '' },
      },
    })
    expect(code).toBe(1)
    expect(err).toBe(
      'Cannot reach the backend at http://127.0.0.1:54321. Start it with `npm run dev` (or `npm run backend`), or set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.',
    )
  })

  it('explains a missing migration, a refused key and the anon key', async () => {
    const missing = await run(['upgrades'], {
      operator_upgrade_requests: {
        status: 404,
        error: { code: 'PGRST202', message: 'Could not find the function' },
      },
    })
    expect(missing.code).toBe(1)
    expect(missing.err).toMatch(
      /has no function public\.operator_upgrade_requests: apply supabase\/migrations/,
    )
    const badKey = await run(['upgrades'], {
      operator_upgrade_requests: { status: 401, error: { message: 'Invalid API key' } },
    })
    expect(badKey.err).toMatch(/did not accept the service role key \(Invalid API key\)/)
    const anon = await run(['upgrades'], {
      operator_upgrade_requests: {
        status: 401,
        error: {
          code: '42501',
          message: 'permission denied for function operator_upgrade_requests',
        },
      },
    })
    expect(anon.err).toMatch(/not the anon key/)
    const other = await run(['reject-advocate', 'a@b.c', '--reason', 'abc'], {
      operator_reject_advocate: { error: { code: '22023', message: 'reason too short' } },
    })
    expect(other).toMatchObject({ code: 1, err: 'reason too short (22023)' })
  })

  it('exits 2 on usage errors without touching the backend', async () => {
    for (const args of [[], ['frobnicate'], ['grant-premium'], ['advocates', '--all']]) {
      const result = await run(args)
      expect(result.code).toBe(2)
      expect(result.out).toBe('')
      expect(result.err).not.toBe('')
      expect(result.calls).toEqual([])
    }
    const noConnect = await runAdmin(['upgrades'], {
      database: () => {
        throw new Error('these tests use no database tools')
      },
      connect: () => {
        throw new UsageError(
          'SUPABASE_URL is set but SUPABASE_SERVICE_ROLE_KEY is not: set both or neither.',
        )
      },
      operator: 'x',
      out: () => {},
      err: () => {},
    })
    expect(noConnect).toBe(2)
  })

  it('prints help on stdout with exit 0, without connecting', async () => {
    let connected = false
    const out: string[] = []
    const code = await runAdmin(['--help'], {
      database: () => {
        throw new Error('these tests use no database tools')
      },
      connect: () => {
        connected = true
        throw new Error('no')
      },
      operator: 'x',
      out: (text) => out.push(text),
      err: () => {},
    })
    expect(code).toBe(0)
    expect(connected).toBe(false)
    expect(out.join('\n')).toMatch(/^Usage: npm run admin -- <command>/)
  })

  it('never prints the key or a JWT, even when the backend echoes them', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2lnbmF0dXJl'
    const { code, err } = await run(['upgrades'], {
      operator_upgrade_requests: {
        status: 500,
        error: { code: 'XX000', message: `boom with ${KEY} and ${jwt}` },
      },
    })
    expect(code).toBe(1)
    expect(err).toBe('boom with [redacted] and [redacted] (XX000)')
  })
})
