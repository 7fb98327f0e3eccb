import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import type { AuthState } from '@/lib/auth'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { OFFLINE_ERROR } from '@/lib/api-error'
import { advocateRow, createFakeAdvocatesClient } from '../testing/fake-advocates-client'
import { ConnectAction } from './connect-action'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

const ME = '00000000-0000-4000-8000-000000000001'
const MEERA = advocateRow(1, { name: 'Meera Iyer', practice_areas: ['Family Law', 'Civil Law'] })
const DRAFT_KEY = `lexsetu-connect-draft:${ME}:${MEERA.id}`
const DESCRIPTION = 'My husband left two years ago and I want to file for divorce and maintenance.'

const pad = (n: number) => String(n).padStart(2, '0')
/** A datetime-local value `days` from now, at 10:30 local time. */
function localDaysAhead(days: number) {
  const date = new Date(Date.now() + days * 86_400_000)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:30`
}

function renderConnect({ auth = buildSignedInAuth({ id: ME, plan: 'premium' }) } = {}) {
  const fake = createFakeAdvocatesClient({ advocates: [MEERA] })
  loadSupabase.mockResolvedValue(fake.client)
  const view = renderApp(
    <>
      <ConnectAction advocate={MEERA} />
      <Toaster />
    </>,
    {
      path: '/advocates',
      url: '/advocates',
      auth,
      routes: [
        { path: '/dashboard/messages', element: <h1>Messages</h1> },
        { path: '/pricing', element: <h1>Pricing</h1> },
      ],
    },
  )
  return { ...view, fake, auth }
}

async function openDialog(user: ReturnType<typeof renderConnect>['user']) {
  await user.click(screen.getByRole('button', { name: 'Connect Now with Meera Iyer' }))
  return screen.findByRole('dialog', { name: 'Connect with Meera Iyer' })
}

const description = () => screen.getByRole('textbox', { name: 'Describe your matter' })
const timeField = () => screen.getByLabelText('Preferred time')
const setTime = (value: string) => fireEvent.change(timeField(), { target: { value } })
const send = () => screen.getByRole('button', { name: 'Send request' })
/** Pastes into the description (typing a long text key by key is slow on a busy machine). */
async function fillDescription(user: ReturnType<typeof renderConnect>['user'], text: string) {
  await user.click(description())
  await user.paste(text)
}

describe("'Connect Now'", () => {
  // The dialog is a lazy chunk; loading it once here keeps that cost out of the first test's time.
  beforeAll(() => import('./connect-dialog'))
  beforeEach(() => window.sessionStorage.clear())
  afterEach(() => act(() => resetToasts()))

  it('opens the request form with the advocate’s first practice area and Chat chosen', async () => {
    const { user } = renderConnect()
    const dialog = await openDialog(user)
    expect(within(dialog).getByRole('combobox', { name: 'Matter category' })).toHaveValue(
      'Family Law',
    )
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toHaveLength(10)
    const modes = within(dialog).getByRole('group', { name: 'Preferred mode' })
    expect(
      within(modes)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Chat', 'Phone call', 'Video call'])
    expect(within(modes).getByRole('radio', { name: 'Chat' })).toBeChecked()
    expect(timeField()).toHaveAttribute('type', 'datetime-local')
    expect(within(dialog).getByText(/0 \/ 2,000 characters/)).toBeVisible()
  })

  it('explains what is missing: the description and the time', async () => {
    const { user, fake } = renderConnect()
    await openDialog(user)
    await user.type(description(), 'Too short')
    await user.click(send())
    expect(await screen.findByText('Describe your matter in at least 20 characters')).toBeVisible()
    expect(screen.getByText('Choose a preferred time')).toBeVisible()
    expect(description()).toHaveAttribute('aria-invalid', 'true')
    expect(fake.inserted).toEqual([])
  })

  it('refuses a description over 2,000 characters, counting as it goes', async () => {
    const { user } = renderConnect()
    await openDialog(user)
    await user.click(description())
    await user.paste('a'.repeat(2001))
    expect(screen.getByText(/2,001 \/ 2,000 characters/)).toBeVisible()
    setTime(localDaysAhead(3))
    await user.click(send())
    expect(await screen.findByText('Keep the description under 2,000 characters')).toBeVisible()
  })

  it('wants a time in the future and within the next 90 days', async () => {
    const { user, fake } = renderConnect()
    await openDialog(user)
    await fillDescription(user, DESCRIPTION)
    setTime(localDaysAhead(-1))
    await user.click(send())
    expect(await screen.findByText('Choose a time in the future')).toBeVisible()

    setTime(localDaysAhead(100))
    await user.click(send())
    expect(await screen.findByText('Choose a time within the next 90 days')).toBeVisible()
    expect(fake.inserted).toEqual([])
  })

  it('sends the request, says so, links to Messages and forgets the draft', async () => {
    const { user, fake, router } = renderConnect()
    const dialog = await openDialog(user)
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Matter category' }),
      'Civil Law',
    )
    await fillDescription(user, `  ${DESCRIPTION}  `)
    await user.click(within(dialog).getByRole('radio', { name: 'Video call' }))
    const time = localDaysAhead(7)
    setTime(time)
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toContain('divorce')
    await user.click(send())

    const sent = await screen.findByRole('dialog', { name: 'Request sent' })
    expect(sent).toHaveTextContent(
      'Meera Iyer will reply to your request. You can follow it in Messages.',
    )
    expect(fake.inserted).toEqual([
      {
        advocate_id: MEERA.id,
        category: 'Civil Law',
        description: DESCRIPTION,
        mode: 'video',
        preferred_at: new Date(time).toISOString(),
      },
    ])
    // The toast says it too, outside the dialog.
    await waitFor(() =>
      expect(
        screen.getAllByText('Request sent').filter((element) => !sent.contains(element))[0],
      ).toBeVisible(),
    )
    expect(
      screen
        .getAllByText('Meera Iyer will reply to your request. You can follow it in Messages.')
        .filter((element) => !sent.contains(element)),
    ).not.toHaveLength(0)
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull()

    await user.click(within(sent).getByRole('link', { name: 'Go to Messages' }))
    expect(router.state.location.pathname).toBe('/dashboard/messages')
  })

  it('shows the database’s refusal, keeps the text and links to Messages for an open request', async () => {
    const { user, fake } = renderConnect()
    fake.failures.insert = {
      code: 'LS016',
      message: 'You already have an open request with this advocate. Follow it in Messages.',
    }
    const dialog = await openDialog(user)
    await fillDescription(user, DESCRIPTION)
    setTime(localDaysAhead(2))
    await user.click(send())

    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent(
      'Your request was not sent. You already have an open request with this advocate. Follow it in Messages. Your text is kept here.',
    )
    expect(within(alert).getByRole('link', { name: 'Go to Messages' })).toHaveAttribute(
      'href',
      '/dashboard/messages',
    )
    expect(description()).toHaveValue(DESCRIPTION)
    expect(timeField()).toHaveValue(localDaysAhead(2))
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toContain('divorce')
  })

  it('explains a Premium refusal (LS014), offers Premium and re-reads the plan', async () => {
    const { user, fake, auth } = renderConnect()
    fake.failures.insert = {
      code: 'LS014',
      message:
        'Consultation requests are part of Premium. Upgrade to Premium to connect with an advocate.',
    }
    const dialog = await openDialog(user)
    await fillDescription(user, DESCRIPTION)
    setTime(localDaysAhead(2))
    await user.click(send())
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('Consultation requests are part of Premium.')
    expect(within(alert).getByRole('link', { name: 'See Premium' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    await waitFor(() => expect(auth.refreshProfile).toHaveBeenCalled())
    expect(description()).toHaveValue(DESCRIPTION)
  })

  it('words a failure that is not a refusal for the user, not as the database wrote it', async () => {
    const { user, fake } = renderConnect()
    fake.failures.insert = { code: '23514', message: 'violates check constraint "x"' }
    await openDialog(user)
    await fillDescription(user, DESCRIPTION)
    setTime(localDaysAhead(2))
    await user.click(send())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your request could not be sent just now. Please try again.',
    )
    expect(screen.queryByText(/check constraint/)).toBeNull()

    fake.failures.insert = { message: 'TypeError: Failed to fetch' }
    await user.click(send())
    expect(await screen.findByText(OFFLINE_ERROR, { exact: false })).toBeVisible()
  })

  it('keeps the draft for this advocate across a reload', async () => {
    const first = renderConnect()
    await openDialog(first.user)
    await fillDescription(first.user, DESCRIPTION)
    await first.user.click(screen.getByRole('radio', { name: 'Phone call' }))
    first.unmount()

    const second = renderConnect()
    await openDialog(second.user)
    expect(description()).toHaveValue(DESCRIPTION)
    expect(screen.getByRole('radio', { name: 'Phone call' })).toBeChecked()
  })

  it('shows a free user the Premium explanation instead of the form', async () => {
    const { user, fake } = renderConnect({
      auth: buildSignedInAuth({ id: ME, plan: 'free' }) satisfies AuthState,
    })
    const dialog = await openDialog(user)
    expect(dialog).toHaveTextContent('Connecting with advocates is part of Premium.')
    expect(within(dialog).getByRole('link', { name: 'See Premium' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    expect(within(dialog).queryByRole('textbox')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Connect Now with Meera Iyer' })).toHaveFocus()
    expect(fake.inserted).toEqual([])
  })
})
