import { act, screen, waitFor, within } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { withRealBackend, type SignedInMember } from '@/testing/real-backend'
import { renderApp } from '@/testing/render'
import { outboxKey } from '../lib/outbox'
import type { ConsultationCard } from '../schemas/messages'
import {
  acceptConsultation,
  requestConsultation,
  storeMessage,
} from '../testing/consultation-scenes'
import { Component as ConversationPage } from './conversation'
import { Component as MessagesPage } from './messages'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

// The two pages of /dashboard/messages on the real backend, in one file (one database to open). It
// decides: the consultation's moves and who may make them, the conversation an acceptance opens,
// the closed conversation, the one review and the read marks; only the network is injected.
const backend = withRealBackend()
const { faults, sql } = backend

type Scene = {
  me: SignedInMember
  other: SignedInMember
  consultationId: string
  conversationId: string
}

/**
 * A chat consultation about property between Asha (client) and Adv. Meera Iyer, accepted a day
 * ago (which opens its conversation), then moved on to `status`; seen by the client unless told.
 */
async function consultation({
  myRole = 'client',
  status = 'accepted',
  reviewed = false,
  realtime = true,
}: {
  myRole?: 'client' | 'advocate'
  status?: ConsultationCard['status']
  reviewed?: boolean
  /** False: the user's screens cannot reach Realtime, so they can show what has changed since. */
  realtime?: boolean
} = {}): Promise<Scene> {
  const client = await backend.signUp({
    name: myRole === 'client' ? 'Asha Rao' : 'Ravi Kumar',
    realtime: realtime || myRole !== 'client',
  })
  const advocate = await backend.signUp({
    name: myRole === 'client' ? 'Adv. Meera Iyer' : 'Adv. Asha Rao',
    role: 'advocate',
    realtime: realtime || myRole !== 'advocate',
  })
  const consultationId = await requestConsultation(sql, client, advocate)
  const conversationId = await acceptConsultation(sql, consultationId)
  const scene = {
    me: myRole === 'client' ? client : advocate,
    other: myRole === 'client' ? advocate : client,
    consultationId,
    conversationId,
  }
  if (status === 'cancelled' || status === 'completed') await moveTo(scene, status, advocate)
  if (reviewed)
    await sql(
      `insert into public.advocate_reviews (consultation_id, advocate_id, client_id, rating)
       values ($1, $2, $3, 5)`,
      [consultationId, advocate.id, client.id],
    )
  return scene
}

/** A status move by `by`, through the API as the app makes it: the database checks and stamps it. */
async function moveTo(
  { consultationId }: Scene,
  status: 'cancelled' | 'completed',
  by: SignedInMember,
) {
  const { error } = await by.client
    .from('consultations')
    .update({ status })
    .eq('id', consultationId)
  expect(error).toBeNull()
}

/** A message of `sender` in the scene's conversation, `minutesAgo` before now. */
async function say(scene: Scene, sender: SignedInMember, body: string, minutesAgo = 60) {
  await sql(
    `insert into public.messages (conversation_id, sender_id, body, created_at)
     values ($1, $2, $3, now() - make_interval(mins => $4))`,
    [scene.conversationId, sender.id, body, minutesAgo],
  )
}

const storedMessages = (scene: Scene) =>
  sql<{ id: string; body: string; sender_id: string }>(
    'select id, body, sender_id from public.messages where conversation_id = $1 order by created_at',
    [scene.conversationId],
  )
const consultationRow = ({ consultationId }: Scene) =>
  sql<{ status: string; cancelled_by: string | null }>(
    'select status, cancelled_by from public.consultations where id = $1',
    [consultationId],
  ).then(([row]) => row)
/** The requests that sent a message (each try of each message). */
const messageSends = () => faults.requests.filter((route) => route === 'POST /rest/v1/messages')
const readMarks = () =>
  faults.requests.filter((route) => route === 'POST /rest/v1/rpc/mark_conversation_read')

function renderConversation(scene: Scene, { url }: { url?: string } = {}) {
  loadSupabase.mockResolvedValue(scene.me.client)
  return renderApp(
    <>
      <ConversationPage />
      <Toaster />
    </>,
    {
      path: '/dashboard/messages/:messageId',
      url: url ?? `/dashboard/messages/${scene.conversationId}`,
      auth: scene.me.auth,
      routes: [{ path: '/dashboard/messages', element: <h1>All messages</h1> }],
    },
  )
}

const outboxOf = (scene: Scene) => outboxKey(scene.me.id, scene.conversationId)

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

describe('a conversation', () => {
  afterEach(() => act(() => resetToasts()))

  it('shows who it is with, the consultation, and the messages oldest first, marking them read', async () => {
    const scene = await consultation()
    await say(scene, scene.other, 'Bring the rent agreement.', 50)
    await say(scene, scene.other, 'Hello, I read your request.', 55)
    await say(scene, scene.me, 'I will.', 40)
    renderConversation(scene)

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
    await waitFor(async () =>
      expect(
        await sql(
          'select 1 from public.conversation_reads where conversation_id = $1 and user_id = $2',
          [scene.conversationId, scene.me.id],
        ),
      ).toHaveLength(1),
    )
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute(
      'href',
      '/dashboard/messages',
    )
  })

  it('shows a message at once as Sending…, stores it with the id it was given, then lets it go', async () => {
    const scene = await consultation()
    const { user } = renderConversation(scene)
    const release = faults.hold('POST /rest/v1/messages')

    await write(user, 'Is Monday fine?')

    const item = await within(thread()).findByText('Is Monday fine?')
    expect(item.closest('li')).toHaveTextContent('Sending…')
    expect(composer()).toHaveValue('')
    expect(composer()).toHaveFocus()
    const [queued] = JSON.parse(window.localStorage.getItem(outboxOf(scene)) ?? '[]')
    expect(queued).toMatchObject({ body: 'Is Monday fine?', conversationId: scene.conversationId })

    release()
    await waitFor(() => expect(within(thread()).queryByText('Sending…')).not.toBeInTheDocument())
    expect(await storedMessages(scene)).toEqual([
      { id: queued.id, body: 'Is Monday fine?', sender_id: scene.me.id },
    ])
    expect(messageSends()).toHaveLength(1)
    expect(window.localStorage.getItem(outboxOf(scene))).toBeNull()
    expect(shownMessages()).toEqual(['You: Is Monday fine?'])
  })

  it('marks a failed message Not sent, and Retry sends it with the same id, stored once', async () => {
    const scene = await consultation()
    const { user } = renderConversation(scene)
    // The first try reaches the server but its answer is lost.
    faults.failNext('POST /rest/v1/messages', 'lost')

    await write(user, 'Hello')

    const failed = (await within(thread()).findByText('Not sent')).closest('li')!
    expect(failed).toHaveTextContent('You are offline. It will be sent when you are back online.')
    await user.click(within(failed).getByRole('button', { name: 'Retry sending this message' }))

    await waitFor(() => expect(within(thread()).queryByText('Not sent')).not.toBeInTheDocument())
    await waitFor(() => expect(shownMessages()).toEqual(['You: Hello']))
    expect(messageSends()).toHaveLength(2)
    expect(await storedMessages(scene)).toEqual([expect.objectContaining({ body: 'Hello' })])
    expect(window.localStorage.getItem(outboxOf(scene))).toBeNull()
  })

  it('sends again by itself when the connection comes back', async () => {
    const scene = await consultation()
    const { user } = renderConversation(scene)
    faults.failNext('POST /rest/v1/messages', 'network')

    await write(user, 'Offline hello')
    expect(await within(thread()).findByText('Not sent')).toBeVisible()

    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(async () => expect(await storedMessages(scene)).toHaveLength(1))
    await waitFor(() => expect(within(thread()).queryByText('Not sent')).not.toBeInTheDocument())
  })

  it('keeps unsent messages and the draft across a reload, and sends the messages on return', async () => {
    const scene = await consultation()
    const first = renderConversation(scene)
    faults.failNext('POST /rest/v1/messages', 'network')
    await write(first.user, 'Unsent one')
    expect(await within(thread()).findByText('Not sent')).toBeVisible()
    await write(first.user, 'Half-written', { send: false })
    first.unmount()

    const second = renderConversation(scene)
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue('Half-written')
    await waitFor(async () =>
      expect((await storedMessages(scene)).map((m) => m.body)).toEqual(['Unsent one']),
    )
    await waitFor(() => expect(shownMessages()).toEqual(['You: Unsent one']))
    expect(window.localStorage.getItem(outboxOf(scene))).toBeNull()
    second.unmount()
  })

  it('shows a refusal of the server as it is: a closed conversation disables the composer', async () => {
    // Without Realtime, the screen does not learn of the cancellation before the user writes.
    const scene = await consultation({ realtime: false })
    const { user } = renderConversation(scene)
    await screen.findByRole('heading', { level: 1, name: 'Adv. Meera Iyer' })
    // The advocate cancels meanwhile; the database then refuses the message.
    await moveTo(scene, 'cancelled', scene.other)

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
    const scene = await consultation()
    await say(scene, scene.other, 'Sorry, I have to cancel.')
    await moveTo(scene, 'cancelled', scene.other)
    renderConversation(scene)
    expect(await within(thread()).findByText('Sorry, I have to cancel.')).toBeVisible()
    await waitFor(() => expect(composer()).toBeDisabled())
    expect(screen.getByText(/the conversation is closed/)).toBeVisible()
  })

  it('lets the advocate mark an accepted consultation as completed, after a confirmation', async () => {
    const scene = await consultation({ myRole: 'advocate' })
    const { user } = renderConversation(scene)
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
    expect(await consultationRow(scene)).toMatchObject({ status: 'completed' })
    expect(screen.queryByRole('button', { name: 'Leave a review' })).not.toBeInTheDocument()
    expect(composer()).toBeEnabled()
  })

  it('lets either side cancel an accepted consultation', async () => {
    const scene = await consultation()
    const { user } = renderConversation(scene)
    expect(await screen.findByRole('button', { name: 'Cancel consultation' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Mark as completed' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cancel consultation' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Cancel consultation',
      }),
    )
    await waitFor(() => expect(composer()).toBeDisabled())
    expect(await consultationRow(scene)).toEqual({ status: 'cancelled', cancelled_by: 'client' })
    expect(screen.getByText(/You cancelled this consultation/)).toBeVisible()
  })

  it('lets the client review a completed consultation with 1–5 stars and a comment, once', async () => {
    const scene = await consultation({ status: 'completed' })
    const { user } = renderConversation(scene)
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
    expect(
      await sql(
        'select consultation_id, client_id, rating, comment from public.advocate_reviews where consultation_id = $1',
        [scene.consultationId],
      ),
    ).toEqual([
      {
        consultation_id: scene.consultationId,
        client_id: scene.me.id,
        rating: 4,
        comment: 'Clear and patient.',
      },
    ])
  })

  it('says so when the consultation was already reviewed', async () => {
    const scene = await consultation({ status: 'completed' })
    const { user } = renderConversation(scene)
    await user.click(await screen.findByRole('button', { name: 'Leave a review' }))
    // Reviewed meanwhile (another tab): the database keeps one review per consultation.
    await sql(
      `insert into public.advocate_reviews (consultation_id, advocate_id, client_id, rating)
       values ($1, $2, $3, 5)`,
      [scene.consultationId, scene.other.id, scene.me.id],
    )
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }))
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already reviewed this consultation.',
    )
  })

  it('thanks a client who has reviewed, and offers the advocate no review', async () => {
    renderConversation(await consultation({ status: 'completed', reviewed: true }))
    expect(await screen.findByText('Thanks for your review')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Leave a review' })).not.toBeInTheDocument()
  })

  it('announces new messages from the other person politely and marks them read', async () => {
    const scene = await consultation()
    await say(scene, scene.other, 'Earlier message')
    const { queryClient } = renderConversation(scene)
    expect(await within(thread()).findByText('Earlier message')).toBeVisible()
    const live = document.querySelector('[aria-live="polite"]')!
    expect(live).toHaveTextContent('')
    await waitFor(() => expect(readMarks()).toHaveLength(1))

    await say(scene, scene.other, 'The hearing moved to Friday.', 0)
    await act(() => queryClient.refetchQueries({ queryKey: ['messages', 'thread'] }))

    expect(await within(thread()).findByText('The hearing moved to Friday.')).toBeVisible()
    expect(live).toHaveTextContent('New message from Adv. Meera Iyer: The hearing moved to Friday.')
    await waitFor(() => expect(readMarks()).toHaveLength(2))
  })

  it('says a conversation the user cannot see was not found, for unknown and malformed ids', async () => {
    const scene = await consultation()
    const { unmount } = renderConversation(scene, {
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
    faults.reset()

    renderConversation(scene, { url: '/dashboard/messages/not-an-id' })
    expect(screen.getByRole('heading', { name: 'This conversation was not found' })).toBeVisible()
    expect(faults.requests).toEqual([])
  })
})

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

/**
 * An advocate with a new request from Ravi Kumar; the advocate, and the consultation's id.
 * `realtime: false`: the advocate's screens cannot reach Realtime.
 */
async function requestFromRavi({ realtime = true } = {}) {
  const ravi = await backend.signUp({ name: 'Ravi Kumar' })
  const advocate = await backend.signUp({ name: 'Adv. Asha Rao', role: 'advocate', realtime })
  return { advocate, consultationId: await requestConsultation(sql, ravi, advocate) }
}

const requestRow = (id: string) =>
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
    expect(await requestRow(consultationId)).toMatchObject({
      status: 'declined',
      decline_reason: 'I do not take property matters.',
    })
    // The list moves the request under Past requests with its refetch, after the toast.
    const past = await screen.findByText('Past requests (1)')
    expect(past.closest('details')).not.toHaveAttribute('open')
    await user.click(past)
    expect(past.closest('details')).toHaveAttribute('open')
    expect(screen.getByText('I do not take property matters.')).toBeVisible()
    expect(screen.getByText(/Declined on/)).toBeVisible()
  })

  it('shows a refusal of the database in the dialog, as written', async () => {
    // Without Realtime, the page does not learn that Ravi withdrew the request.
    const { advocate, consultationId } = await requestFromRavi({ realtime: false })
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
    expect((await requestRow(consultationId)).status).toBe('requested')

    await user.click(within(card).getByRole('button', { name: /^Cancel request/ }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Cancel request',
      }),
    )

    expect(await screen.findByText('Request cancelled')).toBeInTheDocument()
    expect(await screen.findByText('Past requests (1)')).toBeInTheDocument()
    expect(screen.getByText(/Cancelled by you on/)).toBeInTheDocument()
    expect(await requestRow(consultationId)).toMatchObject({
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
    // The requests are still on their first load when the list fails: that is not a retry.
    const releaseRequests = faults.hold('GET /rest/v1/consultation_cards')
    const { user } = renderMessages(client)

    expect(screen.getByRole('status')).toHaveTextContent('Loading your messages…')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load your messages. The server is restarting.",
    )
    releaseRequests()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeVisible()
  })
})
