import { act, screen, waitFor, within } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { outboxKey } from '../lib/outbox'
import type { ConsultationCard, ConversationCard, Message } from '../schemas/messages'
import {
  acceptedConversation,
  buildMessage,
  CONVERSATION_ID,
  createFakeMessagesClient,
  ME,
  NETWORK_ERROR,
} from '../testing/fake-messages-client'
import { Component as ConversationPage } from './conversation'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

type Setup = {
  myRole?: 'client' | 'advocate'
  status?: ConsultationCard['status']
  reviewed?: boolean
  messages?: Message[]
  url?: string
  fake?: ReturnType<typeof createFakeMessagesClient>
}

function renderConversation({
  myRole = 'client',
  status = 'accepted',
  reviewed = false,
  messages = [],
  url = `/dashboard/messages/${CONVERSATION_ID}`,
  fake,
}: Setup = {}) {
  const { consultation, conversation } = acceptedConversation({ myRole, status, reviewed })
  const client =
    fake ??
    createFakeMessagesClient({
      consultations: [consultation],
      conversations: [conversation satisfies ConversationCard],
      messages,
    })
  loadSupabase.mockResolvedValue(client.client)
  const view = renderApp(
    <>
      <ConversationPage />
      <Toaster />
    </>,
    {
      path: '/dashboard/messages/:messageId',
      url,
      auth: buildSignedInAuth({ id: ME, role: myRole }),
      routes: [{ path: '/dashboard/messages', element: <h1>All messages</h1> }],
    },
  )
  return { ...view, fake: client }
}

const thread = () => screen.getByRole('region', { name: 'Messages' })
const shownMessages = () =>
  within(thread())
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent)
const composer = () => screen.getByRole('textbox', { name: 'Message' })
type User = ReturnType<typeof renderConversation>['user']
/** Puts text in the composer (typing is the composer test's business) and presses Enter. */
async function write(user: User, text: string, { send = true } = {}) {
  await user.click(await screen.findByRole('textbox', { name: 'Message' }))
  await user.paste(text)
  if (send) await user.keyboard('{Enter}')
}
const OUTBOX = outboxKey(ME, CONVERSATION_ID)

describe('a conversation', () => {
  afterEach(() => act(() => resetToasts()))

  it('shows who it is with, the consultation, and the messages oldest first, marking them read', async () => {
    const { fake } = renderConversation({
      messages: [
        buildMessage(2, { body: 'Bring the rent agreement.' }),
        buildMessage(1, { body: 'Hello, I read your request.' }),
        buildMessage(3, { body: 'I will.', sender_id: ME }),
      ],
    })

    expect(await screen.findByRole('heading', { level: 1, name: 'Adv. Meera Iyer' })).toBeVisible()
    expect(screen.getByRole('list', { name: 'Consultation' })).toHaveTextContent(
      'Property LawChatStatus: Accepted',
    )
    await waitFor(() =>
      expect(shownMessages()).toEqual([
        'Adv. Meera Iyer: Hello, I read your request.',
        'Adv. Meera Iyer: Bring the rent agreement.',
        'You: I will.',
      ]),
    )
    const mine = within(thread()).getAllByRole('listitem')[2]
    expect(mine).toHaveClass('justify-self-end')
    await waitFor(() => expect(fake.readMarks).toEqual([CONVERSATION_ID]))
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute(
      'href',
      '/dashboard/messages',
    )
  })

  it('shows a message at once as Sending…, stores it with the id it was given, then lets it go', async () => {
    const { user, fake } = renderConversation()
    const release = fake.hold('messages:upsert')

    await write(user, 'Is Monday fine?')

    const item = await within(thread()).findByText('Is Monday fine?')
    expect(item.closest('li')).toHaveTextContent('Sending…')
    expect(composer()).toHaveValue('')
    expect(composer()).toHaveFocus()
    const [queued] = JSON.parse(window.localStorage.getItem(OUTBOX) ?? '[]')
    expect(queued).toMatchObject({ body: 'Is Monday fine?', conversationId: CONVERSATION_ID })

    release()
    await waitFor(() => expect(within(thread()).queryByText('Sending…')).not.toBeInTheDocument())
    expect(fake.tables.messages).toEqual([
      expect.objectContaining({ id: queued.id, body: 'Is Monday fine?', sender_id: ME }),
    ])
    expect(fake.messageAttempts).toEqual([
      { id: queued.id, conversation_id: CONVERSATION_ID, body: 'Is Monday fine?' },
    ])
    expect(window.localStorage.getItem(OUTBOX)).toBeNull()
    expect(shownMessages()).toEqual(['You: Is Monday fine?'])
  })

  it('marks a failed message Not sent, and Retry sends it with the same id, stored once', async () => {
    const { user, fake } = renderConversation()
    // The first try reaches the server but its answer is lost; the second fails outright.
    fake.failNext('messages:upsert', NETWORK_ERROR, { lost: true })

    await write(user, 'Hello')

    const failed = (await within(thread()).findByText('Not sent')).closest('li')!
    expect(failed).toHaveTextContent('You are offline. It will be sent when you are back online.')
    await user.click(within(failed).getByRole('button', { name: 'Retry sending this message' }))

    await waitFor(() => expect(within(thread()).queryByText('Not sent')).not.toBeInTheDocument())
    expect(await within(thread()).findByText('Hello')).toBeVisible()
    expect(fake.messageAttempts).toHaveLength(2)
    expect(fake.messageAttempts[0].id).toBe(fake.messageAttempts[1].id)
    expect(fake.tables.messages).toHaveLength(1)
    expect(window.localStorage.getItem(OUTBOX)).toBeNull()
  })

  it('sends again by itself when the connection comes back', async () => {
    const { user, fake } = renderConversation()
    fake.failNext('messages:upsert', NETWORK_ERROR)

    await write(user, 'Offline hello')
    expect(await within(thread()).findByText('Not sent')).toBeVisible()

    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(fake.tables.messages).toHaveLength(1))
    await waitFor(() => expect(within(thread()).queryByText('Not sent')).not.toBeInTheDocument())
  })

  it('keeps unsent messages and the draft across a reload, and sends the messages on return', async () => {
    const first = renderConversation()
    first.fake.failures['messages:upsert'] = NETWORK_ERROR
    await write(first.user, 'Unsent one')
    expect(await within(thread()).findByText('Not sent')).toBeVisible()
    await write(first.user, 'Half-written', { send: false })
    first.unmount()

    delete first.fake.failures['messages:upsert']
    const second = renderConversation({ fake: first.fake })
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue('Half-written')
    await waitFor(() =>
      expect(first.fake.tables.messages.map((m) => m.body)).toEqual(['Unsent one']),
    )
    await waitFor(() => expect(shownMessages()).toEqual(['You: Unsent one']))
    expect(window.localStorage.getItem(OUTBOX)).toBeNull()
    second.unmount()
  })

  it('shows a refusal of the server as it is: a closed conversation disables the composer', async () => {
    const { user, fake } = renderConversation()
    await screen.findByRole('heading', { level: 1, name: 'Adv. Meera Iyer' })
    // The advocate cancels meanwhile.
    fake.tables.consultation_cards[0].status = 'cancelled'
    fake.tables.consultation_cards[0].cancelled_by = 'advocate'
    fake.tables.conversation_cards[0].consultation_status = 'cancelled'

    await write(user, 'Are we still on?')

    const failed = (await within(thread()).findByText('Not sent')).closest('li')!
    expect(failed).toHaveTextContent(
      'This consultation was cancelled, so its conversation is closed.',
    )
    expect(within(failed).getByRole('button', { name: 'Remove this unsent message' })).toBeVisible()
    await waitFor(() => expect(composer()).toBeDisabled())
    expect(composer()).toHaveAccessibleDescription(
      'This consultation was cancelled, so the conversation is closed. You can still read it.',
    )
    expect(screen.getByRole('list', { name: 'Consultation' })).toHaveTextContent(
      'Status: Cancelled',
    )
    expect(screen.queryByRole('button', { name: 'Cancel consultation' })).not.toBeInTheDocument()
  })

  it('shows a closed conversation read-only', async () => {
    renderConversation({
      status: 'cancelled',
      messages: [buildMessage(1, { body: 'Sorry, I have to cancel.' })],
    })
    expect(await within(thread()).findByText('Sorry, I have to cancel.')).toBeVisible()
    await waitFor(() => expect(composer()).toBeDisabled())
    expect(screen.getByText(/the conversation is closed/)).toBeVisible()
  })

  it('lets the advocate mark an accepted consultation as completed, after a confirmation', async () => {
    const { user, fake } = renderConversation({ myRole: 'advocate' })
    await user.click(await screen.findByRole('button', { name: 'Mark as completed' }))
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Mark this consultation as completed?',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Mark as completed' }))

    expect(await screen.findByText('Consultation completed')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Consultation' })).toHaveTextContent(
        'Status: Completed',
      ),
    )
    expect(fake.tables.consultation_cards[0].status).toBe('completed')
    expect(screen.queryByRole('button', { name: 'Leave a review' })).not.toBeInTheDocument()
    expect(composer()).toBeEnabled()
  })

  it('lets either side cancel an accepted consultation', async () => {
    const { user, fake } = renderConversation()
    expect(await screen.findByRole('button', { name: 'Cancel consultation' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Mark as completed' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cancel consultation' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Cancel consultation',
      }),
    )
    await waitFor(() => expect(composer()).toBeDisabled())
    expect(fake.tables.consultation_cards[0]).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'client',
    })
    expect(screen.getByText(/You cancelled this consultation/)).toBeVisible()
  })

  it('lets the client review a completed consultation with 1–5 stars and a comment, once', async () => {
    const { user, fake } = renderConversation({ status: 'completed' })
    await user.click(await screen.findByRole('button', { name: 'Leave a review' }))
    const dialog = await screen.findByRole('dialog', { name: 'Review your consultation' })

    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose a rating from 1 to 5 stars.',
    )
    const stars = within(dialog).getByRole('group', { name: 'Your rating of Adv. Meera Iyer' })
    expect(
      within(stars)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5'])
    await user.click(within(stars).getByRole('radio', { name: '4 stars' }))
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked()
    await user.click(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }))
    await user.paste('Clear and patient.')
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }))

    expect(await screen.findByText('Thanks for your review', { selector: 'p' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Leave a review' })).not.toBeInTheDocument()
    expect(fake.reviews).toEqual([
      {
        consultation_id: fake.tables.consultation_cards[0].id,
        rating: 4,
        comment: 'Clear and patient.',
      },
    ])
  })

  it('says so when the consultation was already reviewed', async () => {
    const { user, fake } = renderConversation({ status: 'completed' })
    fake.failures['advocate_reviews:insert'] = {
      code: '23505',
      message: 'duplicate key value violates unique constraint "advocate_reviews_pkey"',
    }
    await user.click(await screen.findByRole('button', { name: 'Leave a review' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }))
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already reviewed this consultation.',
    )
  })

  it('thanks a client who has reviewed, and offers the advocate no review', async () => {
    renderConversation({ status: 'completed', reviewed: true })
    expect(await screen.findByText('Thanks for your review')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Leave a review' })).not.toBeInTheDocument()
  })

  it('announces new messages from the other person politely and marks them read', async () => {
    const { fake, queryClient } = renderConversation({
      messages: [buildMessage(1, { body: 'Earlier message' })],
    })
    expect(await within(thread()).findByText('Earlier message')).toBeVisible()
    const live = document.querySelector('[aria-live="polite"]')!
    expect(live).toHaveTextContent('')
    await waitFor(() => expect(fake.readMarks).toHaveLength(1))

    fake.receive('The hearing moved to Friday.')
    await act(() => queryClient.refetchQueries({ queryKey: ['messages', 'thread'] }))

    expect(await within(thread()).findByText('The hearing moved to Friday.')).toBeVisible()
    expect(live).toHaveTextContent('New message from Adv. Meera Iyer: The hearing moved to Friday.')
    await waitFor(() => expect(fake.readMarks).toHaveLength(2))
  })

  it('says a conversation the user cannot see was not found, for unknown and malformed ids', async () => {
    const { unmount } = renderConversation({
      url: '/dashboard/messages/d0000000-0000-4000-8000-00000000ffff',
    })
    expect(
      await screen.findByRole('heading', { name: 'This conversation was not found' }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute(
      'href',
      '/dashboard/messages',
    )
    unmount()

    renderConversation({ url: '/dashboard/messages/not-an-id' })
    expect(screen.getByRole('heading', { name: 'This conversation was not found' })).toBeVisible()
  })
})
