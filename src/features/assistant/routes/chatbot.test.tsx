import { act, screen, waitFor, within } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { OFFLINE_ERROR } from '@/lib/api-error'
import type { AuthState } from '@/lib/auth'
import { withRealBackend, type SignedInMember } from '@/testing/real-backend'
import { renderApp } from '@/testing/render'
import { ChatHistory } from '../components/chat-history'
import { GREETING, SUGGESTED_QUESTIONS } from '../content/texts'
import { chatScene } from '../testing/chat-scene'
import { Component as ChatbotPage } from './chatbot'

const { loadSupabase, downloadChatPdf } = vi.hoisted(() => ({
  loadSupabase: vi.fn(),
  downloadChatPdf: vi.fn(async () => {}),
}))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))
vi.mock(import('../pdf/chat-pdf'), () => ({ downloadChatPdf, renderChatPdf: vi.fn() }))

// The assistant's screens on the real backend: the replies are the real assistant function's
// (grounded in the migrated knowledge base), the chats and the feedback the database's rows; only
// the network and a few refusals are injected. A reply's wording may change with the knowledge
// base, so the tests look at what is stable: who speaks, the cited sections, the stored rows.
const backend = withRealBackend()
const { faults, sql } = backend
const scene = chatScene(sql)

const ASSISTANT = 'POST /functions/v1/assistant'
const FEEDBACK = 'POST /rest/v1/assistant_feedback'
/** A question the knowledge base answers with BNS 318(4) (cheating), as the function's test asks it. */
const JOB_SCAM = 'Someone took ₹50,000 from me promising a job'
/** A real reply searches the knowledge base: longer than the 5 s of findBy on a busy machine. */
const REPLY_WAIT = { timeout: 15_000 }

/** A new account for each test: its chats, drafts and question counts are its own. */
let me: SignedInMember
beforeEach(async () => {
  me = await backend.signUp({ name: 'Asha Rao' })
})

function renderChatbot({ url = '/chatbot', auth }: { url?: string; auth?: AuthState } = {}) {
  loadSupabase.mockResolvedValue(me.client)
  return renderApp(
    <>
      <ChatbotPage />
      <Toaster />
    </>,
    { path: '/chatbot', url, auth: auth ?? me.auth },
  )
}

const input = () => screen.getByRole('textbox', { name: 'Your question' })
const conversation = () => screen.getByRole('log', { name: 'Conversation' })
const sendButton = () => screen.getByRole('button', { name: 'Send' })
const requestsTo = (route: string) => faults.requests.filter((made) => made === route)
/** The conversation's messages after the greeting: 'You: …' for a question, 'reply' for a reply. */
const spoken = () =>
  Array.from(conversation().querySelectorAll('[data-chat-item]'))
    .slice(1)
    .map((item) => (item.getAttribute('data-chat-item') === 'user' ? item.textContent : 'reply'))
/** Waits for the `count`th reply of the conversation (the greeting is not one). */
const replies = (count: number) =>
  waitFor(() => expect(spoken().filter((item) => item === 'reply')).toHaveLength(count), REPLY_WAIT)

/** My questions as stored, oldest first, with their chat. */
const storedQuestions = () =>
  sql<{ chat_id: string; content: string }>(
    `select chat_id, content from public.chat_messages
     where owner_id = $1 and role = 'user' order by created_at`,
    [me.id],
  )

/** A chat of mine from before: a question and its reply, citing TPA 105. */
const landlordChat = () =>
  scene.startChat(me.id, {
    title: 'My landlord keeps my deposit',
    messages: [
      { role: 'user', content: 'My landlord keeps my deposit' },
      {
        role: 'assistant',
        content: 'Ask for it in writing.\n\n_This is general legal information, not legal advice._',
        citations: [{ act: 'TPA', section: '105', title: 'Lease defined' }],
      },
    ],
  })

describe('the legal assistant screen', () => {
  beforeEach(() => window.sessionStorage.clear())
  afterEach(() => act(() => resetToasts()))

  it('greets the user and offers questions to start from; an empty chat cannot be exported', () => {
    renderChatbot()
    expect(within(conversation()).getByText(GREETING)).toBeVisible()
    expect(conversation()).toHaveAttribute('aria-live', 'polite')
    for (const question of SUGGESTED_QUESTIONS)
      expect(within(conversation()).getByRole('button', { name: question })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeDisabled()
    expect(screen.getByRole('heading', { level: 1, name: 'New chat' })).toBeVisible()
  })

  it('sends on Enter: the question shows at once with the typing indicator, then the reply, and the URL names the new chat', async () => {
    const { user, router } = renderChatbot()
    const release = faults.hold(ASSISTANT)

    await user.type(input(), `${JOB_SCAM}{Enter}`)

    expect(within(conversation()).getByText(JOB_SCAM)).toBeVisible()
    expect(await within(conversation()).findByText('LexSetu is typing…')).toBeVisible()
    // The box stays open: a next question waits its turn (below).
    expect(sendButton()).toBeEnabled()
    expect(input()).toHaveValue('')
    expect(input()).toHaveFocus()
    expect(
      within(conversation()).queryByRole('button', { name: SUGGESTED_QUESTIONS[0] }),
    ).toBeNull()

    release()
    expect(
      await within(conversation()).findByRole('button', { name: /BNS 318\(4\)/ }, REPLY_WAIT),
    ).toBeVisible()
    expect(within(conversation()).queryByText('LexSetu is typing…')).not.toBeInTheDocument()
    expect(sendButton()).toBeEnabled()
    const [{ chat_id }] = await storedQuestions()
    expect(await storedQuestions()).toEqual([{ chat_id, content: JOB_SCAM }])
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${chat_id}`))
    expect(router.state.historyAction).toBe('REPLACE')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(JOB_SCAM)
  })

  it('sends a question asked while the first answer of a new chat is coming to that same chat, after it', async () => {
    const { user } = renderChatbot()
    const release = faults.hold(ASSISTANT)

    await user.type(input(), `${JOB_SCAM}{Enter}`)
    await user.type(input(), 'It has been three months{Enter}')
    expect(input()).toHaveValue('')
    expect(spoken()).toEqual([`You: ${JOB_SCAM}`, 'You: It has been three months'])
    expect(requestsTo(ASSISTANT)).toHaveLength(1)

    release()
    await replies(2)
    expect(spoken()).toEqual([
      `You: ${JOB_SCAM}`,
      'reply',
      'You: It has been three months',
      'reply',
    ])
    const questions = await storedQuestions()
    expect(questions.map(({ content }) => content)).toEqual([JOB_SCAM, 'It has been three months'])
    expect(questions[1].chat_id).toBe(questions[0].chat_id)
    expect(conversation().querySelector('[data-chat-item]')).toHaveTextContent(GREETING)
  })

  describe('offline', () => {
    const OFFLINE_TEXT = "You're offline. Your question will be sent when the connection returns."
    let online = false
    beforeEach(() => {
      online = false
      vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
    })
    afterEach(() => vi.restoreAllMocks())
    const goOnline = () =>
      act(() => {
        online = true
        window.dispatchEvent(new Event('online'))
      })

    it('says the device is offline instead of typing, keeps the question across a reload and sends it when the connection returns', async () => {
      const first = renderChatbot()
      await first.user.type(input(), 'Can my landlord cut the water?{Enter}')

      expect(within(conversation()).getByText(OFFLINE_TEXT)).toBeVisible()
      expect(within(conversation()).getByText('Can my landlord cut the water?')).toBeVisible()
      expect(within(conversation()).queryByText('LexSetu is typing…')).toBeNull()
      expect(input()).toHaveValue('')
      expect(requestsTo(ASSISTANT)).toEqual([])
      first.unmount()

      renderChatbot()
      expect(within(conversation()).getByText('Can my landlord cut the water?')).toBeVisible()
      expect(within(conversation()).getByText(OFFLINE_TEXT)).toBeVisible()

      goOnline()
      await replies(1)
      expect((await storedQuestions()).map(({ content }) => content)).toEqual([
        'Can my landlord cut the water?',
      ])
      expect(within(conversation()).queryByText(OFFLINE_TEXT)).toBeNull()
    })

    it('keeps a question whose send failed when the connection dropped, and sends it again when it returns', async () => {
      online = true
      const { user } = renderChatbot()
      const release = faults.hold(ASSISTANT)
      faults.failNext(ASSISTANT, 'network')

      await user.type(input(), 'Is a verbal will valid?{Enter}')
      await waitFor(() => expect(requestsTo(ASSISTANT)).toHaveLength(1))
      online = false
      release()
      expect(await within(conversation()).findByText(OFFLINE_TEXT)).toBeVisible()
      expect(screen.queryByRole('alert')).toBeNull()

      goOnline()
      await replies(1)
      expect(requestsTo(ASSISTANT)).toHaveLength(2)
      expect((await storedQuestions()).map(({ content }) => content)).toEqual([
        'Is a verbal will valid?',
      ])
    })
  })

  it('sends with the button, makes a new line on Shift+Enter, and never sends blank text', async () => {
    const { user } = renderChatbot()

    await user.type(input(), '   {Enter}')
    await user.click(sendButton())
    expect(requestsTo(ASSISTANT)).toEqual([])

    await user.clear(input())
    await user.type(input(), 'Line one{Shift>}{Enter}{/Shift}line two')
    expect(input()).toHaveValue('Line one\nline two')
    expect(requestsTo(ASSISTANT)).toEqual([])

    await user.click(sendButton())
    await replies(1)
    expect((await storedQuestions()).map(({ content }) => content)).toEqual(['Line one\nline two'])
    expect(input()).toHaveFocus()
  })

  it('keeps a question that failed, says why, and sends it again on Retry', async () => {
    const { user } = renderChatbot()
    faults.failNext(ASSISTANT, { code: 'unexpected_failure', message: 'boom', status: 500 })

    await user.type(input(), 'The police will not write down my complaint{Enter}')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'The assistant could not answer just now. Try again in a moment.',
    )
    expect(input()).toHaveValue('The police will not write down my complaint')
    expect(
      within(conversation()).queryByText('The police will not write down my complaint'),
    ).toBeNull()

    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await replies(1)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(input()).toHaveValue('')
    expect(requestsTo(ASSISTANT)).toHaveLength(2)
    expect((await storedQuestions()).map(({ content }) => content)).toEqual([
      'The police will not write down my complaint',
    ])
  })

  it("shows the server's message when the user sends too many questions", async () => {
    // 20 questions in the last minute, as the database counts them (its attempts ledger).
    await sql(
      `insert into private.write_attempts (kind, actor)
       select 'chat_messages', $1 from generate_series(1, 20)`,
      [me.id],
    )
    const { user } = renderChatbot()

    await user.type(input(), 'One more{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent 20 messages in the last minute. Wait a minute, then send again.',
    )
    expect(input()).toHaveValue('One more')
  })

  it('sends a suggested question when it is chosen', async () => {
    const { user } = renderChatbot()

    await user.click(screen.getByRole('button', { name: 'Am I eligible for free legal aid?' }))

    await replies(1)
    expect((await storedQuestions()).map(({ content }) => content)).toEqual([
      'Am I eligible for free legal aid?',
    ])
    expect(input()).toHaveFocus()
  })

  it("opens a cited section's entry, with its twin, from the reply's chip", async () => {
    const { user } = renderChatbot()

    await user.type(input(), `${JOB_SCAM}{Enter}`)
    await user.click(
      await within(conversation()).findByRole('button', { name: /BNS 318\(4\)/ }, REPLY_WAIT),
    )

    const dialog = await screen.findByRole('dialog', {
      name: 'BNS 318(4): Cheating and dishonestly inducing delivery of property',
    })
    expect(dialog).toHaveAccessibleDescription('Bharatiya Nyaya Sanhita, 2023')
    expect(dialog).toHaveTextContent(
      /Cheating that dishonestly makes the victim hand over property/,
    )
    expect(dialog).toHaveTextContent(/up to 7 years/)
    await user.click(
      within(dialog).getByRole('button', {
        name: 'IPC 420: Cheating and dishonestly inducing delivery of property',
      }),
    )
    expect(
      await screen.findByRole('dialog', {
        name: 'IPC 420: Cheating and dishonestly inducing delivery of property',
      }),
    ).toHaveAccessibleDescription('Indian Penal Code, 1860')
  })

  it('continues a chat from ?id=: its messages come from the database and questions carry its id', async () => {
    const { chatId } = await landlordChat()
    const { user } = renderChatbot({ url: `/chatbot?id=${chatId}` })

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My landlord keeps my deposit' }),
    ).toBeVisible()
    expect(within(conversation()).getByText('Ask for it in writing.')).toBeVisible()
    expect(within(conversation()).getByRole('button', { name: /TPA 105/ })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeEnabled()

    await user.type(input(), 'He still refuses{Enter}')
    await replies(2)
    expect(await storedQuestions()).toEqual([
      { chat_id: chatId, content: 'My landlord keeps my deposit' },
      { chat_id: chatId, content: 'He still refuses' },
    ])
  })

  it.each([
    ['someone else’s chat', 'theirs'],
    ['a malformed id', 'not-a-chat'],
  ])('says plainly that %s was not found and offers a new chat', async (_, id) => {
    const theirs = await backend.signUp({ name: 'Ravi S.' })
    const { chatId } = await scene.startChat(theirs.id, { title: 'Ravi’s own chat' })
    const { user, router } = renderChatbot({
      url: `/chatbot?id=${id === 'theirs' ? chatId : id}`,
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This chat was not found' }),
    ).toBeVisible()
    await user.click(screen.getByRole('link', { name: 'Start a new chat' }))
    expect(router.state.location.search).toBe('')
    expect(await screen.findByRole('heading', { level: 1, name: 'New chat' })).toBeVisible()
  })

  it('keeps the draft of each chat across a reload', async () => {
    const first = renderChatbot()
    await first.user.type(input(), 'Half a question')
    first.unmount()

    renderChatbot()
    expect(input()).toHaveValue('Half a question')
  })

  it('counts characters near the 2,000 limit', async () => {
    const { user } = renderChatbot()
    await user.click(input())
    await user.paste('x'.repeat(1850))
    expect(screen.getByText('1,850 / 2,000 characters')).toBeVisible()
    expect(input()).toHaveAttribute('maxlength', '2000')
  })

  it('copies a reply to the clipboard and says so', async () => {
    const { chatId } = await landlordChat()
    const { user } = renderChatbot({ url: `/chatbot?id=${chatId}` })
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    await user.click(await screen.findByRole('button', { name: 'Copy reply' }))
    expect(await screen.findByText('Copied')).toBeVisible()
    expect(writeText).toHaveBeenCalledWith(
      'Ask for it in writing.\n\n_This is general legal information, not legal advice._',
    )
  })

  it('exports the chat as a PDF with what is on screen', async () => {
    const { chatId } = await landlordChat()
    const { user } = renderChatbot({ url: `/chatbot?id=${chatId}` })
    const exportButton = await screen.findByRole('button', { name: 'Export PDF' })
    // Disabled until the chat's messages are on screen.
    await waitFor(() => expect(exportButton).toBeEnabled())
    await user.click(exportButton)
    await waitFor(() => expect(downloadChatPdf).toHaveBeenCalledTimes(1))
    expect(downloadChatPdf).toHaveBeenCalledWith(
      expect.objectContaining({
        chat: expect.objectContaining({ title: 'My landlord keeps my deposit' }),
        messages: [
          expect.objectContaining({ role: 'user' }),
          expect.objectContaining({ role: 'assistant' }),
        ],
      }),
    )
  })
})

/** An id of the demo's seeded content (src/config/demo.ts), whose chats every demo visitor shares. */
const SAMPLE_CHAT_ID = 'd3ff0000-0000-4000-8000-000000000001'
const NOTE = 'It did not say where to file the complaint.'
/** The note as shown once saved, not the box it was typed in (gone when the save lands). */
const SAVED_NOTE = { ignore: 'script, style, textarea' }

/** A chat of mine whose reply cites BNS 318(4); with my feedback on the reply when given. */
async function repliedChat({
  id,
  feedback,
}: { id?: string; feedback?: { helpful: boolean; note?: string | null } } = {}) {
  const {
    chatId,
    messageIds: [, replyId],
  } = await scene.startChat(me.id, {
    id,
    title: 'Someone took money promising a job',
    messages: [
      { role: 'user', content: 'Someone took money promising a job' },
      {
        role: 'assistant',
        content: 'That is cheating under BNS 318(4).',
        citations: [{ act: 'BNS', section: '318(4)', title: 'Cheating' }],
      },
    ],
  })
  if (feedback) await scene.giveFeedback(me.id, replyId, feedback)
  return { chatId, replyId }
}

const feedbackGroup = () => screen.findByRole('group', { name: 'Was this reply helpful?' })
const choice = async (name: 'Helpful' | 'Not helpful') =>
  within(await feedbackGroup()).getByRole('button', { name })
const noteBox = () => screen.getByRole('textbox', { name: 'What was wrong or missing? (optional)' })
const stored = () => scene.feedbackOf(me.id)

describe('feedback on a reply', () => {
  beforeEach(() => window.sessionStorage.clear())
  afterEach(() => act(() => resetToasts()))

  it('saves Helpful at once, thanks the user, and withdraws it when pressed again', async () => {
    const { chatId, replyId } = await repliedChat()
    const { user } = renderChatbot({ url: `/chatbot?id=${chatId}` })
    const helpful = await choice('Helpful')
    expect(helpful).toHaveAttribute('aria-pressed', 'false')
    expect(await choice('Not helpful')).toHaveAttribute('aria-pressed', 'false')

    await user.click(helpful)
    expect(await screen.findByText('Thanks for your feedback')).toHaveAttribute('role', 'status')
    expect(helpful).toHaveAttribute('aria-pressed', 'true')
    expect(await stored()).toEqual([{ reply_id: replyId, helpful: true, note: null }])
    expect(screen.queryByRole('textbox', { name: /What was wrong/ })).toBeNull()

    await user.click(helpful)
    await waitFor(() => expect(helpful).toHaveAttribute('aria-pressed', 'false'))
    await waitFor(async () => expect(await stored()).toEqual([]))
    expect(screen.queryByText('Thanks for your feedback')).toBeNull()
  })

  it('asks what was wrong after Not helpful and saves the note, trimmed', async () => {
    const { chatId, replyId } = await repliedChat()
    const { user } = renderChatbot({ url: `/chatbot?id=${chatId}` })
    await user.click(await choice('Not helpful'))
    expect(await screen.findByText('Thanks for your feedback')).toBeVisible()
    expect(await choice('Not helpful')).toHaveAttribute('aria-pressed', 'true')
    expect(await stored()).toEqual([{ reply_id: replyId, helpful: false, note: null }])
    const send = screen.getByRole('button', { name: 'Send feedback' })
    expect(send).toBeDisabled()

    await user.click(noteBox())
    await user.paste(`  ${NOTE}  `)
    await user.click(send)
    expect(await screen.findByText(NOTE, SAVED_NOTE)).toBeVisible()
    expect(screen.getByText('Your note:')).toBeVisible()
    expect(await stored()).toEqual([{ reply_id: replyId, helpful: false, note: NOTE }])
    expect(screen.queryByRole('textbox', { name: /What was wrong/ })).toBeNull()
  })

  it('edits a saved note, and drops it when the user changes their mind to Helpful', async () => {
    const { chatId, replyId } = await repliedChat({ feedback: { helpful: false, note: NOTE } })
    const { user } = renderChatbot({ url: `/chatbot?id=${chatId}` })
    await user.click(await screen.findByRole('button', { name: 'Edit note' }))
    expect(noteBox()).toHaveValue(NOTE)
    await user.clear(noteBox())
    await user.paste('Wrong section.')
    await user.click(screen.getByRole('button', { name: 'Send feedback' }))
    expect(await screen.findByText('Wrong section.', SAVED_NOTE)).toBeVisible()
    expect(await stored()).toEqual([{ reply_id: replyId, helpful: false, note: 'Wrong section.' }])

    // Still one row: the choice and its note are replaced.
    await user.click(await choice('Helpful'))
    await waitFor(async () =>
      expect(await stored()).toEqual([{ reply_id: replyId, helpful: true, note: null }]),
    )
    expect(screen.queryByText('Wrong section.')).toBeNull()
  })

  it('shows the choice and the note saved before when the chat is opened again', async () => {
    const { chatId } = await repliedChat({ feedback: { helpful: false, note: NOTE } })
    renderChatbot({ url: `/chatbot?id=${chatId}` })
    expect(await choice('Not helpful')).toHaveAttribute('aria-pressed', 'true')
    expect(await choice('Helpful')).toHaveAttribute('aria-pressed', 'false')
    expect(within(conversation()).getByText(NOTE)).toBeVisible()
    expect(screen.queryByText('Thanks for your feedback')).toBeNull()
  })

  it('keeps the typed note when a save fails, says why, and saves it on Retry', async () => {
    const { chatId, replyId } = await repliedChat({ feedback: { helpful: false } })
    const { user } = renderChatbot({ url: `/chatbot?id=${chatId}` })
    await user.click(await screen.findByRole('textbox', { name: /What was wrong/ }))
    await user.paste(NOTE)
    faults.failNext(FEEDBACK, 'network')
    await user.click(screen.getByRole('button', { name: 'Send feedback' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Your feedback was not saved.')
    expect(alert).toHaveTextContent(OFFLINE_ERROR)
    expect(alert).toHaveTextContent('Your note is kept here.')
    expect(noteBox()).toHaveValue(NOTE)
    expect(await choice('Not helpful')).toHaveAttribute('aria-pressed', 'true')

    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Thanks for your feedback')).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(await stored()).toEqual([{ reply_id: replyId, helpful: false, note: NOTE }])
    expect(within(conversation()).getByText(NOTE, SAVED_NOTE)).toBeVisible()
  })

  it('shows a refusal in the database’s words and goes back to the saved choice', async () => {
    const { chatId } = await repliedChat()
    const { user } = renderChatbot({ url: `/chatbot?id=${chatId}` })
    const refusal =
      'This sample chat is shared by every visitor of the demo, so it cannot be changed. Start a new chat to ask your own question.'
    faults.failNext(FEEDBACK, { code: 'LS030', message: refusal })
    await user.click(await choice('Helpful'))
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal)
    expect(await choice('Helpful')).toHaveAttribute('aria-pressed', 'false')
  })

  it('keeps a note that was typed but not sent across a reload', async () => {
    const { chatId } = await repliedChat({ feedback: { helpful: false } })
    const first = renderChatbot({ url: `/chatbot?id=${chatId}` })
    await first.user.type(await screen.findByRole('textbox', { name: /What was wrong/ }), 'Half')
    first.unmount()

    renderChatbot({ url: `/chatbot?id=${chatId}` })
    expect(await screen.findByRole('textbox', { name: /What was wrong/ })).toHaveValue('Half')
  })

  it('is offered on a new reply at once, and never on the greeting or an empty chat', async () => {
    const { user } = renderChatbot()
    expect(screen.queryByRole('group', { name: 'Was this reply helpful?' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Am I eligible for free legal aid?' }))
    expect(
      await screen.findAllByRole('group', { name: 'Was this reply helpful?' }, REPLY_WAIT),
    ).toHaveLength(1)
    await user.click(await choice('Helpful'))
    const [{ id: replyId }] = await sql<{ id: string }>(
      `select id from public.chat_messages where owner_id = $1 and role = 'assistant'`,
      [me.id],
    )
    await waitFor(async () =>
      expect(await stored()).toEqual([{ reply_id: replyId, helpful: true, note: null }]),
    )
  })

  it('is not offered on the demo’s shared sample chat, which the database keeps read-only', async () => {
    await repliedChat({ id: SAMPLE_CHAT_ID })
    renderChatbot({ url: `/chatbot?id=${SAMPLE_CHAT_ID}`, auth: { ...me.auth, isDemo: true } })
    expect(await screen.findByText(/That is cheating/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Copy reply' })).toBeVisible()
    expect(screen.queryByRole('group', { name: 'Was this reply helpful?' })).toBeNull()
  })
})

describe('the chat history', () => {
  afterEach(() => act(() => resetToasts()))

  /** Two chats of mine: about bail (4 messages, the newest) and a deposit (1 message). */
  async function twoChats() {
    const { chatId: bail } = await scene.startChat(me.id, {
      title: 'Bail for my brother',
      updatedAt: '2026-11-22T10:00:00+05:30',
      messages: [
        { role: 'user', content: 'My brother was arrested' },
        { role: 'assistant', content: 'He can apply for bail.' },
        { role: 'user', content: 'Which court?' },
        { role: 'assistant', content: 'The magistrate.' },
      ],
    })
    const { chatId: deposit } = await scene.startChat(me.id, {
      title: 'Deposit not returned',
      updatedAt: '2026-11-18T10:00:00+05:30',
      messages: [{ role: 'user', content: 'My landlord keeps my deposit' }],
    })
    return { bail, deposit }
  }

  function renderHistory(currentId: string | null) {
    loadSupabase.mockResolvedValue(me.client)
    return renderApp(
      <>
        <h2 id="history-title">Your chats</h2>
        <ChatHistory currentId={currentId} labelledBy="history-title" />
        <Toaster />
      </>,
      {
        path: '/chatbot',
        url: currentId ? `/chatbot?id=${currentId}` : '/chatbot',
        auth: me.auth,
      },
    )
  }

  const history = () => screen.getByRole('navigation', { name: 'Your chats' })
  const titles = () =>
    sql<{ id: string; title: string }>(
      'select id, title from public.chats where owner_id = $1 order by updated_at desc',
      [me.id],
    )

  it('lists the chats newest first with date and count, marks the open one, and offers a new chat', async () => {
    const { bail } = await twoChats()
    renderHistory(bail)
    const links = await within(history()).findAllByRole('link', { name: /Bail|Deposit/ })
    expect(links.map((link) => link.textContent)).toEqual([
      'Bail for my brother22 Nov 2026 · 4 messages',
      'Deposit not returned18 Nov 2026 · 1 message',
    ])
    expect(links[0]).toHaveAttribute('aria-current', 'page')
    expect(links[0]).toHaveAttribute('href', `/chatbot?id=${bail}`)
    expect(links[1]).not.toHaveAttribute('aria-current')
    expect(within(history()).getByRole('link', { name: 'New chat' })).toHaveAttribute(
      'href',
      '/chatbot',
    )
  })

  it('renames a chat in place: the title is trimmed, and an empty one is refused', async () => {
    const { bail, deposit } = await twoChats()
    const { user } = renderHistory(bail)
    await user.click(await screen.findByRole('button', { name: 'Rename: Deposit not returned' }))
    const field = screen.getByRole('textbox', { name: 'Chat title' })
    expect(field).toHaveFocus()
    expect(field).toHaveValue('Deposit not returned')

    await user.clear(field)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Give the chat a title')).toBeVisible()
    expect(field).toHaveAttribute('aria-invalid', 'true')

    await user.type(field, '  Security deposit  ')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Chat renamed')).toBeVisible()
    expect(await screen.findByRole('link', { name: /^Security deposit/ })).toBeVisible()
    expect(await titles()).toContainEqual({ id: deposit, title: 'Security deposit' })
    expect(screen.getByRole('button', { name: 'Rename: Security deposit' })).toHaveFocus()
  })

  it('leaves the title as it was when renaming is cancelled with Escape', async () => {
    const { bail } = await twoChats()
    const { user } = renderHistory(bail)
    await user.click(await screen.findByRole('button', { name: 'Rename: Bail for my brother' }))
    await user.type(screen.getByRole('textbox', { name: 'Chat title' }), ' and me{Escape}')
    expect(screen.queryByRole('textbox', { name: 'Chat title' })).not.toBeInTheDocument()
    expect(await titles()).toContainEqual({ id: bail, title: 'Bail for my brother' })
  })

  it('deletes a chat only once the user confirms', async () => {
    const { bail } = await twoChats()
    const { user, router } = renderHistory(bail)
    await user.click(await screen.findByRole('button', { name: 'Delete: Deposit not returned' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this chat?' })
    expect(dialog).toHaveAccessibleDescription(
      '“Deposit not returned” and all its messages will be deleted. This cannot be undone.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(await titles()).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: 'Delete: Deposit not returned' }))
    await user.click(screen.getByRole('button', { name: 'Delete chat' }))

    expect(await screen.findByText('Chat deleted')).toBeVisible()
    // The toast comes with the delete's answer; the list follows with its refetch.
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Deposit not returned/ })).not.toBeInTheDocument(),
    )
    expect((await titles()).map((row) => row.id)).toEqual([bail])
    expect(router.state.location.search).toBe(`?id=${bail}`)
  })

  it('starts a new chat when the open chat is deleted', async () => {
    const { bail } = await twoChats()
    const { user, router } = renderHistory(bail)
    await user.click(await screen.findByRole('button', { name: 'Delete: Bail for my brother' }))
    await user.click(screen.getByRole('button', { name: 'Delete chat' }))
    expect(await screen.findByText('Chat deleted')).toBeVisible()
    expect(router.state.location.pathname).toBe('/chatbot')
    expect(router.state.location.search).toBe('')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('says there are no chats yet', async () => {
    loadSupabase.mockResolvedValue(me.client)
    renderApp(<ChatHistory currentId={null} />, { auth: me.auth })
    expect(await screen.findByText(/No chats yet/)).toBeVisible()
  })
})
