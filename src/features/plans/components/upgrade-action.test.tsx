import { act, screen, waitFor, within } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { signedOutState, type AuthState } from '@/lib/auth'
import { formatDate } from '@/i18n/format-date'
import { buildSignedInAuth } from '@/testing/factories'
import { withRealBackend, type SignedInMember } from '@/testing/real-backend'
import { renderApp } from '@/testing/render'
import { UpgradeAction } from './upgrade-action'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

// The real backend keeps the requests: one open per user (LS009), none for Premium (LS010), the
// user's own rows only and the dates are the plans migration's; only the network is injected.
const backend = withRealBackend()
const { faults, sql } = backend

const REQUESTS = '/rest/v1/upgrade_requests'
const REQUEST_OPEN_MESSAGE = 'You already have an upgrade request open. We will contact you soon.'
const ALREADY_PREMIUM_MESSAGE = 'You are already on the Premium plan.'
const CONNECTION_MESSAGE = 'Please check your connection and try again.'

/** An upgrade request of `member`, stored directly (open unless told); returns its id. */
async function storeRequest(
  member: { id: string },
  { status = 'requested', createdAt = '2026-11-26T10:30:00+05:30' } = {},
) {
  const [{ id }] = await sql<{ id: string }>(
    `insert into public.upgrade_requests (user_id, invoice_name, status, created_at, resolved_at)
     values ($1, 'Asha Rao', $2, $3, case when $2 = 'requested' then null else now() end)
     returning id`,
    [member.id, status, createdAt],
  )
  return id
}

const storedRequests = (member: { id: string }) =>
  sql<{ invoice_name: string; phone: string | null; note: string | null; status: string }>(
    'select invoice_name, phone, note, status from public.upgrade_requests where user_id = $1',
    [member.id],
  )

const renderFor = (auth: AuthState) =>
  renderApp(
    <>
      <UpgradeAction />
      <Toaster />
    </>,
    { auth },
  )

/** The action as Asha, a free user, sees it (a new account unless told). */
async function renderAction({ me }: { me?: SignedInMember } = {}) {
  const member = me ?? (await backend.signUp({ name: 'Asha Rao' }))
  loadSupabase.mockResolvedValue(member.client)
  return { ...renderFor(member.auth), me: member }
}

const upgradeButton = () => screen.findByRole('button', { name: 'Upgrade to Premium' })

async function openDialog(user: Awaited<ReturnType<typeof renderAction>>['user']) {
  await user.click(await upgradeButton())
  return screen.findByRole('dialog', { name: 'Upgrade to Premium' })
}

describe('UpgradeAction', () => {
  afterEach(() => act(() => resetToasts()))

  it('holds the place of the button while it checks for an open request', async () => {
    const release = faults.hold(`GET ${REQUESTS}`)
    await renderAction()
    expect(screen.getByRole('status')).toHaveTextContent('Checking your plan…')
    release()
    expect(await upgradeButton()).toBeEnabled()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows nothing to visitors and Premium users, and reads nothing for them', () => {
    loadSupabase.mockClear()
    const { unmount } = renderFor(buildSignedInAuth({ plan: 'premium' }))
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
    unmount()
    renderFor(signedOutState)
    expect(screen.queryByRole('button')).toBeNull()
    expect(loadSupabase).not.toHaveBeenCalled()
  })

  it('opens a dialog with the price, the fields and no payment taken', async () => {
    const { user } = await renderAction()
    const dialog = await openDialog(user)

    expect(dialog).toHaveAccessibleDescription(
      'Premium costs ₹149/month. No payment is taken now: we will contact you to complete the upgrade.',
    )
    expect(within(dialog).getByLabelText('Name for the invoice')).toHaveValue('Asha Rao')
    expect(within(dialog).getByLabelText('Phone (optional)')).toHaveValue('')
    expect(within(dialog).getByLabelText('Note (optional)')).toHaveValue('')
    expect(within(dialog).getByRole('button', { name: 'Request upgrade' })).toBeEnabled()

    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await upgradeButton()).toHaveFocus()
  })

  it('explains what is wrong with each field and sends nothing', async () => {
    const { user, me } = await renderAction()
    const dialog = await openDialog(user)
    const name = within(dialog).getByLabelText('Name for the invoice')
    const phone = within(dialog).getByLabelText('Phone (optional)')
    const submit = within(dialog).getByRole('button', { name: 'Request upgrade' })

    await user.clear(name)
    await user.type(phone, '98765 abc')
    await user.click(submit)
    expect(await within(dialog).findByText('Please enter the name for the invoice')).toBeVisible()
    expect(name).toHaveAccessibleDescription('Please enter the name for the invoice')
    expect(
      within(dialog).getByText('Use only digits, spaces, +, - and brackets in the phone number'),
    ).toBeVisible()

    await user.type(name, 'A')
    await user.clear(phone)
    await user.type(phone, '98765')
    await user.click(submit)
    expect(
      await within(dialog).findByText('The name for the invoice needs at least 2 characters'),
    ).toBeVisible()
    expect(
      within(dialog).getByText('Enter a phone number of 7 to 20 characters, e.g. +91 98765 43210'),
    ).toBeVisible()

    await user.clear(phone)
    await user.type(phone, '+91-12-34')
    await user.click(submit)
    expect(await within(dialog).findByText('A phone number needs at least 7 digits')).toBeVisible()
    expect(faults.requests).not.toContain(`POST ${REQUESTS}`)
    expect(await storedRequests(me)).toEqual([])
  })

  it('sends the three fields, thanks the user and shows the request instead of the button', async () => {
    const { user, me } = await renderAction()
    const dialog = await openDialog(user)
    const name = within(dialog).getByLabelText('Name for the invoice')
    await user.clear(name)
    await user.type(name, '  Asha Rao Enterprises ')
    await user.type(within(dialog).getByLabelText('Phone (optional)'), '+91 98765-43210')
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Please call after 6 pm.')
    await user.click(within(dialog).getByRole('button', { name: 'Request upgrade' }))

    expect(await screen.findByText('Upgrade requested')).toBeInTheDocument()
    expect(screen.getByText('We will contact you soon.')).toBeInTheDocument()
    expect(await storedRequests(me)).toEqual([
      {
        invoice_name: 'Asha Rao Enterprises',
        phone: '+91 98765-43210',
        note: 'Please call after 6 pm.',
        status: 'requested',
      },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The date the database stamped: today.
    const status = screen.getByText(
      `Upgrade requested on ${formatDate(new Date())} — we will contact you`,
    )
    expect(status).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeEnabled()
  })

  it('sends a blank phone and note as null', async () => {
    const { user, me } = await renderAction()
    const dialog = await openDialog(user)
    await user.type(within(dialog).getByLabelText('Note (optional)'), '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Request upgrade' }))

    expect(await screen.findByText('Upgrade requested')).toBeInTheDocument()
    expect(await storedRequests(me)).toEqual([
      { invoice_name: 'Asha Rao', phone: null, note: null, status: 'requested' },
    ])
  })

  it("shows the server's refusal and keeps what was typed", async () => {
    const { user, me } = await renderAction()
    const dialog = await openDialog(user)
    // Requested meanwhile in another tab.
    await storeRequest(me)
    await user.type(within(dialog).getByLabelText('Phone (optional)'), '080 4567 8900')
    await user.click(within(dialog).getByRole('button', { name: 'Request upgrade' }))

    expect(await screen.findByText('Upgrade not requested')).toBeInTheDocument()
    expect(screen.getByText(REQUEST_OPEN_MESSAGE)).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Upgrade to Premium' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Phone (optional)')).toHaveValue('080 4567 8900')
    expect(within(dialog).getByRole('button', { name: 'Request upgrade' })).toBeEnabled()
  })

  it('refreshes the plan when the account turned Premium meanwhile', async () => {
    const { user, me } = await renderAction()
    const dialog = await openDialog(user)
    await sql(`update public.users set plan = 'premium' where id = $1`, [me.id])
    await user.click(within(dialog).getByRole('button', { name: 'Request upgrade' }))

    expect(await screen.findByText(ALREADY_PREMIUM_MESSAGE)).toBeInTheDocument()
    expect(me.auth.refreshProfile).toHaveBeenCalled()
  })

  it('asks to check the connection when the request did not go through', async () => {
    const { user } = await renderAction()
    faults.failNext(`POST ${REQUESTS}`, 'network')
    const dialog = await openDialog(user)
    await user.click(within(dialog).getByRole('button', { name: 'Request upgrade' }))

    expect(await screen.findByText(CONNECTION_MESSAGE)).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Name for the invoice')).toHaveValue('Asha Rao')
  })

  it('shows an open request with its date, and cancels it', async () => {
    const me = await backend.signUp({ name: 'Asha Rao' })
    const requestId = await storeRequest(me, { createdAt: '2026-11-26T10:30:00+05:30' })
    const { user } = await renderAction({ me })

    expect(
      await screen.findByText('Upgrade requested on 26 Nov 2026 — we will contact you'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Cancel request' }))

    expect(await screen.findByText('Upgrade request cancelled')).toBeInTheDocument()
    expect(
      await sql(
        'select status, resolved_at is not null as resolved from public.upgrade_requests where id = $1',
        [requestId],
      ),
    ).toEqual([{ status: 'cancelled', resolved: true }])
    expect(await upgradeButton()).toBeEnabled()
    expect(screen.queryByText(/Upgrade requested on/)).toBeNull()
  })

  it('keeps the request when cancelling fails, and says why', async () => {
    const me = await backend.signUp({ name: 'Asha Rao' })
    await storeRequest(me)
    const { user } = await renderAction({ me })
    faults.failNext(`PATCH ${REQUESTS}`, 'network')
    await user.click(await screen.findByRole('button', { name: 'Cancel request' }))

    expect(await screen.findByText('Request not cancelled')).toBeInTheDocument()
    expect(screen.getByText(CONNECTION_MESSAGE)).toBeInTheDocument()
    expect(screen.getByText(/^Upgrade requested on 26 Nov 2026/)).toBeInTheDocument()
    expect(await storedRequests(me)).toEqual([expect.objectContaining({ status: 'requested' })])
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeEnabled()
  })

  it('reads only the open request, the newest one', async () => {
    const me = await backend.signUp({ name: 'Asha Rao' })
    await storeRequest(me, { status: 'cancelled', createdAt: '2026-11-28T10:00:00Z' })
    await storeRequest(me, { createdAt: '2026-11-20T10:00:00Z' })
    const someoneElse = await backend.signUp({ name: 'Ravi Kumar' })
    await storeRequest(someoneElse, { createdAt: '2026-11-29T10:00:00Z' })
    await renderAction({ me })
    expect(await screen.findByText(/^Upgrade requested on 20 Nov 2026/)).toBeInTheDocument()
  })

  it('offers to try again when the request could not be read', async () => {
    // A server fault: supabase-js itself retries a GET the network lost.
    faults.failNext(`GET ${REQUESTS}`, { code: 'XX000', status: 500 })
    const { user } = await renderAction()

    expect(await screen.findByText('Could not check for an upgrade request.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await upgradeButton()).toBeEnabled()
  })
})
