import { createClient } from '@supabase/supabase-js'
import { act, screen, waitFor, within } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { OFFLINE_ERROR } from '@/lib/api-error'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import type { Reply, Thread } from '../schemas/forum'
import {
  buildReply,
  buildThread,
  createFakeThreadClient,
  THREAD_ID,
  type FakeThreadClient,
} from '../testing/fake-thread-client'
import { Component as ThreadPage } from './thread'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

const ME = '00000000-0000-4000-8000-000000000001'
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

function renderThread({
  thread = buildThread(),
  replies = [],
  url = `/forum/${THREAD_ID}`,
}: { thread?: Thread; replies?: Reply[]; url?: string } = {}) {
  const fake = createFakeThreadClient({
    forum_thread_cards: [{ ...thread, reply_count: thread.reply_count || replies.length }],
    forum_reply_cards: replies,
    forum_threads: [{ id: thread.id, helpful_reply_id: thread.helpful_reply_id }],
    forum_replies: replies.map(({ id, thread_id, body }) => ({ id, thread_id, body })),
  })
  loadSupabase.mockResolvedValue(fake.client)
  const view = renderApp(
    <>
      <ThreadPage />
      <Toaster />
    </>,
    {
      path: '/forum/:threadId',
      url,
      auth: buildSignedInAuth({ id: ME }),
      routes: [{ path: '/forum', element: <h1>Community forum</h1> }],
    },
  )
  return { ...view, fake }
}

/** supabase-js as it is offline: every request rejects as fetch does, with a TypeError. */
const offlineClient = () =>
  createClient('http://127.0.0.1:54321', 'anon-key', {
    global: { fetch: () => Promise.reject(new TypeError('Failed to fetch')) },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })

/** The replies as listed: the article names ('Reply by …'). */
const listedReplies = () =>
  within(screen.getByRole('region', { name: /Repl/ }))
    .getAllByRole('article')
    .map((article) => article.getAttribute('aria-label'))

const threadVote = () => screen.getByRole('button', { name: /^Upvote the question/ })
const replyBox = () => screen.getByRole('textbox', { name: 'Your Reply' })
const postButton = () => screen.getByRole('button', { name: 'Post Reply' })

/** Mirrors a posted reply into forum_reply_cards and the thread's count, as the database does. */
function serveReplies(fake: FakeThreadClient) {
  fake.onInsert.forum_replies = (row) => {
    const cards = fake.tables.forum_reply_cards
    cards.push(
      buildReply({
        id: `new-${cards.length}`,
        body: String(row.body),
        created_at: '2026-11-25T10:00:00+05:30',
        author_name: 'Asha Rao',
        is_mine: true,
      }),
    )
    fake.tables.forum_thread_cards[0].reply_count = cards.length
  }
}

describe('the forum thread page', () => {
  afterEach(() => act(() => resetToasts()))

  it('shows the question: title, plain-text body with its line breaks, tags, upvotes and the way back', async () => {
    renderThread({
      thread: buildThread({ body: 'Line one <b>not bold</b>\nLine two' }),
    })

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Can my landlord keep the whole deposit?',
      }),
    ).toBeVisible()
    const body = screen.getByText(/Line one/)
    expect(body.textContent).toBe('Line one <b>not bold</b>\nLine two')
    expect(body).toHaveClass('whitespace-pre-wrap')
    expect(body.querySelector('b')).toBeNull()
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('Civil LawProperty Law')
    expect(threadVote()).toHaveAccessibleName('Upvote the question, 2 upvotes')
    expect(threadVote()).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('link', { name: 'Back to forum' })).toHaveAttribute('href', '/forum')
    expect(screen.getByText('Meera K.')).toBeVisible()
    expect(screen.getByText(/information, not legal advice/)).toBeVisible()
  })

  it('lists the helpful answer first, then by upvotes, then oldest, with the Verified Advocate badge', async () => {
    renderThread({
      thread: buildThread({ helpful_reply_id: 'helpful' }),
      replies: [
        buildReply({ id: 'old', author_name: 'Old', created_at: '2026-11-20T11:00:00+05:30' }),
        buildReply({ id: 'liked', author_name: 'Liked', upvote_count: 5 }),
        buildReply({
          id: 'helpful',
          author_name: 'Helpful',
          is_helpful: true,
          created_at: '2026-11-22T11:00:00+05:30',
        }),
        buildReply({ id: 'older', author_name: 'Older', created_at: '2026-11-20T10:30:00+05:30' }),
        buildReply({
          id: 'advocate',
          author_name: 'Adv. Priya Nair',
          author_role: 'advocate',
          author_is_verified_advocate: true,
          upvote_count: 1,
        }),
      ],
    })

    expect(await screen.findByRole('heading', { level: 2, name: '5 Replies' })).toBeVisible()
    await waitFor(() =>
      expect(listedReplies()).toEqual([
        'Reply by Helpful',
        'Reply by Liked',
        'Reply by Adv. Priya Nair',
        'Reply by Older',
        'Reply by Old',
      ]),
    )
    const [helpful] = screen.getAllByRole('article', { name: /^Reply by/ })
    expect(within(helpful).getByText('Helpful answer')).toBeVisible()
    const advocate = screen.getByRole('article', { name: 'Reply by Adv. Priya Nair' })
    expect(within(advocate).getByText('Verified Advocate')).toBeVisible()
    expect(
      within(screen.getByRole('article', { name: 'Reply by Old' })).queryByText(
        'Verified Advocate',
      ),
    ).not.toBeInTheDocument()
  })

  it("writes '1 Reply' for one reply and '0 Replies' before any", async () => {
    const { unmount } = renderThread({ replies: [buildReply({ id: 'only' })] })
    expect(await screen.findByRole('heading', { level: 2, name: '1 Reply' })).toBeVisible()
    unmount()

    renderThread()
    expect(await screen.findByRole('heading', { level: 2, name: '0 Replies' })).toBeVisible()
    expect(await screen.findByText(/No replies yet/)).toBeVisible()
  })

  it('keeps Post Reply disabled while the reply is blank, and posts a written one', async () => {
    const { user, fake } = renderThread()
    serveReplies(fake)

    expect(await screen.findByRole('heading', { level: 2, name: '0 Replies' })).toBeVisible()
    expect(postButton()).toBeDisabled()
    await user.type(replyBox(), '   ')
    expect(postButton()).toBeDisabled()

    await user.type(replyBox(), 'Send a legal notice under the lease.')
    expect(postButton()).toBeEnabled()
    await user.click(postButton())

    expect(await screen.findByRole('article', { name: 'Reply by Asha Rao' })).toHaveTextContent(
      'Send a legal notice under the lease.',
    )
    expect(screen.getByRole('heading', { level: 2, name: '1 Reply' })).toBeVisible()
    expect(replyBox()).toHaveValue('')
    expect(replyBox()).toHaveFocus()
    expect(fake.tables.forum_replies.at(-1)).toEqual({
      thread_id: THREAD_ID,
      body: 'Send a legal notice under the lease.',
    })
    expect(await screen.findByText('Reply posted')).toBeInTheDocument()
  })

  it('keeps a reply that failed to post, with the posting-limit message, and as a draft across a reload', async () => {
    const { user, fake, unmount } = renderThread()
    fake.failures['forum_replies:insert'] = {
      code: 'LS004',
      message: 'You can post at most 30 replies an hour. Please wait a while and reply again.',
    }

    await user.type(await screen.findByRole('textbox', { name: 'Your Reply' }), 'My answer')
    await user.click(postButton())

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can post at most 30 replies an hour. Please wait a while and reply again.',
    )
    expect(replyBox()).toHaveValue('My answer')
    expect(replyBox()).toHaveFocus()
    unmount()

    renderThread()
    expect(await screen.findByRole('textbox', { name: 'Your Reply' })).toHaveValue('My answer')
  })

  it('says in plain words that LexSetu could not be reached when a reply cannot be sent', async () => {
    const { user } = renderThread()
    await user.type(await screen.findByRole('textbox', { name: 'Your Reply' }), 'My answer')
    loadSupabase.mockResolvedValue(offlineClient())

    await user.click(postButton())

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(`${OFFLINE_ERROR} Your reply is still in the box.`)
    expect(alert).not.toHaveTextContent(/TypeError|Failed to fetch/)
    expect(replyBox()).toHaveValue('My answer')
  })

  it('says in plain words that an upvote could not be sent, and takes it back', async () => {
    const { user } = renderThread()
    await screen.findByRole('button', { name: /^Upvote the question/ })
    loadSupabase.mockResolvedValue(offlineClient())

    await user.click(threadVote())

    expect(await screen.findByText('Your upvote was not saved')).toBeInTheDocument()
    expect(screen.getByText(OFFLINE_ERROR)).toBeInTheDocument()
    expect(screen.queryByText(/Failed to fetch/)).toBeNull()
    expect(threadVote()).toHaveAttribute('aria-pressed', 'false')
  })

  it('upvotes at once and rolls the vote back with a toast when the server refuses', async () => {
    const { user, fake } = renderThread()
    fake.failures['forum_thread_votes:insert'] = { code: '42501', message: 'You are offline.' }
    const release = fake.hold('forum_thread_votes:insert')

    await user.click(await screen.findByRole('button', { name: /^Upvote the question/ }))

    expect(threadVote()).toHaveAttribute('aria-pressed', 'true')
    expect(threadVote()).toHaveAccessibleName('Upvote the question, 3 upvotes')
    await act(async () => release())

    await waitFor(() => expect(threadVote()).toHaveAttribute('aria-pressed', 'false'))
    expect(threadVote()).toHaveAccessibleName('Upvote the question, 2 upvotes')
    expect(await screen.findByText('Your upvote was not saved')).toBeInTheDocument()
    expect(screen.getByText('You are offline.')).toBeInTheDocument()
  })

  it('treats a duplicate vote as saved, and withdraws an upvote', async () => {
    const { user, fake } = renderThread({
      replies: [buildReply({ id: 'r1', upvote_count: 1, has_upvoted: true })],
    })
    fake.failures['forum_thread_votes:insert'] = { code: '23505', message: 'duplicate key' }

    await user.click(await screen.findByRole('button', { name: /^Upvote the question/ }))
    await waitFor(() => expect(fake.from).toHaveBeenCalledWith('forum_thread_votes'))
    expect(threadVote()).toHaveAttribute('aria-pressed', 'true')

    const replyVote = await screen.findByRole('button', { name: /^Upvote the reply by Ravi S\./ })
    expect(replyVote).toHaveAttribute('aria-pressed', 'true')
    fake.tables.forum_reply_votes = [{ reply_id: 'r1' }]
    await user.click(replyVote)
    expect(replyVote).toHaveAttribute('aria-pressed', 'false')
    expect(replyVote).toHaveAccessibleName('Upvote the reply by Ravi S., 0 upvotes')
    await waitFor(() => expect(fake.tables.forum_reply_votes).toEqual([]))
    expect(screen.queryByText(/was not saved|was not withdrawn/)).not.toBeInTheDocument()
  })

  it('does not let anyone upvote their own post, and says why', async () => {
    const { user, fake } = renderThread({
      thread: buildThread({ is_mine: true, created_at: minutesAgo(90) }),
    })

    const vote = await screen.findByRole('button', { name: /^Upvote the question/ })
    expect(vote).toHaveAttribute('aria-disabled', 'true')
    expect(vote).toHaveAttribute('title', 'You cannot upvote your own post')
    expect(vote).toHaveAccessibleDescription('You cannot upvote your own post')
    await user.click(vote)
    expect(vote).toHaveAttribute('aria-pressed', 'false')
    expect(fake.from).not.toHaveBeenCalledWith('forum_thread_votes')
  })

  it('offers the helpful mark to the asker only; everyone sees the helpful answer', async () => {
    const replies = [
      buildReply({ id: 'helpful', author_name: 'First', is_helpful: true }),
      buildReply({ id: 'other', author_name: 'Second', upvote_count: 0 }),
    ]
    const { unmount } = renderThread({
      thread: buildThread({ helpful_reply_id: 'helpful' }),
      replies,
    })
    expect(await screen.findByText('Helpful answer')).toBeVisible()
    expect(screen.queryByRole('button', { name: /helpful/i })).not.toBeInTheDocument()
    unmount()

    const { user, fake } = renderThread({
      thread: buildThread({
        helpful_reply_id: 'helpful',
        is_mine: true,
        created_at: minutesAgo(90),
      }),
      replies,
    })
    fake.onUpdate.forum_threads = (row) => {
      for (const card of fake.tables.forum_reply_cards)
        card.is_helpful = card.id === row.helpful_reply_id
    }
    const second = await screen.findByRole('article', { name: 'Reply by Second' })
    expect(
      within(screen.getByRole('article', { name: 'Reply by First' })).getByRole('button', {
        name: 'Unmark as helpful',
      }),
    ).toBeVisible()

    const mark = within(second).getByRole('button', { name: 'Mark as helpful' })
    await user.click(mark)

    await waitFor(() => expect(listedReplies()).toEqual(['Reply by Second', 'Reply by First']))
    expect(fake.tables.forum_threads[0].helpful_reply_id).toBe('other')
    const now = screen.getByRole('article', { name: 'Reply by Second' })
    expect(within(now).getByText('Helpful answer')).toBeVisible()
    await waitFor(() =>
      expect(within(now).getByRole('button', { name: 'Unmark as helpful' })).toHaveFocus(),
    )
  })

  it('lets the author edit within 30 minutes, shows LS005 from the server, and hides Edit afterwards', async () => {
    const { user, fake, unmount } = renderThread({
      thread: buildThread({ is_mine: true, created_at: minutesAgo(5) }),
    })
    fake.failures['forum_threads:update'] = {
      code: 'LS005',
      message: 'Posts can be edited only in the first 30 minutes after posting.',
    }

    await user.click(await screen.findByRole('button', { name: 'Edit your question' }))
    const details = screen.getByRole('textbox', { name: 'Details' })
    await user.clear(details)
    await user.type(details, 'The landlord keeps the deposit and does not answer my letters.')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Posts can be edited only in the first 30 minutes after posting.',
    )
    delete fake.failures['forum_threads:update']
    fake.tables.forum_threads[0] = { id: THREAD_ID, title: '', body: '', edited_at: null }
    fake.onUpdate.forum_threads = (row) => (row.edited_at = '2026-11-25T10:00:00Z')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    expect(
      await screen.findByText('The landlord keeps the deposit and does not answer my letters.'),
    ).toBeVisible()
    expect(screen.getByText('(edited)')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Edit your question' })).toHaveFocus()
    unmount()

    renderThread({ thread: buildThread({ is_mine: true, created_at: minutesAgo(31) }) })
    expect(await screen.findByRole('button', { name: 'Delete this thread' })).toBeVisible()
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument()
  })

  it('reports a post with a reason; a second report of it is refused in words', async () => {
    const { user, fake } = renderThread()

    await user.click(await screen.findByRole('button', { name: 'Report this question' }))
    const dialog = screen.getByRole('dialog', { name: 'Report this question' })
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose why you are reporting')

    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'An ad')
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))

    expect(await screen.findByText('Thanks — a moderator will review it.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(fake.tables.forum_reports).toEqual([
      { thread_id: THREAD_ID, reply_id: null, reason: 'spam', details: 'An ad' },
    ])
    expect(screen.getByRole('button', { name: 'Report this question' })).toHaveFocus()

    fake.failures['forum_reports:insert'] = { code: '23505', message: 'duplicate key value' }
    await user.click(screen.getByRole('button', { name: 'Report this question' }))
    const again = screen.getByRole('dialog', { name: 'Report this question' })
    await user.click(within(again).getByRole('radio', { name: 'Abusive or disrespectful' }))
    await user.click(within(again).getByRole('button', { name: 'Send report' }))
    expect(await within(again).findByText('You have already reported this post.')).toBeVisible()
  })

  it('deletes a thread with replies after saying it stays as [deleted], then goes back to the forum', async () => {
    const { user, fake } = renderThread({
      thread: buildThread({ is_mine: true, created_at: minutesAgo(90) }),
      replies: [buildReply({ id: 'r1' }), buildReply({ id: 'r2' })],
    })

    await user.click(await screen.findByRole('button', { name: 'Delete this thread' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this thread?' })
    expect(dialog).toHaveTextContent('[deleted]')
    expect(dialog).toHaveTextContent('its 2 replies stay')
    await user.click(within(dialog).getByRole('button', { name: 'Delete thread' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Community forum' })).toBeVisible()
    expect(fake.tables.forum_threads).toEqual([])
  })

  it('deletes a reply and moves focus to the replies heading', async () => {
    const { user } = renderThread({
      replies: [
        buildReply({
          id: 'mine',
          is_mine: true,
          author_name: 'Asha Rao',
          created_at: minutesAgo(90),
        }),
      ],
    })

    await user.click(await screen.findByRole('button', { name: 'Delete your reply' }))
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete this reply?' })).getByRole('button', {
        name: 'Delete reply',
      }),
    )

    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveFocus())
    expect(await screen.findByText('Reply deleted')).toBeInTheDocument()
  })

  it('shows a deleted thread as [deleted] with its replies and no reply box', async () => {
    renderThread({
      thread: buildThread({
        title: '[deleted]',
        body: '[deleted]',
        is_deleted: true,
        author_id: null,
        author_name: null,
        author_role: null,
      }),
      replies: [buildReply({ id: 'kept', author_name: 'Kept' })],
    })

    expect(await screen.findByRole('heading', { level: 1, name: '[deleted]' })).toBeVisible()
    expect(await screen.findByRole('article', { name: 'Reply by Kept' })).toBeVisible()
    expect(screen.queryByRole('textbox', { name: 'Your Reply' })).not.toBeInTheDocument()
    expect(screen.getByText(/takes no new replies/)).toBeVisible()
  })

  it('says an unknown discussion was not found, and never asks for a malformed id', async () => {
    const { fake, unmount } = renderThread({ url: '/forum/5f0e0000-0000-4000-8000-0000000000ff' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This discussion was not found' }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to forum' })).toHaveAttribute('href', '/forum')
    expect(fake.from).toHaveBeenCalledWith('forum_thread_cards')
    unmount()

    const malformed = renderThread({ url: '/forum/123' })
    expect(
      screen.getByRole('heading', { level: 1, name: 'This discussion was not found' }),
    ).toBeVisible()
    expect(malformed.fake.from).not.toHaveBeenCalled()
  })

  it('explains a failed load and loads again on Try again', async () => {
    const { user, fake } = renderThread()
    fake.failures['forum_thread_cards:select'] = { message: 'Failed to fetch' }

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load this discussion. Failed to fetch")
    delete fake.failures['forum_thread_cards:select']
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))

    expect(await screen.findByRole('heading', { level: 1, name: /landlord/ })).toBeVisible()
  })

  it('reads replies 100 at a time and shows more on request', async () => {
    const replies = Array.from({ length: 101 }, (_, index) =>
      buildReply({
        id: `r${String(index).padStart(3, '0')}`,
        author_name: `Member ${index}`,
        created_at: '2026-11-21T10:00:00+05:30',
      }),
    )
    const { user, container } = renderThread({ replies })
    // Role queries over 100 replies are slow in jsdom: count the articles by their data attribute.
    const listed = () => container.querySelectorAll('[data-reply-id]')

    const more = (await screen.findByText('Show more replies')).closest('button')
    expect(listed()).toHaveLength(100)
    await user.click(more!)

    await waitFor(() => expect(listed()).toHaveLength(101))
    expect(screen.queryByText('Show more replies')).not.toBeInTheDocument()
    const last = container.querySelector('[data-reply-id="r100"]')
    expect(last).toHaveAccessibleName('Reply by Member 100')
    await waitFor(() => expect(last).toHaveFocus())
  }, 20_000)
})
