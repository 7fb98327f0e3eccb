import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_ANON_KEY, DEFAULT_SERVICE_ROLE_KEY } from '../../server/env'
import { runAdmin } from '../../scripts/admin/run.ts'
import { DEMO_PASSWORD, demoClient } from '../db/demo-accounts'
import {
  API_URL,
  clientFor,
  createTestBackend,
  signUpAccount,
  type TestBackend,
} from '../support/backend'
import { describeOnEachDatabase } from '../support/test-databases'

/** The seed's advocate whose verification is pending (supabase/seeds/advocates.sql). */
const SEEDED_PENDING_ADVOCATE = 'sandeep.kulkarni@seed.lexsetu.invalid'

/**
 * `npm run admin` against a fresh embedded backend: runAdmin with a service-role supabase-js
 * client whose fetch is the backend's handler, and audit_log read as postgres.
 */
describeOnEachDatabase('npm run admin against the embedded backend', (target) => {
  let backend: TestBackend
  const operator = `ops-${target.database}@test-host`
  let accounts = 0

  beforeAll(async () => {
    backend = await createTestBackend({}, { database: target.database })
  })
  afterAll(async () => {
    await backend?.close()
  })

  async function admin(...args: string[]) {
    return adminWith(backend.service(), ...args)
  }

  async function adminWith(client: SupabaseClient, ...args: string[]) {
    const out: string[] = []
    const err: string[] = []
    const code = await runAdmin(args, {
      connect: () => ({ client, url: API_URL, key: DEFAULT_SERVICE_ROLE_KEY }),
      database: () => {
        throw new Error('these tests use no database tools')
      },
      operator,
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      timeZone: 'UTC',
    })
    return { code, out: out.join('\n'), err: err.join('\n') }
  }

  /** A new account with its profile, signed in. */
  const newAccount = (role: 'client' | 'advocate', name: string) =>
    signUpAccount(backend.fetch, `admin-${++accounts}-${target.database}@example.test`, {
      role,
      name,
    })

  async function audit(subject: string) {
    const { rows } = await backend.db.query<{
      actor: string
      action: string
      subject: string
      details: Record<string, unknown>
    }>(
      'select actor, action, subject, details from public.audit_log where subject = $1 order by id',
      [subject],
    )
    return rows
  }

  async function profile(email: string) {
    const { rows } = await backend.db.query<{ plan: string; is_verified: boolean }>(
      'select plan, is_verified from public.users where email = $1',
      [email],
    )
    return rows[0]
  }

  describe('plans', () => {
    let asha: Awaited<ReturnType<typeof newAccount>>

    beforeAll(async () => {
      asha = await newAccount('client', 'Asha Rao')
      const { error } = await asha.client
        .from('upgrade_requests')
        .insert({ invoice_name: 'Rao Traders', phone: '+91 98765 43210', note: 'GST invoice' })
      if (error) throw error
    })

    it('lists the open upgrade request as a table and as JSON', async () => {
      const human = await admin('upgrades')
      expect(human.code).toBe(0)
      expect(human.err).toBe('')
      const lines = human.out.split('\n')
      expect(lines[0]).toMatch(/^Requested\s+E-mail\s+Name\s+Plan\s+Invoice name\s+Phone\s+Note$/)
      const row = lines.find((line) => line.includes(asha.email))
      expect(row).toMatch(
        /^\d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d {2}\S+ {2}Asha Rao {2}free {2}Rao Traders {3}\+91 98765 43210 {2}GST invoice$/,
      )
      expect(lines.at(-1)).toMatch(/^\d+ open upgrade requests?, oldest first\./)

      const json = await admin('upgrades', '--json')
      expect(json.code).toBe(0)
      const rows = JSON.parse(json.out) as Record<string, unknown>[]
      expect(rows.find((r) => r.email === asha.email)).toMatchObject({
        email: asha.email,
        name: 'Asha Rao',
        plan: 'free',
        invoice_name: 'Rao Traders',
        phone: '+91 98765 43210',
        note: 'GST invoice',
      })
    })

    it('grants Premium, closes the request and records it once; a second grant is a no-op', async () => {
      const granted = await admin('grant-premium', asha.email.toUpperCase())
      expect(granted).toEqual({ code: 0, out: `${asha.email} is now on Premium.`, err: '' })
      expect(await profile(asha.email)).toMatchObject({ plan: 'premium' })
      const { rows } = await backend.db.query(
        'select status, resolved_at is not null as resolved from public.upgrade_requests where user_id = $1',
        [asha.id],
      )
      expect(rows).toEqual([{ status: 'granted', resolved: true }])
      expect(await audit(asha.email)).toEqual([
        {
          actor: operator,
          action: 'grant-premium',
          subject: asha.email,
          details: { from: 'free', to: 'premium', closed_requests: 1 },
        },
      ])
      expect((await admin('upgrades', '--json')).out).not.toContain(asha.email)

      const again = await admin('grant-premium', asha.email)
      expect(again).toEqual({
        code: 0,
        out: `${asha.email} is already on Premium; nothing changed.`,
        err: '',
      })
      expect(await audit(asha.email)).toHaveLength(1)
    })

    it('revokes Premium, with --json output for scripts', async () => {
      const revoked = await admin('revoke-premium', asha.email, '--json')
      expect(revoked.code).toBe(0)
      expect(JSON.parse(revoked.out)).toEqual({ email: asha.email, plan: 'free', changed: true })
      expect(await profile(asha.email)).toMatchObject({ plan: 'free' })
      expect((await audit(asha.email)).map((row) => [row.actor, row.action])).toEqual([
        [operator, 'grant-premium'],
        [operator, 'revoke-premium'],
      ])
      const again = await admin('revoke-premium', asha.email)
      expect(again.out).toBe(`${asha.email} is already on the Free plan; nothing changed.`)
    })

    it('refuses an unknown e-mail with exit 1 and the database’s words, changing nothing', async () => {
      const result = await admin('grant-premium', 'nobody@example.test')
      expect(result).toEqual({
        code: 1,
        out: '',
        err: 'No LexSetu account has the e-mail nobody@example.test.',
      })
      expect(await audit('nobody@example.test')).toEqual([])
    })
  })

  describe('advocates', () => {
    let advocate: Awaited<ReturnType<typeof newAccount>>
    let second: Awaited<ReturnType<typeof newAccount>>
    let client: Awaited<ReturnType<typeof newAccount>>

    beforeAll(async () => {
      advocate = await newAccount('advocate', 'Adv. Meera Iyer')
      second = await newAccount('advocate', 'Adv. Karan Shah')
      client = await newAccount('client', 'Ravi')
      // Both advocates send their enrolment details from their profile page: they wait for review.
      for (const [account, number] of [
        [advocate, 'KAR/1201/2011'],
        [second, 'MAH/88/2019'],
      ] as const) {
        const submitted = await account.client.from('advocate_profiles').upsert({
          id: account.id,
          bar_council_enrolment_no: number,
          state_bar_council: 'Bar Council of Karnataka',
        })
        if (submitted.error) throw submitted.error
      }
    })

    it('lists advocates waiting for verification', async () => {
      const pending = await admin('advocates', '--pending', '--json')
      expect(pending.code).toBe(0)
      const rows = JSON.parse(pending.out) as Record<string, unknown>[]
      expect(rows.map((r) => r.email)).toEqual(
        // With the seed's advocate whose verification is pending (the demo advocate is verified).
        expect.arrayContaining([SEEDED_PENDING_ADVOCATE, advocate.email, second.email]),
      )
      expect(rows.find((r) => r.email === advocate.email)).toMatchObject({
        name: 'Adv. Meera Iyer',
        is_verified: false,
        status: 'pending',
        reason: null,
      })
      expect(rows.map((r) => r.email)).not.toContain(client.email)

      const human = await admin('advocates', '--pending')
      expect(human.out.split('\n')[0]).toMatch(
        /^Joined\s+E-mail\s+Name\s+Status\s+Enrolment no\.\s+Bar Council\s+Reason$/,
      )
      expect(human.out).toMatch(
        new RegExp(
          `${advocate.email} +Adv\\. Meera Iyer +pending +KAR/1201/2011 +Bar Council of Karnataka +-`,
        ),
      )
      expect(human.out).toMatch(/advocates? waiting for verification\. Decide with:/)
    })

    it('verifies an advocate once and records it', async () => {
      expect(await admin('verify-advocate', advocate.email)).toEqual({
        code: 0,
        out: `${advocate.email} is now a verified advocate.`,
        err: '',
      })
      expect(await profile(advocate.email)).toMatchObject({ is_verified: true })
      expect(await audit(advocate.email)).toEqual([
        { actor: operator, action: 'verify-advocate', subject: advocate.email, details: {} },
      ])
      const again = await admin('verify-advocate', advocate.email)
      expect(again).toMatchObject({
        code: 0,
        out: `${advocate.email} is already a verified advocate; nothing changed.`,
      })
      expect(await audit(advocate.email)).toHaveLength(1)

      const pending = JSON.parse((await admin('advocates', '--pending', '--json')).out)
      expect(pending.map((r: { email: string }) => r.email)).not.toContain(advocate.email)
      const all = JSON.parse((await admin('advocates', '--json')).out)
      expect(all.find((r: { email: string }) => r.email === advocate.email)).toMatchObject({
        status: 'verified',
        is_verified: true,
      })
    })

    it('refuses to verify a client account (LS013) with exit 1', async () => {
      expect(await admin('verify-advocate', client.email)).toEqual({
        code: 1,
        out: '',
        err: `${client.email} is a client account, not an advocate.`,
      })
      expect(
        await admin('reject-advocate', client.email, '--reason', 'Not a lawyer'),
      ).toMatchObject({
        code: 1,
        err: `${client.email} is a client account, not an advocate.`,
      })
      expect(await profile(client.email)).toMatchObject({ is_verified: false })
      expect(await audit(client.email)).toEqual([])
    })

    it('rejects an advocate with the reason, shown in the list and kept in the audit log', async () => {
      const reason = 'Bar Council enrolment number not found'
      const rejected = await admin('reject-advocate', second.email, '--reason', reason)
      expect(rejected).toEqual({
        code: 0,
        out: `${second.email} is rejected (not verified): ${reason}`,
        err: '',
      })
      expect(await audit(second.email)).toEqual([
        {
          actor: operator,
          action: 'reject-advocate',
          subject: second.email,
          details: { reason, was_verified: false },
        },
      ])
      const all = JSON.parse((await admin('advocates', '--json')).out)
      expect(all.find((r: { email: string }) => r.email === second.email)).toMatchObject({
        status: 'rejected',
        reason,
      })
      const pending = JSON.parse((await admin('advocates', '--pending', '--json')).out)
      expect(pending.map((r: { email: string }) => r.email)).not.toContain(second.email)
    })
  })

  describe('contact messages', () => {
    it('shows the newest first, with the sender’s account when signed in', async () => {
      const sender = await newAccount('client', 'Signed In')
      const anon = clientFor(backend.fetch, DEFAULT_ANON_KEY)
      const first = await anon.from('contact_messages').insert({
        name: 'Visitor',
        email: 'Visitor@Example.test',
        message: 'Hello,\nI have a question.',
      })
      expect(first.error).toBeNull()
      const second = await sender.client
        .from('contact_messages')
        .insert({ name: 'Signed In', email: sender.email, message: 'Invoice please' })
      expect(second.error).toBeNull()

      const json = await admin('messages', '--json')
      expect(json.code).toBe(0)
      const rows = JSON.parse(json.out) as Record<string, unknown>[]
      expect(rows.slice(0, 2)).toMatchObject([
        {
          name: 'Signed In',
          email: sender.email,
          message: 'Invoice please',
          account_email: sender.email,
        },
        { name: 'Visitor', email: 'visitor@example.test', account_email: null },
      ])

      const human = await admin('messages', '--limit', '1')
      expect(human.code).toBe(0)
      expect(human.out.split('\n')).toEqual([
        expect.stringMatching(
          new RegExp(
            `^\\d\\d [A-Z][a-z]{2} \\d{4} \\d\\d:\\d\\d  Signed In <${sender.email}>  \\(signed in as ${sender.email}\\)$`,
          ),
        ),
        '    Invoice please',
        '',
        'The newest 1 message; --limit N shows up to N (at most 1000).',
      ])
      const all = await admin('messages')
      expect(all.out).toContain(
        'Visitor <visitor@example.test>  (signed out)\n    Hello,\n    I have a question.',
      )
    })
  })

  describe('assistant feedback', () => {
    it('lists what users said of the replies, newest first, with the question and the cited sections', async () => {
      const ravi = await newAccount('client', 'Ravi')
      // A chat as the assistant function leaves it: each question, then its reply with citations.
      const { rows: chats } = await backend.db.query<{ id: string }>(
        `insert into public.chats (owner_id, title) values ($1, 'Job money') returning id`,
        [ravi.id],
      )
      const { rows: replies } = await backend.db.query<{ id: string }>(
        `insert into public.chat_messages (chat_id, owner_id, role, content, citations, created_at)
         values ($1, $2, 'user', 'Someone took ₹50,000 promising a job', '[]', now() - interval '4 minutes'),
                ($1, $2, 'assistant', 'That is cheating.',
                 '[{"act": "BNS", "section": "318(4)", "title": "Cheating"}, {"act": "IPC", "section": "420", "title": "Cheating"}]',
                 now() - interval '3 minutes'),
                ($1, $2, 'user', 'Can I get free legal aid?', '[]', now() - interval '2 minutes'),
                ($1, $2, 'assistant', 'Yes, call 15100.', '[]', now() - interval '1 minute')
         returning id, role`,
        [chats[0]!.id, ravi.id],
      )
      const [cheating, aid] = [replies[1]!.id, replies[3]!.id]
      const give = async (reply: string, helpful: boolean, note: string | null) => {
        const { error } = await ravi.client
          .from('assistant_feedback')
          .upsert({ reply_id: reply, helpful, note }, { onConflict: 'reply_id,owner_id' })
        if (error) throw error
      }
      await give(aid, true, null)
      await give(cheating, true, null)
      // Ravi changes his mind: the same row, now the newest.
      await give(cheating, false, 'It did not say where to file the complaint.')

      const json = await admin('feedback', '--json')
      expect(json.code).toBe(0)
      const rows = (JSON.parse(json.out) as Record<string, unknown>[]).filter((row) =>
        [cheating, aid].includes(String(row.reply_id)),
      )
      expect(rows).toEqual([
        {
          given_at: expect.any(String),
          helpful: false,
          note: 'It did not say where to file the complaint.',
          question: 'Someone took ₹50,000 promising a job',
          citations: [
            { act: 'BNS', section: '318(4)', title: 'Cheating' },
            { act: 'IPC', section: '420', title: 'Cheating' },
          ],
          reply_id: cheating,
        },
        {
          given_at: expect.any(String),
          helpful: true,
          note: null,
          question: 'Can I get free legal aid?',
          citations: [],
          reply_id: aid,
        },
      ])
      expect(JSON.stringify(rows)).not.toContain(ravi.email)

      const unhelpful = await admin('feedback', '--unhelpful', '--limit', '1')
      expect(unhelpful).toMatchObject({ code: 0, err: '' })
      expect(unhelpful.out.split('\n')).toEqual([
        expect.stringMatching(
          /^\d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d {2}Not helpful {2}BNS 318\(4\), IPC 420$/,
        ),
        '    Question: Someone took ₹50,000 promising a job',
        '    Note:     It did not say where to file the complaint.',
        '',
        'The newest 1 reply marked Not helpful; --limit N shows up to N (at most 1000).',
      ])
    })

    it('is for the service role only', async () => {
      const result = await adminWith(clientFor(backend.fetch, DEFAULT_ANON_KEY), 'feedback')
      expect(result.code).toBe(1)
      expect(result.err).toMatch(/permission denied for function operator_assistant_feedback/)
    })
  })

  describe('reset-demo', () => {
    it('removes a thread the demo client posted, keeps the seeded content and records the reset', async () => {
      const seeded = async () =>
        (
          await backend.db.query<{ threads: number; chats: number }>(
            `select (select count(*)::int from public.forum_threads where author_id = $1) as threads,
                    (select count(*)::int from public.chats where owner_id = $1) as chats`,
            [demoClient.id],
          )
        ).rows[0]
      const before = await seeded()
      expect(before.threads).toBeGreaterThan(0)

      const demo = clientFor(backend.fetch, DEFAULT_ANON_KEY)
      const signIn = await demo.auth.signInWithPassword({
        email: demoClient.email,
        password: DEMO_PASSWORD,
      })
      expect(signIn.error).toBeNull()
      const posted = await demo
        .from('forum_threads')
        .insert({
          title: 'A visitor tried the demo forum',
          body: 'This thread was posted by a visitor through the demo account.',
          categories: ['Civil Law'],
          is_anonymous: false,
        })
        .select('id')
        .single()
      expect(posted.error).toBeNull()
      expect((await seeded()).threads).toBe(before.threads + 1)

      const reset = await admin('reset-demo')
      expect(reset.err).toBe('')
      expect(reset.code).toBe(0)
      expect(reset.err).toBe('')
      expect(reset.out.split('\n')).toEqual([
        'The demo accounts are back to their seeded state.',
        // The visitor's thread goes with the batches (operator_purge_demo) before the reset.
        '  Removed in batches first:     1 row',
        '  Removed what visitors added:  nothing',
        expect.stringMatching(/^ {2}Restored from the seed: {7}chats: \d+, .*forum threads: \d+/),
      ])

      const { rows } = await backend.db.query('select 1 from public.forum_threads where id = $1', [
        posted.data!.id,
      ])
      expect(rows).toEqual([])
      expect(await seeded()).toEqual(before)

      const { rows: log } = await backend.db.query<{ actor: string; subject: string | null }>(
        `select actor, subject from public.audit_log where action = 'reset-demo' order by id`,
      )
      expect(log).toEqual([{ actor: operator, subject: null }])

      const json = await admin('reset-demo', '--json')
      expect(JSON.parse(json.out)).toMatchObject({
        removed: { forum_threads: 0 },
        restored: expect.any(Object),
      })
    })
  })

  describe('refusals', () => {
    it('exits 2 on usage errors', async () => {
      for (const args of [
        ['promote', 'a@b.c'],
        ['grant-premium'],
        ['reject-advocate', 'a@b.c'],
        ['advocates', '--al'],
      ]) {
        const result = await admin(...args)
        expect(result.code).toBe(2)
        expect(result.out).toBe('')
        expect(result.err.length).toBeGreaterThan(0)
      }
    })

    it('exits 1 with the anon key instead of the service role key', async () => {
      const result = await adminWith(clientFor(backend.fetch, DEFAULT_ANON_KEY), 'upgrades')
      expect(result.code).toBe(1)
      expect(result.err).toMatch(
        /refused: permission denied for function operator_upgrade_requests\. The key must be the service role key/,
      )
    })
  })
})
