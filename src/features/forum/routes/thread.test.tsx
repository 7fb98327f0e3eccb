import { act, screen, waitFor, within } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { OFFLINE_ERROR } from '@/lib/api-error'
import { withRealBackend, type SignedInMember } from '@/testing/real-backend'
import { renderApp } from '@/testing/render'
import { forumScene } from '../testing/forum-scene'
import { Component as ThreadPage } from './thread'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

// The real backend decides: the reply counts, the helpful mark, the edit window, the soft delete
// and the posting limit are its triggers'; only the network and a few refusals are injected.
const backend = withRealBackend()
const { faults, sql } = backend

/** Asha, who reads the threads (each test posts its own). */
let me: SignedInMember
/** Meera, who asks them. */
let asker: SignedInMember
beforeAll(async () => {
  me = await backend.signUp({ name: 'Asha Rao' })
  asker = await backend.signUp({ name: 'Meera K.' })
})

const scene = forumScene(sql)
/** An account made in the database directly: an author or voter the page only reads about. */
const member = scene.member

const TITLE = 'Can my landlord keep the whole deposit?'
const BODY = 'I left the flat after two years.\nThe landlord keeps ₹40,000 for "repairs".'

/** Posts a thread (by Meera, days ago, with two upvotes unless told); returns its id. */
const postThread = ({
  author = asker.id,
  body = BODY,
  minutesAgo = 7 * 24 * 60,
  upvotes = 2,
}: { author?: string; body?: string; minutesAgo?: number; upvotes?: number } = {}) =>
  scene.postThread({
    author,
    title: TITLE,
    body,
    categories: ['Civil Law', 'Property Law'],
    minutesAgo,
    upvotes,
  })

/** Posts a reply to `threadId` (by Ravi S., days ago, unless told); returns its id. */
const postReply = async (
  threadId: string,
  {
    author,
    ...reply
  }: { author?: string; body?: string; minutesAgo?: number; upvotes?: number } = {},
) => scene.postReply(threadId, { author: author ?? (await member('Ravi S.')), ...reply })

const markHelpful = (threadId: string, replyId: string) =>
  sql('update public.forum_threads set helpful_reply_id = $2 where id = $1', [threadId, replyId])

function renderThread(threadId: string, { as = me }: { as?: SignedInMember } = {}) {
  loadSupabase.mockResolvedValue(as.client)
  return renderApp(
    <>
      <ThreadPage />
      <Toaster />
    </>,
    {
      path: '/forum/:threadId',
      url: `/forum/${threadId}`,
      auth: as.auth,
      routes: [{ path: '/forum', element: <h1>Community forum</h1> }],
    },
  )
}

/** The replies as listed: the article names ('Reply by …'). */
const listedReplies = () =>
  within(screen.getByRole('region', { name: /Repl/ }))
    .getAllByRole('article')
    .map((article) => article.getAttribute('aria-label'))

const threadVote = () => screen.getByRole('button', { name: /^Upvote the question/ })
const replyBox = () => screen.getByRole('textbox', { name: 'Your Reply' })
const postButton = () => screen.getByRole('button', { name: 'Post Reply' })

describe('the forum thread page', () => {
  afterEach(() => act(() => resetToasts()))

  it('shows the question: title, plain-text body with its line breaks, tags, upvotes and the way back', async () => {
    renderThread(await postThread({ body: 'Line one <b>not bold</b>\nLine two' }))

    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeVisible()
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
    const thread = await postThread()
    const hours = (count: number) => count * 60
    await postReply(thread, { author: await member('Old'), minutesAgo: hours(100) })
    await postReply(thread, { author: await member('Liked'), minutesAgo: hours(10), upvotes: 5 })
    const helpful = await postReply(thread, {
      author: await member('Helpful'),
      minutesAgo: hours(50),
    })
    await postReply(thread, { author: await member('Older'), minutesAgo: hours(101) })
    await postReply(thread, {
      author: await member('Adv. Priya Nair', { role: 'advocate', verified: true }),
      minutesAgo: hours(10),
      upvotes: 1,
    })
    await markHelpful(thread, helpful)
    renderThread(thread)

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
    const [first] = screen.getAllByRole('article', { name: /^Reply by/ })
    expect(within(first).getByText('Helpful answer')).toBeVisible()
    const advocate = screen.getByRole('article', { name: 'Reply by Adv. Priya Nair' })
    expect(within(advocate).getByText('Verified Advocate')).toBeVisible()
    expect(
      within(screen.getByRole('article', { name: 'Reply by Old' })).queryByText(
        'Verified Advocate',
      ),
    ).not.toBeInTheDocument()
  })

  it("writes '1 Reply' for one reply and '0 Replies' before any", async () => {
    const answered = await postThread()
    await postReply(answered)
    const { unmount } = renderThread(answered)
    expect(await screen.findByRole('heading', { level: 2, name: '1 Reply' })).toBeVisible()
    unmount()

    renderThread(await postThread())
    expect(await screen.findByRole('heading', { level: 2, name: '0 Replies' })).toBeVisible()
    expect(await screen.findByText(/No replies yet/)).toBeVisible()
  })

  it('keeps Post Reply disabled while the reply is blank, and posts a written one', async () => {
    const thread = await postThread()
    const { user } = renderThread(thread)

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
    // The count is the thread's, read beside the replies: it may land a moment later.
    expect(await screen.findByRole('heading', { level: 2, name: '1 Reply' })).toBeVisible()
    expect(replyBox()).toHaveValue('')
    expect(replyBox()).toHaveFocus()
    expect(
      await sql('select body from public.forum_replies where thread_id = $1 and author_id = $2', [
        thread,
        me.id,
      ]),
    ).toEqual([{ body: 'Send a legal notice under the lease.' }])
    expect(await screen.findByText('Reply posted')).toBeInTheDocument()
  })

  it('keeps a reply that failed to post, with the posting-limit message, and as a draft across a reload', async () => {
    const thread = await postThread()
    const busy = await backend.signUp({ name: 'Busy Bee' })
    // 30 replies in the last hour: the database's posting limit (it counts attempts) refuses more.
    for (let reply = 0; reply < 30; reply++) {
      const { error } = await busy.client
        .from('forum_replies')
        .insert({ thread_id: thread, body: 'An earlier reply.' })
      expect(error).toBeNull()
    }
    const { user, unmount } = renderThread(thread, { as: busy })

    await user.type(await screen.findByRole('textbox', { name: 'Your Reply' }), 'My answer')
    await user.click(postButton())

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can post at most 30 replies an hour. Please wait a while and reply again.',
    )
    expect(replyBox()).toHaveValue('My answer')
    expect(replyBox()).toHaveFocus()
    unmount()

    renderThread(thread, { as: busy })
    expect(await screen.findByRole('textbox', { name: 'Your Reply' })).toHaveValue('My answer')
  })

  it('says in plain words that LexSetu could not be reached when a reply cannot be sent', async () => {
    const { user } = renderThread(await postThread())
    await user.type(await screen.findByRole('textbox', { name: 'Your Reply' }), 'My answer')
    faults.failNext('POST /rest/v1/forum_replies', 'network')

    await user.click(postButton())

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(`${OFFLINE_ERROR} Your reply is still in the box.`)
    expect(alert).not.toHaveTextContent(/TypeError|Failed to fetch/)
    expect(replyBox()).toHaveValue('My answer')
  })

  it('says in plain words that an upvote could not be sent, and takes it back', async () => {
    const { user } = renderThread(await postThread())
    await screen.findByRole('button', { name: /^Upvote the question/ })
    faults.failNext('POST /rest/v1/forum_thread_votes', 'network')

    await user.click(threadVote())

    expect(await screen.findByText('Your upvote was not saved')).toBeInTheDocument()
    expect(screen.getByText(OFFLINE_ERROR)).toBeInTheDocument()
    expect(screen.queryByText(/Failed to fetch/)).toBeNull()
    expect(threadVote()).toHaveAttribute('aria-pressed', 'false')
  })

  it('upvotes at once and rolls the vote back with a toast when the server refuses', async () => {
    const { user } = renderThread(await postThread())
    const release = faults.hold('POST /rest/v1/forum_thread_votes')
    faults.failNext('POST /rest/v1/forum_thread_votes', {
      code: '42501',
      message: 'You are offline.',
    })

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
    const thread = await postThread()
    const reply = await postReply(thread, { upvotes: 0 })
    await sql('insert into public.forum_reply_votes (reply_id, user_id) values ($1, $2)', [
      reply,
      me.id,
    ])
    const { user } = renderThread(thread)
    await screen.findByRole('button', { name: /^Upvote the question/ })
    // Voted meanwhile (another tab): the page's vote meets the database's unique key (23505).
    await sql('insert into public.forum_thread_votes (thread_id, user_id) values ($1, $2)', [
      thread,
      me.id,
    ])

    await user.click(threadVote())
    await waitFor(() => expect(faults.requests).toContain('POST /rest/v1/forum_thread_votes'))
    expect(threadVote()).toHaveAttribute('aria-pressed', 'true')

    const replyVote = await screen.findByRole('button', { name: /^Upvote the reply by Ravi S\./ })
    expect(replyVote).toHaveAttribute('aria-pressed', 'true')
    await user.click(replyVote)
    expect(replyVote).toHaveAttribute('aria-pressed', 'false')
    expect(replyVote).toHaveAccessibleName('Upvote the reply by Ravi S., 0 upvotes')
    await waitFor(async () =>
      expect(
        await sql('select 1 from public.forum_reply_votes where reply_id = $1', [reply]),
      ).toEqual([]),
    )
    expect(screen.queryByText(/was not saved|was not withdrawn/)).not.toBeInTheDocument()
  })

  it('does not let anyone upvote their own post, and says why', async () => {
    const { user } = renderThread(await postThread({ author: me.id, minutesAgo: 90 }))

    const vote = await screen.findByRole('button', { name: /^Upvote the question/ })
    expect(vote).toHaveAttribute('aria-disabled', 'true')
    expect(vote).toHaveAttribute('title', 'You cannot upvote your own post')
    expect(vote).toHaveAccessibleDescription('You cannot upvote your own post')
    await user.click(vote)
    expect(vote).toHaveAttribute('aria-pressed', 'false')
    expect(faults.requests.filter((route) => route.includes('forum_thread_votes'))).toEqual([])
  })

  it('offers the helpful mark to the asker only; everyone sees the helpful answer', async () => {
    const thread = await postThread({ minutesAgo: 90 })
    const first = await postReply(thread, { author: await member('First') })
    const second = await postReply(thread, { author: await member('Second'), minutesAgo: 60 })
    await markHelpful(thread, first)
    const { unmount } = renderThread(thread)
    expect(await screen.findByText('Helpful answer')).toBeVisible()
    expect(screen.queryByRole('button', { name: /helpful/i })).not.toBeInTheDocument()
    unmount()

    const { user } = renderThread(thread, { as: asker })
    const secondReply = await screen.findByRole('article', { name: 'Reply by Second' })
    expect(
      within(screen.getByRole('article', { name: 'Reply by First' })).getByRole('button', {
        name: 'Unmark as helpful',
      }),
    ).toBeVisible()

    const mark = within(secondReply).getByRole('button', { name: 'Mark as helpful' })
    await user.click(mark)

    await waitFor(() => expect(listedReplies()).toEqual(['Reply by Second', 'Reply by First']))
    expect(
      await sql('select helpful_reply_id from public.forum_threads where id = $1', [thread]),
    ).toEqual([{ helpful_reply_id: second }])
    const now = screen.getByRole('article', { name: 'Reply by Second' })
    expect(within(now).getByText('Helpful answer')).toBeVisible()
    await waitFor(() =>
      expect(within(now).getByRole('button', { name: 'Unmark as helpful' })).toHaveFocus(),
    )
  })

  it('lets the author edit within 30 minutes, shows LS005 from the server, and hides Edit afterwards', async () => {
    const { user, unmount } = renderThread(await postThread({ author: me.id, minutesAgo: 5 }))
    // The window closes while the form is open; the database's trigger then says so.
    faults.failNext('PATCH /rest/v1/forum_threads', {
      code: 'LS005',
      message: 'Posts can be edited only in the first 30 minutes after posting.',
    })

    await user.click(await screen.findByRole('button', { name: 'Edit your question' }))
    const details = screen.getByRole('textbox', { name: 'Details' })
    await user.clear(details)
    await user.type(details, 'The landlord keeps the deposit and does not answer my letters.')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Posts can be edited only in the first 30 minutes after posting.',
    )
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    // edited_at is the database's (its trigger sets it).
    expect(await screen.findByText('(edited)')).toBeVisible()
    expect(
      screen.getByText('The landlord keeps the deposit and does not answer my letters.'),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Edit your question' })).toHaveFocus()
    unmount()

    renderThread(await postThread({ author: me.id, minutesAgo: 31 }))
    expect(await screen.findByRole('button', { name: 'Delete this thread' })).toBeVisible()
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument()
  })

  it('reports a post with a reason; a second report of it is refused in words', async () => {
    const thread = await postThread()
    const { user } = renderThread(thread)

    await user.click(await screen.findByRole('button', { name: 'Report this question' }))
    const dialog = screen.getByRole('dialog', { name: 'Report this question' })
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose why you are reporting')

    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'An ad')
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))

    expect(await screen.findByText('Thanks — a moderator will review it.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(
      await sql(
        'select reporter_id, thread_id, reply_id, reason, details from public.forum_reports where thread_id = $1',
        [thread],
      ),
    ).toEqual([
      { reporter_id: me.id, thread_id: thread, reply_id: null, reason: 'spam', details: 'An ad' },
    ])
    expect(screen.getByRole('button', { name: 'Report this question' })).toHaveFocus()

    // Once per post: the database's unique key refuses the second.
    await user.click(screen.getByRole('button', { name: 'Report this question' }))
    const again = screen.getByRole('dialog', { name: 'Report this question' })
    await user.click(within(again).getByRole('radio', { name: 'Abusive or disrespectful' }))
    await user.click(within(again).getByRole('button', { name: 'Send report' }))
    expect(await within(again).findByText('You have already reported this post.')).toBeVisible()
  })

  it('deletes a thread with replies after saying it stays as [deleted], then goes back to the forum', async () => {
    const thread = await postThread({ author: me.id, minutesAgo: 90 })
    await postReply(thread)
    await postReply(thread)
    const { user } = renderThread(thread)

    await user.click(await screen.findByRole('button', { name: 'Delete this thread' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this thread?' })
    expect(dialog).toHaveTextContent('[deleted]')
    expect(dialog).toHaveTextContent('its 2 replies stay')
    await user.click(within(dialog).getByRole('button', { name: 'Delete thread' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Community forum' })).toBeVisible()
    expect(
      await sql(
        'select title, deleted_at is not null as deleted from public.forum_threads where id = $1',
        [thread],
      ),
    ).toEqual([{ title: '[deleted]', deleted: true }])
  })

  it('deletes a reply and moves focus to the replies heading', async () => {
    const thread = await postThread()
    await postReply(thread, { author: me.id, minutesAgo: 90 })
    const { user } = renderThread(thread)

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
    const thread = await postThread()
    await postReply(thread, { author: await member('Kept') })
    await sql('delete from public.forum_threads where id = $1', [thread])
    renderThread(thread)

    expect(await screen.findByRole('heading', { level: 1, name: '[deleted]' })).toBeVisible()
    expect(await screen.findByRole('article', { name: 'Reply by Kept' })).toBeVisible()
    expect(screen.queryByRole('textbox', { name: 'Your Reply' })).not.toBeInTheDocument()
    expect(screen.getByText(/takes no new replies/)).toBeVisible()
  })

  it('says an unknown discussion was not found, and never asks for a malformed id', async () => {
    const { unmount } = renderThread('5f0e0000-0000-4000-8000-0000000000ff')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This discussion was not found' }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to forum' })).toHaveAttribute('href', '/forum')
    expect(faults.requests).toContain('GET /rest/v1/forum_thread_cards')
    unmount()
    faults.reset()

    renderThread('123')
    expect(
      screen.getByRole('heading', { level: 1, name: 'This discussion was not found' }),
    ).toBeVisible()
    expect(faults.requests).toEqual([])
  })

  it('explains a failed load and loads again on Try again', async () => {
    faults.failNext('GET /rest/v1/forum_thread_cards', {
      code: 'XX000',
      message: 'Failed to fetch',
      status: 500,
    })
    const { user } = renderThread(await postThread())

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load this discussion. Failed to fetch")
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))

    expect(await screen.findByRole('heading', { level: 1, name: /landlord/ })).toBeVisible()
  })

  it('reads replies 100 at a time and shows more on request', async () => {
    const thread = await postThread()
    // 101 members, one reply each, all posted at the same moment: the id decides their order.
    const authors = await sql<{ id: string }>(
      `insert into auth.users (id, aud, role, email, created_at, updated_at)
       select gen_random_uuid(), 'authenticated', 'authenticated', 'paged-' || n || '@example.test', now(), now()
       from generate_series(0, 100) as n returning id`,
    )
    await sql(
      `insert into public.users (id, email, name, role)
       select a.id, a.email, 'Member ' || substring(a.email from 'paged-(\\d+)@'), 'client' from auth.users as a
       where a.email like 'paged-%'
       on conflict (id) do update set name = excluded.name`,
    )
    await sql(
      `insert into public.forum_replies (id, thread_id, author_id, body, created_at)
       select ('00000000-0000-4000-8000-' || lpad(substring(u.email from 'paged-(\\d+)@'), 12, '0'))::uuid,
              $1, u.id, 'Send a legal notice first.', now() - interval '1 day'
       from auth.users as u where u.email like 'paged-%'`,
      [thread],
    )
    expect(authors).toHaveLength(101)
    const { user, container } = renderThread(thread)
    // Role queries over 100 replies are slow in jsdom: count the articles by their data attribute.
    const listed = () => container.querySelectorAll('[data-reply-id]')

    const more = (await screen.findByText('Show more replies')).closest('button')
    expect(listed()).toHaveLength(100)
    await user.click(more!)

    await waitFor(() => expect(listed()).toHaveLength(101))
    expect(screen.queryByText('Show more replies')).not.toBeInTheDocument()
    const last = container.querySelector('[data-reply-id="00000000-0000-4000-8000-000000000100"]')
    expect(last).toHaveAccessibleName('Reply by Member 100')
    await waitFor(() => expect(last).toHaveFocus())
  })
})
