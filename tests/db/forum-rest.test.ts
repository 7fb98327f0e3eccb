import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEFAULT_ANON_KEY } from '../../server/env'
import { API_URL, createTestBackend, signUpAccount, type TestBackend } from '../support/backend'
import { describeOnEachDatabase } from '../support/test-databases'

/**
 * The forum through the REST API, as an attacker with a signed-in account would try it: every
 * select, filter, order, embed and RPC that could name the asker of an anonymous thread.
 */
describeOnEachDatabase('the forum over REST', (target) => {
  let backend: TestBackend
  let asker: SupabaseClient
  let askerId = ''
  let snoop: SupabaseClient
  let snoopToken = ''
  let threadId = ''
  let userCount = 0

  const newUser = (name: string) =>
    signUpAccount(backend.fetch, `forum-rest-${++userCount}-${target.database}@example.test`, {
      name,
    })

  beforeAll(async () => {
    backend = await createTestBackend({}, { database: target.database })
    const a = await newUser('Asha Secret')
    asker = a.client
    askerId = a.id
    const s = await newUser('Snoop')
    snoop = s.client
    snoopToken = s.token
    const { data, error } = await asker
      .from('forum_threads')
      .insert({
        title: 'My husband hits me, what can I do?',
        body: 'He threatens me every night and I am afraid to go to the police.',
        categories: ['Family Law', 'Criminal Law'],
        is_anonymous: true,
      })
      .select('id')
      .single()
    if (error) throw error
    threadId = data.id
    const reply = await asker
      .from('forum_replies')
      .insert({ thread_id: threadId, body: 'It happened again today.' })
    if (reply.error) throw reply.error
  })
  afterAll(async () => {
    await backend?.close()
  })

  const raw = (path: string) =>
    backend.fetch(`${API_URL}/rest/v1/${path}`, {
      headers: { apikey: DEFAULT_ANON_KEY, authorization: `Bearer ${snoopToken}` },
    })

  it("shows the asker's own thread to the asker with their name", async () => {
    const { data, error } = await asker
      .from('forum_thread_cards')
      .select('author_name, is_mine')
      .eq('id', threadId)
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({ author_name: 'Asha Secret', is_mine: true })
  })

  it('never answers another user with the asker’s id or name, whatever the request', async () => {
    const paths = [
      `forum_thread_cards?id=eq.${threadId}`,
      `forum_thread_cards?id=eq.${threadId}&select=*,public_profiles(*)`,
      `forum_thread_cards?author_id=eq.${askerId}`,
      `forum_reply_cards?thread_id=eq.${threadId}`,
      `forum_reply_cards?thread_id=eq.${threadId}&select=*,forum_threads(*)`,
      `forum_threads?id=eq.${threadId}&select=id,title,body,categories,is_anonymous`,
      `forum_threads?id=eq.${threadId}&select=*`,
      `forum_threads?id=eq.${threadId}&select=id,users(*)`,
      `forum_threads?id=eq.${threadId}&select=id,public_profiles(*)`,
      `forum_threads?author_id=eq.${askerId}&select=id`,
      `forum_threads?select=id&order=author_id`,
      `forum_threads?select=id&or=(author_id.eq.${askerId})`,
      `forum_replies?thread_id=eq.${threadId}&select=*`,
      `forum_replies?thread_id=eq.${threadId}&select=id,forum_threads(*)`,
      `forum_thread_votes?select=*,forum_threads(*)`,
      `public_profiles?id=eq.${askerId}`,
      `public_profiles?select=*`,
      `users?id=eq.${askerId}`,
      `rpc/forum_thread_page?search=husband`,
      `rpc/forum_thread_page?category=Family%20Law&select=*`,
      `rpc/my_forum_activity`,
    ]
    for (const path of paths) {
      const response = await raw(path)
      const text = await response.text()
      expect(response.status, path).toBeLessThan(500)
      expect(text, path).not.toContain(askerId)
      expect(text, path).not.toContain('Asha')
    }
  })

  it('refuses every write to the read-only views with 401 or 403, never a 500', async () => {
    for (const view of ['forum_thread_cards', 'forum_reply_cards']) {
      for (const method of ['POST', 'PATCH', 'DELETE']) {
        for (const token of [undefined, snoopToken]) {
          const response = await backend.fetch(`${API_URL}/rest/v1/${view}?id=eq.${threadId}`, {
            method,
            headers: {
              apikey: DEFAULT_ANON_KEY,
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              'content-type': 'application/json',
            },
            body: method === 'DELETE' ? undefined : JSON.stringify({ id: threadId }),
          })
          const { code } = (await response.json()) as { code: string }
          expect([response.status, code], `${method} ${view}`).toEqual([token ? 403 : 401, '42501'])
        }
      }
    }
  })

  it('shows the thread and the asker’s reply to others as Anonymous', async () => {
    const thread = await snoop
      .from('forum_thread_cards')
      .select('title, author_name, author_id, is_anonymous')
      .eq('id', threadId)
      .single()
    expect(thread.data).toEqual({
      title: 'My husband hits me, what can I do?',
      author_name: null,
      author_id: null,
      is_anonymous: true,
    })
    const replies = await snoop
      .from('forum_reply_cards')
      .select('author_name, by_thread_author')
      .eq('thread_id', threadId)
    expect(replies.data).toEqual([{ author_name: null, by_thread_author: true }])
  })

  it('answers a posting limit, an edit after the window and a self-vote with clear messages', async () => {
    const vote = await asker.from('forum_thread_votes').insert({ thread_id: threadId })
    expect(vote.error).toMatchObject({ code: 'LS006', message: 'You cannot upvote your own post.' })
    const upvote = await snoop.from('forum_thread_votes').insert({ thread_id: threadId })
    expect(upvote.error).toBeNull()
    const again = await snoop.from('forum_thread_votes').insert({ thread_id: threadId })
    expect(again.error).toMatchObject({ code: '23505' })
    expect(again.status).toBe(409)
    let limit: { code?: string; message?: string } | null = null
    for (let i = 0; i < 5 && !limit; i++) {
      const { error } = await snoop.from('forum_threads').insert({
        title: `Question number ${i + 1} about rent`,
        body: 'My landlord raised the rent without notice; is that allowed?',
        categories: ['Property Law'],
      })
      limit = error
    }
    expect(limit).toBeNull()
    const sixth = await snoop.from('forum_threads').insert({
      title: 'Question number 6 about rent',
      body: 'My landlord raised the rent without notice; is that allowed?',
      categories: ['Property Law'],
    })
    expect(sixth.status).toBe(400)
    expect(sixth.error).toMatchObject({
      code: 'LS004',
      message: 'You can start at most 5 threads an hour. Please wait a while and post again.',
    })
  })
})
