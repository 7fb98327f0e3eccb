import { act, screen, waitFor, within } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { createFakeForumListClient } from '../testing/fake-forum-list-client'
import { Component as NewThreadPage } from './new-thread'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

const NEW_ID = 'a0000000-0000-4000-8000-0000000000aa'
const ASHA = '00000000-0000-4000-8000-000000000001'
const RAVI = '00000000-0000-4000-8000-000000000002'
const LIMIT_MESSAGE = 'You can start at most 5 threads an hour. Please wait a while and post again.'

function renderNewThread({ userId = ASHA } = {}) {
  const fake = createFakeForumListClient()
  fake.setNextId(NEW_ID)
  loadSupabase.mockResolvedValue(fake.client)
  const view = renderApp(
    <>
      <NewThreadPage />
      <Toaster />
    </>,
    {
      path: '/forum/new',
      url: '/forum/new',
      auth: buildSignedInAuth({ id: userId }, { userId }),
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
  return { ...view, fake }
}

const title = () => screen.getByRole('textbox', { name: 'Title' })
const details = () => screen.getByRole('textbox', { name: 'Details' })
const tagBox = (name: string) => screen.getByRole('checkbox', { name })
const anonymous = () => screen.getByRole('checkbox', { name: 'Ask anonymously' })
const post = () => screen.getByRole('button', { name: 'Post your question' })

const TITLE = '  Can my landlord keep my whole deposit?  '
const BODY = 'I left the flat after three years and he says the walls need painting.'

/** Pastes the text (typing it key by key is slow on a busy machine) and picks two tags. */
async function fillIn(user: ReturnType<typeof renderNewThread>['user']) {
  await user.click(title())
  await user.paste(TITLE)
  await user.click(details())
  await user.paste(BODY)
  await user.click(tagBox('Civil Law'))
  await user.click(tagBox('Property Law'))
}

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
    const { user, fake } = renderNewThread()
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
    expect(fake.insert).not.toHaveBeenCalled()
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
    const { user, fake, router } = renderNewThread()
    await fillIn(user)
    await user.click(anonymous())
    await user.click(post())

    expect(await screen.findByRole('heading', { name: 'Thread page' })).toBeVisible()
    expect(router.state.location.pathname).toBe(`/forum/${NEW_ID}`)
    expect(router.state.historyAction).toBe('REPLACE')
    expect((await screen.findAllByText('Your question is posted'))[0]).toBeVisible()
    expect(fake.inserted).toEqual([
      {
        title: TITLE.trim(),
        body: BODY,
        categories: ['Civil Law', 'Property Law'],
        is_anonymous: true,
      },
    ])
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
    const first = renderNewThread({ userId: ASHA })
    await first.user.click(title())
    await first.user.paste(TITLE)
    first.unmount()

    renderNewThread({ userId: RAVI })
    expect(title()).toHaveValue('')
    expect(screen.queryByText(/Your unfinished question was kept/)).toBeNull()
  })

  it("shows the posting limit's message, keeps everything, and the draft outlives a reload", async () => {
    const { user, fake, unmount } = renderNewThread()
    fake.failures.insert = { code: 'LS004', message: LIMIT_MESSAGE }
    await fillIn(user)
    await user.click(post())

    expect((await screen.findAllByText('Your question was not posted'))[0]).toBeVisible()
    expect(screen.getAllByText(new RegExp(LIMIT_MESSAGE))[0]).toBeVisible()
    expect(title()).toHaveValue(TITLE)
    expect(details()).toHaveValue(BODY)
    expect(tagBox('Property Law')).toBeChecked()
    expect(post()).toBeEnabled()
    unmount()

    renderNewThread()
    expect(title()).toHaveValue(TITLE)
    expect(details()).toHaveValue(BODY)
  })

  it('posts on a second try once the first failed', async () => {
    const { user, fake, router } = renderNewThread()
    fake.failures.insert = { code: '', message: 'TypeError: Failed to fetch' }
    await fillIn(user)
    await user.click(post())
    expect((await screen.findAllByText(/Check your internet connection/))[0]).toBeVisible()

    fake.failures.insert = null
    await user.click(post())
    await waitFor(() => expect(router.state.location.pathname).toBe(`/forum/${NEW_ID}`))
    expect(fake.inserted).toHaveLength(1)
  })
})
