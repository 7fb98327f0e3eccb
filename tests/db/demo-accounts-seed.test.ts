import bcrypt from 'bcryptjs'
import { parseCitations } from '../../supabase/functions/assistant/question.ts'
import { expect, it } from 'vitest'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { DEMO_PASSWORD, demoAdvocate, demoClient } from './demo-accounts'

describeOnEachDatabase('demo accounts seeded by supabase/seeds/accounts.sql', (target) => {
  const db = useMigratedDatabase(target)

  it('seeds both demo accounts as confirmed e-mail users marked demo, with GoTrue identities', async () => {
    const { rows } = await db().query(
      `select u.email, u.aud, u.role, u.email_confirmed_at is not null as confirmed,
              u.raw_app_meta_data as app, u.raw_user_meta_data ->> 'name' as name,
              u.confirmation_token, u.recovery_token, u.email_change, u.email_change_token_new,
              i.provider, i.provider_id = u.id::text as provider_id_is_user_id, i.email as identity_email
       from auth.users u join auth.identities i on i.user_id = u.id
       where u.raw_app_meta_data ->> 'demo' = 'true' order by u.email`,
    )
    const common = {
      aud: 'authenticated',
      role: 'authenticated',
      confirmed: true,
      app: { provider: 'email', providers: ['email'], demo: true },
      confirmation_token: '',
      recovery_token: '',
      email_change: '',
      email_change_token_new: '',
      provider: 'email',
      provider_id_is_user_id: true,
    }
    expect(rows).toEqual([
      {
        ...common,
        email: demoAdvocate.email,
        name: 'Demo Advocate',
        identity_email: demoAdvocate.email,
      },
      { ...common, email: demoClient.email, name: 'Demo Client', identity_email: demoClient.email },
    ])
  })

  it('seeds their LexSetu profiles with the role of each: the client on Premium, so a visitor can try everything, the advocate verified, so the client can request it', async () => {
    const { rows } = await db().query(
      `select id, email, name, role, plan, is_verified from public.users where id = any($1::uuid[]) order by role`,
      [[demoClient.id, demoAdvocate.id]],
    )
    expect(rows).toEqual([
      {
        ...demoAdvocate,
        name: 'Demo Advocate',
        role: 'advocate',
        plan: 'free',
        is_verified: true,
      },
      { ...demoClient, name: 'Demo Client', role: 'client', plan: 'premium', is_verified: false },
    ])
  })

  it("stores the published password as pgcrypto's $2a$ bcrypt (cost 10), which bcryptjs verifies", async () => {
    const { rows } = await db().query<{ hash: string }>(
      'select encrypted_password as hash from auth.users where id = $1',
      [demoClient.id],
    )
    expect(rows[0].hash).toMatch(/^\$2a\$10\$/)
    expect(await bcrypt.compare(DEMO_PASSWORD, rows[0].hash)).toBe(true)
    expect(await bcrypt.compare('not-the-password', rows[0].hash)).toBe(false)
  })
})

describeOnEachDatabase(
  'the demo client’s past chats seeded by supabase/seeds/assistant.sql',
  (target) => {
    const db = useMigratedDatabase(target)

    it('seeds two chats, each a question and a reply that cites only knowledge-base entries', async () => {
      const { rows: chats } = await db().query<{
        id: string
        message_count: number
        updated_at: Date
      }>(
        `select id, message_count, updated_at from public.chats where owner_id = $1 order by updated_at desc`,
        [demoClient.id],
      )
      expect(chats.map((chat) => chat.message_count)).toEqual([2, 2])
      expect(chats[0].updated_at.getTime()).toBeLessThan(Date.now())
      const { rows: replies } = await db().query<{
        content: string
        citations: { act: string; section: string }[]
      }>(
        `select content, citations from public.chat_messages
       where owner_id = $1 and role = 'assistant' order by created_at`,
        [demoClient.id],
      )
      expect(replies).toHaveLength(2)
      for (const reply of replies) {
        const inText = parseCitations(reply.content).map((c) => `${c.act} ${c.section}`)
        const listed = reply.citations.map((c) => `${c.act} ${c.section}`)
        expect(inText).toEqual(listed)
        const { rows } = await db().query(
          `select 1 from public.kb_entries where (act || ' ' || section) = any($1::text[])`,
          [listed],
        )
        expect(rows).toHaveLength(listed.length)
      }
    })
  },
)
