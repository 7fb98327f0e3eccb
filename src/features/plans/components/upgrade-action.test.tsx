import { act, screen, waitFor, within } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { signedOutState } from '@/lib/auth'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import {
  ALREADY_PREMIUM_ERROR,
  buildUpgradeRequest,
  createFakePlansClient,
  NETWORK_ERROR,
  REQUEST_OPEN_ERROR,
  USER_ID,
  type UpgradeRequestRow,
} from '../testing/fake-plans-client'
import { UpgradeAction } from './upgrade-action'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

function renderAction({
  requests = [] as UpgradeRequestRow[],
  auth = buildSignedInAuth({ id: USER_ID, name: 'Asha Rao', plan: 'free' }),
} = {}) {
  const fake = createFakePlansClient({ requests })
  loadSupabase.mockResolvedValue(fake.client)
  const view = renderApp(
    <>
      <UpgradeAction />
      <Toaster />
    </>,
    { auth },
  )
  return { ...view, fake, auth }
}

const upgradeButton = () => screen.findByRole('button', { name: 'Upgrade to Premium' })

async function openDialog(user: ReturnType<typeof renderAction>['user']) {
  await user.click(await upgradeButton())
  return screen.findByRole('dialog', { name: 'Upgrade to Premium' })
}

describe('UpgradeAction', () => {
  afterEach(() => act(() => resetToasts()))

  it('holds the place of the button while it checks for an open request', async () => {
    renderAction()
    expect(screen.getByRole('status')).toHaveTextContent('Checking your plan…')
    expect(await upgradeButton()).toBeEnabled()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows nothing to visitors and Premium users, and reads nothing for them', () => {
    loadSupabase.mockClear()
    const { unmount } = renderAction({ auth: buildSignedInAuth({ plan: 'premium' }) })
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
    unmount()
    renderAction({ auth: signedOutState })
    expect(screen.queryByRole('button')).toBeNull()
    expect(loadSupabase).not.toHaveBeenCalled()
  })

  it('opens a dialog with the price, the fields and no payment taken', async () => {
    const { user } = renderAction()
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
    const { user, fake } = renderAction()
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
    expect(fake.writes).toEqual([])
  })

  it('sends the three fields, thanks the user and shows the request instead of the button', async () => {
    const { user, fake } = renderAction()
    const dialog = await openDialog(user)
    const name = within(dialog).getByLabelText('Name for the invoice')
    await user.clear(name)
    await user.type(name, '  Asha Rao Enterprises ')
    await user.type(within(dialog).getByLabelText('Phone (optional)'), '+91 98765-43210')
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Please call after 6 pm.')
    await user.click(within(dialog).getByRole('button', { name: 'Request upgrade' }))

    expect(await screen.findByText('Upgrade requested')).toBeInTheDocument()
    expect(screen.getByText('We will contact you soon.')).toBeInTheDocument()
    expect(fake.writes).toEqual([
      {
        operation: 'insert',
        values: {
          invoice_name: 'Asha Rao Enterprises',
          phone: '+91 98765-43210',
          note: 'Please call after 6 pm.',
        },
        filters: [],
      },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const status = screen.getByText('Upgrade requested on 27 Nov 2026 — we will contact you')
    expect(status).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeEnabled()
  })

  it('sends a blank phone and note as null', async () => {
    const { user, fake } = renderAction()
    const dialog = await openDialog(user)
    await user.type(within(dialog).getByLabelText('Note (optional)'), '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Request upgrade' }))

    expect(await screen.findByText('Upgrade requested')).toBeInTheDocument()
    expect(fake.writes[0].values).toEqual({ invoice_name: 'Asha Rao', phone: null, note: null })
  })

  it("shows the server's refusal and keeps what was typed", async () => {
    const { user, fake } = renderAction()
    fake.failures.insert = REQUEST_OPEN_ERROR
    const dialog = await openDialog(user)
    await user.type(within(dialog).getByLabelText('Phone (optional)'), '080 4567 8900')
    await user.click(within(dialog).getByRole('button', { name: 'Request upgrade' }))

    expect(await screen.findByText('Upgrade not requested')).toBeInTheDocument()
    expect(screen.getByText(REQUEST_OPEN_ERROR.message)).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Upgrade to Premium' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Phone (optional)')).toHaveValue('080 4567 8900')
    expect(within(dialog).getByRole('button', { name: 'Request upgrade' })).toBeEnabled()
  })

  it('refreshes the plan when the account turned Premium meanwhile', async () => {
    const { user, fake, auth } = renderAction()
    fake.failures.insert = ALREADY_PREMIUM_ERROR
    const dialog = await openDialog(user)
    await user.click(within(dialog).getByRole('button', { name: 'Request upgrade' }))

    expect(await screen.findByText(ALREADY_PREMIUM_ERROR.message)).toBeInTheDocument()
    expect(auth.refreshProfile).toHaveBeenCalled()
  })

  it('asks to check the connection when the request did not go through', async () => {
    const { user, fake } = renderAction()
    fake.failures.insert = NETWORK_ERROR
    const dialog = await openDialog(user)
    await user.click(within(dialog).getByRole('button', { name: 'Request upgrade' }))

    expect(
      await screen.findByText('Please check your connection and try again.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Name for the invoice')).toHaveValue('Asha Rao')
  })

  it('shows an open request with its date, and cancels it', async () => {
    const request = buildUpgradeRequest({ created_at: '2026-11-26T10:30:00+05:30' })
    const { user, fake } = renderAction({ requests: [request] })

    expect(
      await screen.findByText('Upgrade requested on 26 Nov 2026 — we will contact you'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Cancel request' }))

    expect(await screen.findByText('Upgrade request cancelled')).toBeInTheDocument()
    expect(fake.writes).toEqual([
      {
        operation: 'update',
        values: { status: 'cancelled' },
        filters: [
          ['id', request.id],
          ['status', 'requested'],
        ],
      },
    ])
    expect(await upgradeButton()).toBeEnabled()
    expect(screen.queryByText(/Upgrade requested on/)).toBeNull()
  })

  it('keeps the request when cancelling fails, and says why', async () => {
    const { user, fake } = renderAction({ requests: [buildUpgradeRequest()] })
    fake.failures.update = NETWORK_ERROR
    await user.click(await screen.findByRole('button', { name: 'Cancel request' }))

    expect(await screen.findByText('Request not cancelled')).toBeInTheDocument()
    expect(screen.getByText('Please check your connection and try again.')).toBeInTheDocument()
    expect(screen.getByText(/^Upgrade requested on 26 Nov 2026/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeEnabled()
  })

  it('reads only the open request, the newest one', async () => {
    renderAction({
      requests: [
        buildUpgradeRequest({ id: 'a', status: 'cancelled', created_at: '2026-11-28T10:00:00Z' }),
        buildUpgradeRequest({ id: 'b', created_at: '2026-11-20T10:00:00Z' }),
        buildUpgradeRequest({
          id: 'c',
          user_id: 'someone-else',
          created_at: '2026-11-29T10:00:00Z',
        }),
      ],
    })
    expect(await screen.findByText(/^Upgrade requested on 20 Nov 2026/)).toBeInTheDocument()
  })

  it('offers to try again when the request could not be read', async () => {
    const { user, fake } = renderAction()
    fake.failures.select = NETWORK_ERROR

    expect(await screen.findByText('Could not check for an upgrade request.')).toBeInTheDocument()
    delete fake.failures.select
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await upgradeButton()).toBeEnabled()
  })
})
