import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { createQueryClient } from '@/lib/query-client'
import { withRealBackend, type SignedInMember } from '@/testing/real-backend'
import { renderApp } from '@/testing/render'
import { useCreateThread } from '../api/create-thread'
import { forumKeys } from '../api/keys'
import { forumScene } from '../testing/forum-scene'
import { Component as ForumPage } from './forum'
import { Component as NewThreadPage } from './new-thread'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

// /forum and /forum/new on the real backend: the search, the sorts, the pages, 'My questions',
// the suggestion and the posting limit are the database's; only the network is injected.
const backend = withRealBackend()
const { faults, sql } = backend
const scene = forumScene(sql)

/** Asha, who reads the forum. */
let me: SignedInMember
/** Meera, who asks the questions Asha reads. */
let asker: string
beforeAll(async () => {
  me = await backend.signUp({ name: 'Asha Rao' })
  asker = await scene.member('Meera K.')
})
beforeEach(() => scene.clear())

const PAGE = 'POST /rest/v1/rpc/forum_thread_page'
const MINE = 'POST /rest/v1/rpc/my_forum_threads'
const SUGGESTION = 'POST /rest/v1/rpc/forum_search_suggestion'
const requestsTo = (route: string) => faults.requests.filter((made) => made === route)

function renderForum({ url = '/forum' }: { url?: string } = {}) {
  loadSupabase.mockResolvedValue(me.client)
  return renderApp(<ForumPage />, {
    path: '/forum',
    url,
    auth: me.auth,
    routes: [{ path: '/forum/:threadId', element: <h1>Thread page</h1> }],
  })
}

const BAIL = 'Anticipatory bail for a false dowry complaint'
const LAND = 'Can a daughter claim ancestral agricultural land?'

/** Two threads: a verified advocate's about bail (older), and an anonymous one about land. */
async function postSample() {
  const bail = await scene.postThread({
    author: await scene.member('Adv. Meera Iyer', { role: 'advocate', verified: true }),
    title: BAIL,
    body: 'My brother-in-law filed a complaint that is not true.',
    categories: ['Criminal Law', 'Family Law'],
    minutesAgo: 120,
    upvotes: 4,
  })
  await scene.postReply(bail, { author: asker, minutesAgo: 100 })
  const land = await scene.postThread({
    author: asker,
    title: LAND,
    body: 'My father passed away without a will.',
    categories: ['Property Law'],
    anonymous: true,
    minutesAgo: 60,
    upvotes: 1,
  })
  for (const minutesAgo of [50, 40, 30]) await scene.postReply(land, { author: asker, minutesAgo })
  return { bail, land }
}

/** `count` threads by Meera, a minute apart, the last the newest; their titles, oldest first. */
async function postMany(count: number, { author = asker } = {}) {
  const titles: string[] = []
  for (let n = 1; n <= count; n++) {
    titles.push(`Question number ${n} about a legal problem`)
    await scene.postThread({ author, title: titles[n - 1], minutesAgo: 200 - n })
  }
  return titles
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search discussions' })
const tag = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter by tag' })).getByRole('button', { name })
const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' })
const threadLinks = () => Array.from(document.querySelectorAll<HTMLElement>('a[data-thread-link]'))

describe('/forum', () => {
  it('lists threads as cards: title link, excerpt, tags, upvotes, replies, byline and badge', async () => {
    const { bail } = await postSample()
    renderForum()

    expect(screen.getByRole('heading', { level: 1, name: 'Community Forum' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('Loading discussions…')
    const card = await screen.findByRole('article', { name: BAIL })
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 discussions')

    expect(within(card).getByRole('link', { name: /Anticipatory bail/ })).toHaveAttribute(
      'href',
      `/forum/${bail}`,
    )
    expect(within(card).getByText(/not true/)).toBeVisible()
    expect(
      within(within(card).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Criminal Law', 'Family Law'])
    expect(within(card).getByText('4 Upvotes')).toBeVisible()
    expect(within(card).getByText('1 Reply')).toBeVisible()
    expect(within(card).getByText('Adv. Meera Iyer')).toBeVisible()
    expect(within(card).getByText('Verified Advocate')).toBeVisible()

    const land = screen.getByRole('article', { name: /ancestral agricultural land/ })
    expect(within(land).getByText('3 Replies')).toBeVisible()
    expect(within(land).getByText('Anonymous')).toBeVisible()
    expect(within(land).queryByText('Verified Advocate')).toBeNull()

    // Newest first by default.
    expect(threadLinks().map((link) => link.textContent)).toEqual([LAND, BAIL])
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('offers New Thread and the five guidelines', async () => {
    await postSample()
    renderForum()
    expect(screen.getAllByRole('link', { name: 'New Thread' })[0]).toHaveAttribute(
      'href',
      '/forum/new',
    )
    const guidelines = screen.getByRole('complementary', { name: 'Guidelines' })
    expect(
      within(guidelines)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Be respectful and professional',
      'Ask clear, specific questions',
      'Use appropriate tags',
      'Avoid sharing personal information',
      'Mark helpful answers',
    ])
    await screen.findAllByRole('article')
  })

  it('reads search, tag and sort from the URL', async () => {
    await postSample()
    renderForum({ url: '/forum?q=bail&tag=Criminal+Law&sort=upvoted' })
    expect(await screen.findByRole('article', { name: /Anticipatory bail/ })).toBeVisible()
    expect(threadLinks().map((link) => link.textContent)).toEqual([BAIL])
    expect(requestsTo(PAGE)).toHaveLength(1)
    expect(searchBox()).toHaveValue('bail')
    expect(tag('Criminal Law')).toHaveAttribute('aria-pressed', 'true')
    expect(tag('Family Law')).toHaveAttribute('aria-pressed', 'false')
    expect(sortSelect()).toHaveValue('upvoted')
  })

  it("ignores values it doesn't know, and 'Best match' without a search", async () => {
    await postSample()
    renderForum({ url: '/forum?tag=Tax+Law&sort=relevance' })
    await screen.findAllByRole('article')
    // Every category, newest first.
    expect(threadLinks().map((link) => link.textContent)).toEqual([LAND, BAIL])
    expect(sortSelect()).toHaveValue('newest')
    expect(
      within(sortSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest', 'Most upvoted', 'Unanswered'])
    for (const button of within(screen.getByRole('group', { name: 'Filter by tag' })).getAllByRole(
      'button',
    ))
      expect(button).toHaveAttribute('aria-pressed', 'false')
  })

  it('writes search, tag and sort back to the URL; a search sorts by best match', async () => {
    await postSample()
    const { user, router } = renderForum()
    await screen.findAllByRole('article')

    await user.type(searchBox(), 'land{Enter}')
    expect(router.state.location.search).toBe('?q=land')
    expect(sortSelect()).toHaveValue('relevance')
    await waitFor(() => expect(threadLinks().map((link) => link.textContent)).toEqual([LAND]))
    expect(searchBox()).toHaveFocus()

    await user.click(tag('Property Law'))
    expect(new URLSearchParams(router.state.location.search).get('tag')).toBe('Property Law')
    const asked = requestsTo(PAGE).length
    await user.selectOptions(sortSelect(), 'Most upvoted')
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'land',
      tag: 'Property Law',
      sort: 'upvoted',
    })
    await waitFor(() => expect(requestsTo(PAGE).length).toBeGreaterThan(asked))
    expect(await screen.findByRole('article', { name: LAND })).toBeVisible()

    // Emptying the box clears the search; the chosen sort stays.
    await user.clear(searchBox())
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      tag: 'Property Law',
      sort: 'upvoted',
    })
  })

  it('clears the tag when the active tag is pressed again', async () => {
    await postSample()
    const { user, router } = renderForum({ url: '/forum?tag=Family+Law' })
    expect(await screen.findByRole('article', { name: /Anticipatory bail/ })).toBeVisible()
    expect(screen.queryByRole('article', { name: /ancestral/ })).toBeNull()

    await user.click(tag('Family Law'))
    expect(router.state.location.search).toBe('')
    expect(tag('Family Law')).toHaveAttribute('aria-pressed', 'false')
    expect(await screen.findByRole('article', { name: /ancestral/ })).toBeVisible()
  })

  it('follows Back: the box and the list go back to the earlier search', async () => {
    await postSample()
    const { user, router } = renderForum()
    await screen.findAllByRole('article')
    await user.type(searchBox(), 'bail{Enter}')
    await waitFor(() => expect(threadLinks().map((link) => link.textContent)).toEqual([BAIL]))
    await act(() => router.navigate(-1))
    await waitFor(() => expect(searchBox()).toHaveValue(''))
    expect(await screen.findByRole('article', { name: /ancestral/ })).toBeVisible()
  })

  it('says when the forum has no discussions yet, with a way to start one', async () => {
    renderForum()
    expect(await screen.findByRole('heading', { name: 'No discussions yet' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('No discussions yet')
    expect(screen.getAllByRole('link', { name: 'New Thread' })).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull()
  })

  it('says when nothing matches a search and a tag, and Clear filters shows everything', async () => {
    await postSample()
    const { user, router } = renderForum({ url: '/forum?q=tenant&tag=Civil+Law' })
    expect(
      await screen.findByRole('heading', { name: 'No discussions match “tenant” in Civil Law' }),
    ).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(
      'No discussions match “tenant” in Civil Law',
    )

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(router.state.location.search).toBe('')
    expect(searchBox()).toHaveValue('')
    expect(await screen.findAllByRole('article')).toHaveLength(2)
  })

  it('names the tag when only a tag has no discussions, and asks for no suggestion', async () => {
    await postSample()
    renderForum({ url: '/forum?tag=Constitutional+Law' })
    expect(
      await screen.findByRole('heading', {
        name: 'No discussions match the tag Constitutional Law',
      }),
    ).toBeVisible()
    expect(requestsTo(SUGGESTION)).toEqual([])
  })

  it('shows a load failure with Retry, which reads the list again', async () => {
    await postSample()
    faults.failNext(PAGE, { code: 'XX000', message: 'Failed to fetch', status: 500 })
    const { user } = renderForum()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load the discussions. Failed to fetch")

    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findAllByRole('article')).toHaveLength(2)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("loads the next page after the last thread with 'Load more', then hides it", async () => {
    const titles = await postMany(25)
    const { user } = renderForum()
    await screen.findAllByRole('article')
    expect(threadLinks()).toHaveLength(20)
    expect(screen.getByRole('status')).toHaveTextContent('Showing 20 discussions')

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(threadLinks()).toHaveLength(25))
    expect(requestsTo(PAGE)).toHaveLength(2)
    expect(threadLinks().map((link) => link.textContent)).toEqual([...titles].reverse())
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    // Focus moves to the first new thread, not to the page (the button is gone).
    expect(threadLinks()[20]).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('Showing 25 discussions')
  })

  it('keeps the threads read so far when the next page fails, and Retry goes on', async () => {
    await postMany(21)
    const { user } = renderForum()
    await screen.findAllByRole('article')
    faults.failNext(PAGE, 'network')
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load more discussions.")
    expect(threadLinks()).toHaveLength(20)

    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(threadLinks()).toHaveLength(21))
  })

  it('suggests the category whose threads match a search that found nothing, keeping the search', async () => {
    await scene.postThread({
      author: asker,
      title: 'Talaq said three times',
      categories: ['Family Law'],
    })
    const { user, router } = renderForum({ url: '/forum?q=talaq&tag=Property+Law' })
    await user.click(await screen.findByRole('button', { name: 'Try the Family Law category' }))
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'talaq',
      tag: 'Family Law',
    })
    expect(await screen.findByRole('article', { name: 'Talaq said three times' })).toBeVisible()
  })

  it("offers to browse the category of a search's words when no thread matches them", async () => {
    await postSample()
    const { user, router } = renderForum({ url: '/forum?q=adoption' })
    expect(
      await screen.findByText('Questions like this are usually asked under Family Law.'),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Browse Family Law' }))
    expect(router.state.location.search).toBe('?tag=Family+Law')
    expect(await screen.findByRole('article', { name: /Anticipatory bail/ })).toBeVisible()
  })

  it('suggests nothing when the database has no category to offer', async () => {
    await postSample()
    renderForum({ url: '/forum?q=zzzqqq' })
    expect(
      await screen.findByRole('heading', { name: 'No discussions match “zzzqqq”' }),
    ).toBeVisible()
    await waitFor(() => expect(requestsTo(SUGGESTION)).toHaveLength(1))
    // The answer (no category) has come when nothing is pending any more.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /category|Browse/ })).toBeNull(),
    )
  })

  it("shows 'My questions': the threads I asked or answered, without the list's filters", async () => {
    await postSample()
    const mine = 'My own question about my lease'
    const answered = 'A question I answered about bail'
    await scene.postThread({ author: me.id, title: mine, minutesAgo: 20 })
    const thread = await scene.postThread({ author: asker, title: answered, minutesAgo: 30 })
    await scene.postReply(thread, { author: me.id, minutesAgo: 10 })
    const { user, router } = renderForum()
    const lists = screen.getByRole('navigation', { name: 'Forum lists' })
    expect(within(lists).getByRole('link', { name: 'All questions' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await screen.findAllByRole('article')

    await user.click(within(lists).getByRole('link', { name: 'My questions' }))
    expect(router.state.location.search).toBe('?view=mine')
    expect(within(lists).getByRole('link', { name: 'My questions' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // The latest activity first: my reply is newer than my question.
    await waitFor(() =>
      expect(threadLinks().map((link) => link.textContent)).toEqual([answered, mine]),
    )
    expect(requestsTo(MINE)).toHaveLength(1)
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 discussions')
    expect(screen.queryByRole('searchbox', { name: 'Search discussions' })).toBeNull()
    expect(screen.queryByRole('group', { name: 'Filter by tag' })).toBeNull()

    await user.click(within(lists).getByRole('link', { name: 'All questions' }))
    expect(router.state.location.search).toBe('')
    expect(await screen.findByRole('searchbox', { name: 'Search discussions' })).toBeVisible()
  })

  it('says when I have not asked or answered anything yet, with a way to ask', async () => {
    await postSample()
    renderForum({ url: '/forum?view=mine' })
    expect(screen.getByRole('status')).toHaveTextContent('Loading your questions…')
    expect(
      await screen.findByRole('heading', { name: 'You have not asked or answered anything yet' }),
    ).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(
      'You have not asked or answered anything yet',
    )
    expect(screen.getByRole('link', { name: 'Ask a question' })).toHaveAttribute(
      'href',
      '/forum/new',
    )
  })

  it("shows a failure to load 'My questions' with Retry", async () => {
    await scene.postThread({ author: me.id, title: 'My own question about my lease' })
    faults.failNext(MINE, { code: 'XX000', message: 'Failed to fetch', status: 500 })
    const { user } = renderForum({ url: '/forum?view=mine' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load your questions. Failed to fetch")
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findAllByRole('article')).toHaveLength(1)
  })

  it("starts 'My questions' over when the thread its next page starts after is gone", async () => {
    await postMany(21, { author: me.id })
    const { user } = renderForum({ url: '/forum?view=mine' })
    await screen.findAllByRole('article')
    // The last thread of the page goes: the database cannot read on after it (22023).
    const last = threadLinks()[19].getAttribute('href')!.split('/').at(-1)
    await sql('delete from public.forum_threads where id = $1', [last])
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load more of your questions.",
    )

    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    // A retry after the gone thread would fail again: the list is read from its first page.
    await waitFor(() => expect(threadLinks()).toHaveLength(20))
    expect(requestsTo(MINE)).toHaveLength(3)
  })

  it('opens a thread from its card', async () => {
    const { bail } = await postSample()
    const { user, router } = renderForum()
    await user.click(await screen.findByRole('link', { name: /Anticipatory bail/ }))
    expect(router.state.location.pathname).toBe(`/forum/${bail}`)
  })
})

const LIMIT_MESSAGE = 'You can start at most 5 threads an hour. Please wait a while and post again.'

function renderNewThread({ as = me }: { as?: SignedInMember } = {}) {
  loadSupabase.mockResolvedValue(as.client)
  return renderApp(
    <>
      <NewThreadPage />
      <Toaster />
    </>,
    {
      path: '/forum/new',
      url: '/forum/new',
      auth: as.auth,
      routes: [
        {
          path: '/forum/:threadId',
          element: (
            <>
              <h1>Thread page</h1>
              <Toaster />
            </>
          ),
        },
        { path: '/forum', element: <h1>Forum list</h1> },
      ],
    },
  )
}

const title = () => screen.getByRole('textbox', { name: 'Title' })
const details = () => screen.getByRole('textbox', { name: 'Details' })
const tagBox = (name: string) => screen.getByRole('checkbox', { name })
const anonymous = () => screen.getByRole('checkbox', { name: 'Ask anonymously' })
const post = () => screen.getByRole('button', { name: 'Post your question' })

const TITLE = '  Can my landlord keep my whole deposit?  '
const BODY = 'I left the flat after three years and he says the walls need painting.'
const INSERT = 'POST /rest/v1/forum_threads'

/** Pastes the text (typing it key by key is slow on a busy machine) and picks two tags. */
async function fillIn(user: ReturnType<typeof renderNewThread>['user']) {
  await user.click(title())
  await user.paste(TITLE)
  await user.click(details())
  await user.paste(BODY)
  await user.click(tagBox('Civil Law'))
  await user.click(tagBox('Property Law'))
}

/** The threads `author` has posted, as stored. */
const postedBy = (author: string) =>
  sql<{ id: string }>(
    'select id, title, body, categories, is_anonymous from public.forum_threads where author_id = $1',
    [author],
  )

describe('/forum/new', () => {
  afterEach(() => act(() => resetToasts()))

  it('explains the forum, links back to it, and hides the name when asked', () => {
    renderNewThread()
    expect(screen.getByRole('heading', { level: 1, name: 'New Thread' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to the forum' })).toHaveAttribute(
      'href',
      '/forum',
    )
    expect(screen.getByText(/public forum/)).toHaveTextContent(/not legal advice/)
    expect(anonymous()).not.toBeChecked()
    expect(anonymous()).toHaveAccessibleDescription(
      'Your name is hidden from everyone else; advocates still see your question',
    )
  })

  it('says what each field needs, and sends nothing until it is right', async () => {
    const { user } = renderNewThread()
    await user.type(title(), '   Bail?   ')
    await user.type(details(), 'Too short')
    await user.click(post())

    expect(await screen.findByText('Please write a title of at least 10 characters')).toBeVisible()
    expect(
      screen.getByText('Please describe your question in at least 20 characters'),
    ).toBeVisible()
    expect(screen.getByText('Please choose at least one tag')).toBeVisible()
    expect(title()).toHaveAttribute('aria-invalid', 'true')
    expect(title()).toHaveFocus()
    expect(requestsTo(INSERT)).toEqual([])
  })

  it('counts the characters of the details', async () => {
    const { user } = renderNewThread()
    expect(details()).toHaveAccessibleDescription(/0 \/ 5,000 characters/)
    await user.type(details(), 'Twelve chars')
    expect(details()).toHaveAccessibleDescription(/12 \/ 5,000 characters/)
    expect(details()).toHaveAttribute('maxLength', '5000')
    expect(title()).toHaveAttribute('maxLength', '150')
  })

  it('takes at most three tags', async () => {
    const { user } = renderNewThread()
    const tags = within(screen.getByRole('group', { name: 'Tags' }))
    expect(tags.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'Criminal Law',
      'Civil Law',
      'Family Law',
      'Property Law',
      'Constitutional Law',
    ])
    await user.click(tagBox('Criminal Law'))
    await user.click(tagBox('Family Law'))
    await user.click(tagBox('Constitutional Law'))

    expect(tagBox('Civil Law')).toBeDisabled()
    expect(tagBox('Property Law')).toBeDisabled()
    expect(screen.getByRole('group', { name: 'Tags' })).toHaveAccessibleDescription(
      /3 chosen\. To pick another, first clear one\./,
    )

    await user.click(tagBox('Family Law'))
    expect(tagBox('Family Law')).not.toBeChecked()
    expect(tagBox('Civil Law')).toBeEnabled()
  })

  it('posts the trimmed question, then opens the thread with a toast and forgets the draft', async () => {
    const poster = await backend.signUp({ name: 'Kiran P.' })
    const { user, router } = renderNewThread({ as: poster })
    await fillIn(user)
    await user.click(anonymous())
    await user.click(post())

    expect(await screen.findByRole('heading', { name: 'Thread page' })).toBeVisible()
    const [posted] = await postedBy(poster.id)
    expect(posted).toEqual({
      id: expect.any(String),
      title: TITLE.trim(),
      body: BODY,
      categories: ['Civil Law', 'Property Law'],
      is_anonymous: true,
    })
    expect(router.state.location.pathname).toBe(`/forum/${posted.id}`)
    expect(router.state.historyAction).toBe('REPLACE')
    expect((await screen.findAllByText('Your question is posted'))[0]).toBeVisible()
    expect(Object.keys(window.localStorage)).not.toContainEqual(
      expect.stringContaining('forum-draft'),
    )
  })

  it('keeps the draft across a remount (a reload), per user, until it is discarded', async () => {
    const first = renderNewThread()
    await fillIn(first.user)
    await first.user.click(anonymous())
    first.unmount()

    const { user } = renderNewThread()
    expect(title()).toHaveValue(TITLE)
    expect(details()).toHaveValue(BODY)
    expect(tagBox('Civil Law')).toBeChecked()
    expect(tagBox('Property Law')).toBeChecked()
    expect(tagBox('Criminal Law')).not.toBeChecked()
    expect(anonymous()).toBeChecked()
    expect(screen.getByText(/Your unfinished question was kept/)).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Discard it' }))
    expect(title()).toHaveValue('')
    expect(tagBox('Civil Law')).not.toBeChecked()
    expect(screen.queryByText(/Your unfinished question was kept/)).toBeNull()
  })

  it("never shows one account's draft to another", async () => {
    const first = renderNewThread()
    await first.user.click(title())
    await first.user.paste(TITLE)
    first.unmount()

    renderNewThread({ as: await backend.signUp({ name: 'Ravi S.' }) })
    expect(title()).toHaveValue('')
    expect(screen.queryByText(/Your unfinished question was kept/)).toBeNull()
  })

  it("shows the posting limit's message, keeps everything, and the draft outlives a reload", async () => {
    const busy = await backend.signUp({ name: 'Busy Bee' })
    // Five threads in the last hour: the database's posting limit (it counts attempts) refuses more.
    for (let posted = 0; posted < 5; posted++) {
      const { error } = await busy.client.from('forum_threads').insert({
        title: `Earlier question ${posted}`,
        body: 'An earlier question, long enough.',
        categories: ['Civil Law'],
      })
      expect(error).toBeNull()
    }
    const { user, unmount } = renderNewThread({ as: busy })
    await fillIn(user)
    await user.click(post())

    expect((await screen.findAllByText('Your question was not posted'))[0]).toBeVisible()
    expect(screen.getAllByText(new RegExp(LIMIT_MESSAGE))[0]).toBeVisible()
    expect(title()).toHaveValue(TITLE)
    expect(details()).toHaveValue(BODY)
    expect(tagBox('Property Law')).toBeChecked()
    expect(post()).toBeEnabled()
    unmount()

    renderNewThread({ as: busy })
    expect(title()).toHaveValue(TITLE)
    expect(details()).toHaveValue(BODY)
  })

  it('posts on a second try once the first failed', async () => {
    const poster = await backend.signUp({ name: 'Kiran P.' })
    const { user, router } = renderNewThread({ as: poster })
    faults.failNext(INSERT, 'network')
    await fillIn(user)
    await user.click(post())
    expect((await screen.findAllByText(/Check your internet connection/))[0]).toBeVisible()

    await user.click(post())
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/forum/new'))
    const posted = await postedBy(poster.id)
    expect(posted).toHaveLength(1)
    expect(router.state.location.pathname).toBe(`/forum/${posted[0].id}`)
  })
})

describe('useCreateThread', () => {
  it('marks the forum lists and the advocates’ open questions stale once posted', async () => {
    loadSupabase.mockResolvedValue(me.client)
    const queryClient = createQueryClient()
    const listKey = forumKeys.list({ search: '', category: null, sort: 'newest' })
    queryClient.setQueryData(listKey, { pages: [], pageParams: [] })
    queryClient.setQueryData(forumKeys.queries(), { queries: [] })
    queryClient.setQueryData(forumKeys.thread('other'), { id: 'other' })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )

    const { result } = renderHook(() => useCreateThread(), { wrapper })
    await act(() =>
      result.current.mutateAsync({
        title: 'Can my landlord keep my deposit?',
        body: 'He says the walls need painting after three years of tenancy.',
        categories: ['Civil Law'],
        is_anonymous: false,
      }),
    )

    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(forumKeys.queries())?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(forumKeys.thread('other'))?.isInvalidated).toBe(false)
  })
})
