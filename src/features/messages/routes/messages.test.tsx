import { act, screen, waitFor, within } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import type { ConsultationCard, ConversationCard } from '../schemas/messages'
import {
  buildConsultation,
  buildConversationCard,
  createFakeMessagesClient,
  ME,
} from '../testing/fake-messages-client'
import { Component as MessagesPage } from './messages'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

function renderMessages({
  role = 'advocate',
  consultations = [],
  conversations = [],
}: {
  role?: 'client' | 'advocate'
  consultations?: ConsultationCard[]
  conversations?: ConversationCard[]
} = {}) {
  const fake = createFakeMessagesClient({ consultations, conversations })
  loadSupabase.mockResolvedValue(fake.client)
  const view = renderApp(
    <>
      <MessagesPage />
      <Toaster />
    </>,
    {
      path: '/dashboard/messages',
      url: '/dashboard/messages',
      auth: buildSignedInAuth({ id: ME, role }),
      routes: [{ path: '/advocates', element: <h1>Advocate directory</h1> }],
    },
  )
  return { ...view, fake }
}

const section = (name: RegExp) => screen.getByRole('region', { name })

const fromRavi = buildConsultation({ my_role: 'advocate', client_name: 'Ravi Kumar' })

describe('the messages page', () => {
  afterEach(() => act(() => resetToasts()))

  it('lets an advocate accept a request: it leaves the requests and its conversation opens', async () => {
    const { user, fake } = renderMessages({ consultations: [fromRavi] })

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
    expect(conversation).toHaveAttribute(
      'href',
      `/dashboard/messages/${String(fake.tables.consultation_cards[0].conversation_id)}`,
    )
    expect(conversation).toHaveTextContent('No messages yet')
    expect(screen.queryByRole('region', { name: /Consultation requests/ })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toHaveFocus()
  })

  it('lets an advocate decline with an optional reason of at most 500 characters, kept under Past requests', async () => {
    const { user, fake } = renderMessages({ consultations: [fromRavi] })
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
    expect(fake.tables.consultation_cards[0]).toMatchObject({
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
    const { user, fake } = renderMessages({ consultations: [fromRavi] })
    fake.failures['consultations:update'] = {
      code: 'LS017',
      message: 'This consultation is cancelled and cannot change any more.',
    }
    const card = await screen.findByRole('article', { name: 'Ravi Kumar' })
    await user.click(within(card).getByRole('button', { name: /^Decline/ }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This consultation is cancelled and cannot change any more.',
    )
  })

  it('shows a client their waiting request, and cancels it after a confirmation', async () => {
    const { user, fake } = renderMessages({
      role: 'client',
      consultations: [buildConsultation({ my_role: 'client', advocate_name: 'Adv. Meera Iyer' })],
    })

    const card = await screen.findByRole('article', { name: 'Request to Adv. Meera Iyer' })
    expect(card).toHaveTextContent('Waiting for the advocate')
    expect(within(card).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument()

    await user.click(
      within(card).getByRole('button', { name: 'Cancel request to Adv. Meera Iyer' }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this request?' })
    await user.click(within(dialog).getByRole('button', { name: 'Keep request' }))
    expect(fake.tables.consultation_cards[0].status).toBe('requested')

    await user.click(within(card).getByRole('button', { name: /^Cancel request/ }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Cancel request',
      }),
    )

    expect(await screen.findByText('Request cancelled')).toBeInTheDocument()
    expect(await screen.findByText('Past requests (1)')).toBeInTheDocument()
    expect(screen.getByText(/Cancelled by you on/)).toBeInTheDocument()
    expect(fake.tables.consultation_cards[0]).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'client',
    })
  })

  it('lists conversations by their last activity, with previews, dates and unread counts', async () => {
    renderMessages({
      role: 'client',
      conversations: [
        buildConversationCard({
          id: 'd0000000-0000-4000-8000-000000000001',
          other_name: 'Adv. Old Message',
          last_message: 'See you then.',
          last_message_at: '2026-11-20T10:00:00+05:30',
          last_message_is_mine: true,
          created_at: '2026-11-19T10:00:00+05:30',
        }),
        buildConversationCard({
          id: 'd0000000-0000-4000-8000-000000000002',
          other_name: 'Adv. Just Opened',
          created_at: '2026-11-25T10:00:00+05:30',
        }),
        buildConversationCard({
          id: 'd0000000-0000-4000-8000-000000000003',
          other_name: 'Adv. New Message',
          last_message: 'Please bring the agreement.',
          last_message_at: '2026-11-26T10:00:00+05:30',
          unread_count: 2,
          created_at: '2026-11-18T10:00:00+05:30',
        }),
      ],
    })

    const list = await within(
      await screen.findByRole('region', { name: /Conversations/ }),
    ).findAllByRole('link')
    expect(list.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/messages/d0000000-0000-4000-8000-000000000003',
      '/dashboard/messages/d0000000-0000-4000-8000-000000000002',
      '/dashboard/messages/d0000000-0000-4000-8000-000000000001',
    ])
    expect(list[0]).toHaveTextContent('Please bring the agreement.')
    expect(list[0]).toHaveTextContent('2 unread')
    expect(within(list[0]).getByText('2 unread').closest('[data-slot="badge"]')).toHaveTextContent(
      '2 unread messages',
    )
    expect(list[1]).toHaveTextContent('No messages yet')
    expect(list[2]).toHaveTextContent('You: See you then.')
    expect(list[2]).not.toHaveTextContent('unread')
    expect(within(list[2]).getByRole('time')).toHaveAttribute(
      'datetime',
      '2026-11-20T10:00:00+05:30',
    )
  })

  it('points a client with no conversation to the directory', async () => {
    renderMessages({ role: 'client' })
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Find an advocate' })).toHaveAttribute(
      'href',
      '/advocates',
    )
    expect(screen.queryByRole('region', { name: /Consultation requests/ })).not.toBeInTheDocument()
  })

  it('tells an advocate with no conversation that requests appear here', async () => {
    renderMessages({ role: 'advocate' })
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeVisible()
    expect(
      screen.getByText(/When a client requests a consultation, the request appears here/),
    ).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Find an advocate' })).not.toBeInTheDocument()
  })

  it('says when the list cannot be read and tries again', async () => {
    const fake = createFakeMessagesClient()
    fake.failures['conversation_cards:select'] = { message: 'The server is restarting.' }
    loadSupabase.mockResolvedValue(fake.client)
    const { user } = renderApp(<MessagesPage />, { auth: buildSignedInAuth({ id: ME }) })

    expect(screen.getByRole('status')).toHaveTextContent('Loading your messages…')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load your messages. The server is restarting.",
    )
    delete fake.failures['conversation_cards:select']
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeVisible()
  })
})
