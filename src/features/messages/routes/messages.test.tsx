import { act, screen, waitFor, within } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { withRealBackend, type SignedInMember } from '@/testing/real-backend'
import { renderApp } from '@/testing/render'
import {
  acceptConsultation,
  requestConsultation,
  storeMessage,
} from '../testing/consultation-scenes'
import { Component as MessagesPage } from './messages'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

// The moves of a request, who may make them and the conversation an acceptance opens are the
// database's rules; only the network is injected.
const backend = withRealBackend()
const { faults, sql } = backend

function renderMessages(me: SignedInMember) {
  loadSupabase.mockResolvedValue(me.client)
  return renderApp(
    <>
      <MessagesPage />
      <Toaster />
    </>,
    {
      path: '/dashboard/messages',
      url: '/dashboard/messages',
      auth: me.auth,
      routes: [{ path: '/advocates', element: <h1>Advocate directory</h1> }],
    },
  )
}

/** An advocate with a new request from Ravi Kumar; the advocate, and the consultation's id. */
async function requestFromRavi() {
  const ravi = await backend.signUp({ name: 'Ravi Kumar' })
  const advocate = await backend.signUp({ name: 'Adv. Asha Rao', role: 'advocate' })
  return { advocate, consultationId: await requestConsultation(sql, ravi, advocate) }
}

const consultationRow = (id: string) =>
  sql<{ status: string; decline_reason: string | null; cancelled_by: string | null }>(
    'select status, decline_reason, cancelled_by from public.consultations where id = $1',
    [id],
  ).then(([row]) => row)

const section = (name: RegExp) => screen.getByRole('region', { name })

describe('the messages page', () => {
  afterEach(() => act(() => resetToasts()))

  it('lets an advocate accept a request: it leaves the requests and its conversation opens', async () => {
    const { advocate, consultationId } = await requestFromRavi()
    const { user } = renderMessages(advocate)

    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
    const card = await screen.findByRole('article', { name: 'Ravi Kumar' })
    expect(card).toHaveTextContent('Property Law')
    expect(card).toHaveTextContent('Chat')
    expect(card).toHaveTextContent('My landlord keeps the deposit')
    expect(within(section(/Conversations/)).getByText('No messages yet')).toBeVisible()

    await user.click(
      within(card).getByRole('button', { name: 'Accept the request from Ravi Kumar' }),
    )

    expect(await screen.findByText('Request accepted')).toBeInTheDocument()
    expect(
      screen.getByText('You can now write to Ravi Kumar under Conversations.'),
    ).toBeInTheDocument()
    const conversation = await within(section(/Conversations/)).findByRole('link', {
      name: /Ravi Kumar/,
    })
    const [{ id: conversationId }] = await sql<{ id: string }>(
      'select id from public.conversations where consultation_id = $1',
      [consultationId],
    )
    expect(conversation).toHaveAttribute('href', `/dashboard/messages/${conversationId}`)
    expect(conversation).toHaveTextContent('No messages yet')
    expect(screen.queryByRole('region', { name: /Consultation requests/ })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toHaveFocus()
  })

  it('lets an advocate decline with an optional reason of at most 500 characters, kept under Past requests', async () => {
    const { advocate, consultationId } = await requestFromRavi()
    const { user } = renderMessages(advocate)
    const card = await screen.findByRole('article', { name: 'Ravi Kumar' })

    await user.click(
      within(card).getByRole('button', { name: 'Decline the request from Ravi Kumar' }),
    )
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Decline the request from Ravi Kumar?',
    })
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' })
    await user.click(reason)
    await user.paste('x'.repeat(501))
    expect(within(dialog).getByText(/501 \/ 500 characters/)).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Decline request' })).toBeDisabled()

    await user.clear(reason)
    await user.paste('I do not take property matters.')
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }))

    expect(await screen.findByText('Request declined')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(await consultationRow(consultationId)).toMatchObject({
      status: 'declined',
      decline_reason: 'I do not take property matters.',
    })
    const past = screen.getByText('Past requests (1)')
    expect(past.closest('details')).not.toHaveAttribute('open')
    await user.click(past)
    expect(past.closest('details')).toHaveAttribute('open')
    expect(screen.getByText('I do not take property matters.')).toBeVisible()
    expect(screen.getByText(/Declined on/)).toBeVisible()
  })

  it('shows a refusal of the database in the dialog, as written', async () => {
    const { advocate, consultationId } = await requestFromRavi()
    const { user } = renderMessages(advocate)
    const card = await screen.findByRole('article', { name: 'Ravi Kumar' })
    // Ravi withdraws the request while the advocate still sees it.
    await sql(`update public.consultations set status = 'cancelled' where id = $1`, [
      consultationId,
    ])
    await user.click(within(card).getByRole('button', { name: /^Decline/ }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This consultation is cancelled and cannot change any more.',
    )
  })

  it('shows a client their waiting request, and cancels it after a confirmation', async () => {
    const client = await backend.signUp({ name: 'Asha Rao' })
    const advocate = await backend.signUp({ name: 'Adv. Meera Iyer', role: 'advocate' })
    const consultationId = await requestConsultation(sql, client, advocate)
    const { user } = renderMessages(client)

    const card = await screen.findByRole('article', { name: 'Request to Adv. Meera Iyer' })
    expect(card).toHaveTextContent('Waiting for the advocate')
    expect(within(card).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument()

    await user.click(
      within(card).getByRole('button', { name: 'Cancel request to Adv. Meera Iyer' }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this request?' })
    await user.click(within(dialog).getByRole('button', { name: 'Keep request' }))
    expect((await consultationRow(consultationId)).status).toBe('requested')

    await user.click(within(card).getByRole('button', { name: /^Cancel request/ }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Cancel request',
      }),
    )

    expect(await screen.findByText('Request cancelled')).toBeInTheDocument()
    expect(await screen.findByText('Past requests (1)')).toBeInTheDocument()
    expect(screen.getByText(/Cancelled by you on/)).toBeInTheDocument()
    expect(await consultationRow(consultationId)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'client',
    })
  })

  it('lists conversations by their last activity, with previews, dates and unread counts', async () => {
    const client = await backend.signUp({ name: 'Asha Rao' })
    /** A conversation of the client with a new advocate, opened on `openedAt`; its id. */
    const conversationWith = async (name: string, openedAt: string) => {
      const advocate = await backend.signUp({ name, role: 'advocate' })
      const id = await acceptConsultation(sql, await requestConsultation(sql, client, advocate))
      await sql('update public.conversations set created_at = $2 where id = $1', [id, openedAt])
      return { id, advocate }
    }
    const old = await conversationWith('Adv. Old Message', '2026-11-19T10:00:00+05:30')
    await storeMessage(sql, old.id, client, 'See you then.', '2026-11-20T10:00:00+05:30')
    const opened = await conversationWith('Adv. Just Opened', '2026-11-25T10:00:00+05:30')
    const recent = await conversationWith('Adv. New Message', '2026-11-18T10:00:00+05:30')
    await storeMessage(sql, recent.id, recent.advocate, 'Hello.', '2026-11-26T09:00:00+05:30')
    await storeMessage(
      sql,
      recent.id,
      recent.advocate,
      'Please bring the agreement.',
      '2026-11-26T10:00:00+05:30',
    )
    renderMessages(client)

    const list = await within(
      await screen.findByRole('region', { name: /Conversations/ }),
    ).findAllByRole('link')
    expect(list.map((link) => link.getAttribute('href'))).toEqual([
      `/dashboard/messages/${recent.id}`,
      `/dashboard/messages/${opened.id}`,
      `/dashboard/messages/${old.id}`,
    ])
    expect(list[0]).toHaveTextContent('Please bring the agreement.')
    expect(list[0]).toHaveTextContent('2 unread')
    expect(within(list[0]).getByText('2 unread').closest('[data-slot="badge"]')).toHaveTextContent(
      '2 unread messages',
    )
    expect(list[1]).toHaveTextContent('No messages yet')
    expect(list[2]).toHaveTextContent('You: See you then.')
    expect(list[2]).not.toHaveTextContent('unread')
    const sent = within(list[2]).getByRole('time').getAttribute('datetime')
    expect(Date.parse(String(sent))).toBe(Date.parse('2026-11-20T10:00:00+05:30'))
  })

  it('points a client with no conversation to the directory', async () => {
    renderMessages(await backend.signUp({ name: 'Asha Rao' }))
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Find an advocate' })).toHaveAttribute(
      'href',
      '/advocates',
    )
    expect(screen.queryByRole('region', { name: /Consultation requests/ })).not.toBeInTheDocument()
  })

  it('tells an advocate with no conversation that requests appear here', async () => {
    renderMessages(await backend.signUp({ name: 'Adv. Meera Iyer', role: 'advocate' }))
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeVisible()
    expect(
      screen.getByText(/When a client requests a consultation, the request appears here/),
    ).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Find an advocate' })).not.toBeInTheDocument()
  })

  it('says when the list cannot be read and tries again', async () => {
    const client = await backend.signUp({ name: 'Asha Rao' })
    // A 500: supabase-js itself retries a read that meets a 503 or a dropped connection.
    faults.failNext('GET /rest/v1/conversation_cards', {
      code: 'XX000',
      message: 'The server is restarting.',
      status: 500,
    })
    const { user } = renderMessages(client)

    expect(screen.getByRole('status')).toHaveTextContent('Loading your messages…')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load your messages. The server is restarting.",
    )
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeVisible()
  })
})
