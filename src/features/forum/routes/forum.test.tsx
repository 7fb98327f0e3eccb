import { act, screen, waitFor, within } from '@testing-library/react'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import type { ThreadCard } from '../schemas/forum'
import { createFakeForumListClient, threadCard } from '../testing/fake-forum-list-client'
import { Component as ForumPage } from './forum'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

function renderForum({
  url = '/forum',
  threads = [],
}: { url?: string; threads?: ThreadCard[] } = {}) {
  const fake = createFakeForumListClient(threads)
  loadSupabase.mockResolvedValue(fake.client)
  const view = renderApp(<ForumPage />, {
    path: '/forum',
    url,
    auth: buildSignedInAuth(),
    routes: [{ path: '/forum/:threadId', element: <h1>Thread page</h1> }],
  })
  return { ...view, fake }
}

const SAMPLE = [
  threadCard(1, {
    title: 'Anticipatory bail for a false dowry complaint',
    excerpt: 'My brother-in-law filed a complaint that is not true.',
    categories: ['Criminal Law', 'Family Law'],
    reply_count: 1,
    upvote_count: 4,
    author_name: 'Adv. Meera Iyer',
    author_role: 'advocate',
    author_is_verified_advocate: true,
  }),
  threadCard(2, {
    title: 'Can a daughter claim ancestral agricultural land?',
    excerpt: 'My father passed away without a will.',
    categories: ['Property Law'],
    reply_count: 3,
    upvote_count: 1,
    is_anonymous: true,
    author_id: null,
    author_name: null,
    author_role: null,
  }),
]

const searchBox = () => screen.getByRole('searchbox', { name: 'Search discussions' })
const tag = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter by tag' })).getByRole('button', { name })
const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' })
const threadLinks = () => Array.from(document.querySelectorAll<HTMLElement>('a[data-thread-link]'))

describe('/forum', () => {
  it('lists threads as cards: title link, excerpt, tags, upvotes, replies, byline and badge', async () => {
    renderForum({ threads: SAMPLE })

    expect(screen.getByRole('heading', { level: 1, name: 'Community Forum' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('Loading discussions…')
    const bail = await screen.findByRole('article', {
      name: 'Anticipatory bail for a false dowry complaint',
    })
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 discussions')

    expect(within(bail).getByRole('link', { name: /Anticipatory bail/ })).toHaveAttribute(
      'href',
      `/forum/${SAMPLE[0].id}`,
    )
    expect(within(bail).getByText(/not true/)).toBeVisible()
    expect(
      within(within(bail).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Criminal Law', 'Family Law'])
    expect(within(bail).getByText('4 Upvotes')).toBeVisible()
    expect(within(bail).getByText('1 Reply')).toBeVisible()
    expect(within(bail).getByText('Adv. Meera Iyer')).toBeVisible()
    expect(within(bail).getByText('Verified Advocate')).toBeVisible()

    const land = screen.getByRole('article', { name: /ancestral agricultural land/ })
    expect(within(land).getByText('3 Replies')).toBeVisible()
    expect(within(land).getByText('Anonymous')).toBeVisible()
    expect(within(land).queryByText('Verified Advocate')).toBeNull()

    // Newest first by default.
    expect(threadLinks().map((link) => link.textContent)).toEqual([
      SAMPLE[1].title,
      SAMPLE[0].title,
    ])
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('offers New Thread and the five guidelines', async () => {
    renderForum({ threads: SAMPLE })
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
    const { fake } = renderForum({
      url: '/forum?q=bail&tag=Criminal+Law&sort=upvoted',
      threads: SAMPLE,
    })
    expect(await screen.findByRole('article', { name: /Anticipatory bail/ })).toBeVisible()
    expect(fake.pageRequests()).toEqual([
      { search: 'bail', category: 'Criminal Law', sort: 'upvoted', after: null, page_size: 20 },
    ])
    expect(searchBox()).toHaveValue('bail')
    expect(tag('Criminal Law')).toHaveAttribute('aria-pressed', 'true')
    expect(tag('Family Law')).toHaveAttribute('aria-pressed', 'false')
    expect(sortSelect()).toHaveValue('upvoted')
  })

  it("ignores values it doesn't know, and 'Best match' without a search", async () => {
    const { fake } = renderForum({ url: '/forum?tag=Tax+Law&sort=relevance', threads: SAMPLE })
    await screen.findAllByRole('article')
    expect(fake.pageRequests()[0]).toMatchObject({ search: null, category: null, sort: 'newest' })
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
    const { user, router, fake } = renderForum({ threads: SAMPLE })
    await screen.findAllByRole('article')

    await user.type(searchBox(), 'land{Enter}')
    expect(router.state.location.search).toBe('?q=land')
    expect(sortSelect()).toHaveValue('relevance')
    expect(await screen.findByRole('article', { name: /ancestral/ })).toBeVisible()
    expect(screen.queryByRole('article', { name: /Anticipatory bail/ })).toBeNull()
    expect(fake.pageRequests().at(-1)).toMatchObject({ search: 'land', sort: 'relevance' })
    expect(searchBox()).toHaveFocus()

    await user.click(tag('Property Law'))
    expect(new URLSearchParams(router.state.location.search).get('tag')).toBe('Property Law')
    await user.selectOptions(sortSelect(), 'Most upvoted')
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'land',
      tag: 'Property Law',
      sort: 'upvoted',
    })
    await waitFor(() =>
      expect(fake.pageRequests().at(-1)).toEqual({
        search: 'land',
        category: 'Property Law',
        sort: 'upvoted',
        after: null,
        page_size: 20,
      }),
    )

    // Emptying the box clears the search; the chosen sort stays.
    await user.clear(searchBox())
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      tag: 'Property Law',
      sort: 'upvoted',
    })
  })

  it('clears the tag when the active tag is pressed again', async () => {
    const { user, router } = renderForum({ url: '/forum?tag=Family+Law', threads: SAMPLE })
    expect(await screen.findByRole('article', { name: /Anticipatory bail/ })).toBeVisible()
    expect(screen.queryByRole('article', { name: /ancestral/ })).toBeNull()

    await user.click(tag('Family Law'))
    expect(router.state.location.search).toBe('')
    expect(tag('Family Law')).toHaveAttribute('aria-pressed', 'false')
    expect(await screen.findByRole('article', { name: /ancestral/ })).toBeVisible()
  })

  it('follows Back: the box and the list go back to the earlier search', async () => {
    const { user, router } = renderForum({ threads: SAMPLE })
    await screen.findAllByRole('article')
    await user.type(searchBox(), 'bail{Enter}')
    await screen.findByRole('article', { name: /Anticipatory bail/ })
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
    const { user, router } = renderForum({
      url: '/forum?q=tenant&tag=Civil+Law',
      threads: SAMPLE,
    })
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

  it('names the tag when only a tag has no discussions', async () => {
    renderForum({ url: '/forum?tag=Constitutional+Law', threads: SAMPLE })
    expect(
      await screen.findByRole('heading', {
        name: 'No discussions match the tag Constitutional Law',
      }),
    ).toBeVisible()
  })

  it('shows a load failure with Retry, which reads the list again', async () => {
    const { user, fake } = renderForum({ threads: SAMPLE })
    fake.failures.page = { message: 'Failed to fetch' }
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load the discussions. Failed to fetch")

    fake.failures.page = null
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findAllByRole('article')).toHaveLength(2)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("loads the next page after the last thread with 'Load more', then hides it", async () => {
    const threads = Array.from({ length: 25 }, (_, index) => threadCard(index + 1))
    const { user, fake } = renderForum({ threads })
    await screen.findAllByRole('article')
    expect(threadLinks()).toHaveLength(20)
    expect(screen.getByRole('status')).toHaveTextContent('Showing 20 discussions')

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(threadLinks()).toHaveLength(25))
    expect(fake.pageRequests()).toEqual([
      { search: null, category: null, sort: 'newest', after: null, page_size: 20 },
      { search: null, category: null, sort: 'newest', after: threads[5].id, page_size: 20 },
    ])
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    // Focus moves to the first new thread, not to the page (the button is gone).
    expect(threadLinks()[20]).toHaveFocus()
    expect(threadLinks()[20]).toHaveTextContent(threads[4].title)
    expect(screen.getByRole('status')).toHaveTextContent('Showing 25 discussions')
  })

  it('keeps the threads read so far when the next page fails, and Retry goes on', async () => {
    const threads = Array.from({ length: 21 }, (_, index) => threadCard(index + 1))
    const { user, fake } = renderForum({ threads })
    await screen.findAllByRole('article')
    fake.failures.page = { message: 'Failed to fetch' }
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load more discussions.")
    expect(threadLinks()).toHaveLength(20)

    fake.failures.page = null
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(threadLinks()).toHaveLength(21))
  })

  it('suggests the category whose threads match a search that found nothing, keeping the search', async () => {
    const { user, router, fake } = renderForum({
      url: '/forum?q=talaq&tag=Property+Law',
      threads: [threadCard(3, { title: 'Talaq said three times', categories: ['Family Law'] })],
    })
    fake.suggestion.suggested_category = 'Family Law'
    fake.suggestion.has_matches = true
    await user.click(await screen.findByRole('button', { name: 'Try the Family Law category' }))
    expect(fake.requestsOf('forum_search_suggestion')).toEqual([
      { search: 'talaq', category: 'Property Law' },
    ])
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'talaq',
      tag: 'Family Law',
    })
    expect(await screen.findByRole('article', { name: 'Talaq said three times' })).toBeVisible()
  })

  it("offers to browse the category of a search's words when no thread matches them", async () => {
    const { user, router, fake } = renderForum({ url: '/forum?q=adoption', threads: SAMPLE })
    fake.suggestion.suggested_category = 'Family Law'
    expect(
      await screen.findByText('Questions like this are usually asked under Family Law.'),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Browse Family Law' }))
    expect(router.state.location.search).toBe('?tag=Family+Law')
    expect(await screen.findByRole('article', { name: /Anticipatory bail/ })).toBeVisible()
  })

  it('suggests nothing when the database has no category to offer', async () => {
    const { fake } = renderForum({ url: '/forum?q=zzzqqq', threads: SAMPLE })
    expect(
      await screen.findByRole('heading', { name: 'No discussions match “zzzqqq”' }),
    ).toBeVisible()
    await waitFor(() => expect(fake.requestsOf('forum_search_suggestion')).toHaveLength(1))
    expect(screen.queryByRole('button', { name: /category|Browse/ })).toBeNull()
  })

  it('asks for no suggestion when only a tag has no discussions', async () => {
    const { fake } = renderForum({ url: '/forum?tag=Constitutional+Law', threads: SAMPLE })
    await screen.findByRole('heading', { name: 'No discussions match the tag Constitutional Law' })
    expect(fake.requestsOf('forum_search_suggestion')).toEqual([])
  })

  it("shows 'My questions': the threads I asked or answered, without the list's filters", async () => {
    const mine = threadCard(4, { title: 'My own question about my lease', is_mine: true })
    const answered = threadCard(5, { title: 'A question I answered about bail' })
    const { user, router, fake } = renderForum({ threads: [...SAMPLE, mine, answered] })
    fake.repliedTo.add(answered.id)
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
    await waitFor(() =>
      expect(threadLinks().map((link) => link.textContent)).toEqual([answered.title, mine.title]),
    )
    expect(fake.requestsOf('my_forum_threads')).toEqual([{ after: null, page_size: 20 }])
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 discussions')
    expect(screen.queryByRole('searchbox', { name: 'Search discussions' })).toBeNull()
    expect(screen.queryByRole('group', { name: 'Filter by tag' })).toBeNull()

    await user.click(within(lists).getByRole('link', { name: 'All questions' }))
    expect(router.state.location.search).toBe('')
    expect(await screen.findByRole('searchbox', { name: 'Search discussions' })).toBeVisible()
  })

  it('says when I have not asked or answered anything yet, with a way to ask', async () => {
    renderForum({ url: '/forum?view=mine', threads: SAMPLE })
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
    const { user, fake } = renderForum({
      url: '/forum?view=mine',
      threads: [threadCard(6, { is_mine: true })],
    })
    fake.failures.mine = { message: 'Failed to fetch' }
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load your questions. Failed to fetch")
    fake.failures.mine = null
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findAllByRole('article')).toHaveLength(1)
  })

  it("starts 'My questions' over when the thread its next page starts after is gone", async () => {
    const mine = Array.from({ length: 21 }, (_, index) => threadCard(index + 1, { is_mine: true }))
    const { user, fake } = renderForum({ url: '/forum?view=mine', threads: mine })
    await screen.findAllByRole('article')
    fake.failures.mine = {
      code: '22023',
      message: 'The page you were reading has changed: reload the list.',
    }
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load more of your questions.",
    )

    fake.failures.mine = null
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    // A retry after the gone thread would fail again: the list is read from its first page.
    expect(fake.requestsOf('my_forum_threads').map(({ after }) => after)).toEqual([
      null,
      expect.any(String),
      null,
    ])
  })

  it('opens a thread from its card', async () => {
    const { user, router } = renderForum({ threads: SAMPLE })
    await user.click(await screen.findByRole('link', { name: /Anticipatory bail/ }))
    expect(router.state.location.pathname).toBe(`/forum/${SAMPLE[0].id}`)
  })
})
