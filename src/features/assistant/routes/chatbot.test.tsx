import { act, screen, waitFor, within } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { GREETING, SUGGESTED_QUESTIONS } from '../content/texts'
import {
  createFakeAssistantClient,
  functionsHttpError,
  serveAssistant,
  type FakeTables,
} from '../testing/fake-assistant-client'
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

const NEW_CHAT_ID = '7a1c0000-0000-4000-8000-0000000000aa'
const OLD_CHAT_ID = '7a1c0000-0000-4000-8000-000000000001'
const REPLY = [
  'Taking money on a false promise of a job is cheating.',
  '',
  '### The law',
  '- **BNS s.318(4)** — Cheating.',
  '',
  '_This is general legal information, not legal advice._',
].join('\n')
const CITATIONS = [{ act: 'BNS', section: '318(4)', title: 'Cheating' }]

function renderChatbot({
  url = '/chatbot',
  tables = {},
}: { url?: string; tables?: FakeTables } = {}) {
  const fake = createFakeAssistantClient({ chats: [], chat_messages: [], ...tables })
  loadSupabase.mockResolvedValue(fake.client)
  const view = renderApp(
    <>
      <ChatbotPage />
      <Toaster />
    </>,
    { path: '/chatbot', url, auth: buildSignedInAuth() },
  )
  return { ...view, fake }
}

const input = () => screen.getByRole('textbox', { name: 'Your question' })
const conversation = () => screen.getByRole('log', { name: 'Conversation' })
const sendButton = () => screen.getByRole('button', { name: 'Send' })
const sentMessages = (fake: ReturnType<typeof createFakeAssistantClient>) =>
  fake.invoke.mock.calls.map(([, { body }]) => body)

/** Answers the next question only when the returned function is called. */
function holdNextAnswer(fake: ReturnType<typeof createFakeAssistantClient>) {
  const answer = fake.invoke.getMockImplementation()
  let release = () => {}
  fake.invoke.mockImplementationOnce(
    (...args) => new Promise((resolve) => (release = () => resolve(answer!(...args)))),
  )
  return () => act(() => release())
}

const oldChat: FakeTables = {
  chats: [
    {
      id: OLD_CHAT_ID,
      title: 'My landlord keeps my deposit',
      message_count: 2,
      created_at: '2026-11-20T14:11:00+00:00',
      updated_at: '2026-11-20T14:11:02+00:00',
    },
  ],
  chat_messages: [
    {
      id: 'q1',
      chat_id: OLD_CHAT_ID,
      role: 'user',
      content: 'My landlord keeps my deposit',
      citations: [],
      created_at: '2026-11-20T14:11:00+00:00',
    },
    {
      id: 'a1',
      chat_id: OLD_CHAT_ID,
      role: 'assistant',
      content: 'Ask for it in writing.\n\n_This is general legal information, not legal advice._',
      citations: [{ act: 'TPA', section: '105', title: 'Lease defined' }],
      created_at: '2026-11-20T14:11:02+00:00',
    },
  ],
}

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
    const { user, fake, router } = renderChatbot()
    serveAssistant(fake, () => ({ content: REPLY, citations: CITATIONS }))
    const release = holdNextAnswer(fake)

    await user.type(input(), 'Someone took ₹50,000 promising a job{Enter}')

    expect(within(conversation()).getByText('Someone took ₹50,000 promising a job')).toBeVisible()
    expect(await within(conversation()).findByText('LexSetu is typing…')).toBeVisible()
    // The box stays open: a next question waits its turn (below).
    expect(sendButton()).toBeEnabled()
    expect(input()).toHaveValue('')
    expect(input()).toHaveFocus()
    expect(
      within(conversation()).queryByRole('button', { name: SUGGESTED_QUESTIONS[0] }),
    ).toBeNull()

    release()
    expect(await within(conversation()).findByText(/is cheating\./)).toBeVisible()
    expect(within(conversation()).queryByText('LexSetu is typing…')).not.toBeInTheDocument()
    expect(sendButton()).toBeEnabled()
    expect(router.state.location.search).toBe(`?id=${NEW_CHAT_ID}`)
    expect(router.state.historyAction).toBe('REPLACE')
    expect(sentMessages(fake)).toEqual([{ message: 'Someone took ₹50,000 promising a job' }])
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Someone took ₹50,000 promising a job',
    )
  })

  it('sends a question asked while the first answer of a new chat is coming to that same chat, after it', async () => {
    const { user, fake } = renderChatbot()
    serveAssistant(fake, (question) => ({ content: `Answer to: ${question}` }))
    const release = holdNextAnswer(fake)

    await user.type(input(), 'My employer has not paid my salary{Enter}')
    await user.type(input(), 'It has been three months{Enter}')
    expect(input()).toHaveValue('')
    const waiting = within(conversation()).getAllByRole('listitem').slice(1)
    expect(waiting.map((item) => item.textContent)).toEqual([
      'You: My employer has not paid my salary',
      'You: It has been three months',
    ])
    expect(fake.invoke).toHaveBeenCalledTimes(1)

    release()
    expect(
      await within(conversation()).findByText('Answer to: It has been three months'),
    ).toBeVisible()
    expect(sentMessages(fake)).toEqual([
      { message: 'My employer has not paid my salary' },
      { message: 'It has been three months', chatId: NEW_CHAT_ID },
    ])
    expect(fake.tables.chats).toHaveLength(1)
    const items = within(conversation()).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(GREETING),
      'You: My employer has not paid my salary',
      expect.stringContaining('Answer to: My employer has not paid my salary'),
      'You: It has been three months',
      expect.stringContaining('Answer to: It has been three months'),
    ])
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
      serveAssistant(first.fake, () => ({ content: 'Answered once online.' }))
      await first.user.type(input(), 'Can my landlord cut the water?{Enter}')

      expect(within(conversation()).getByText(OFFLINE_TEXT)).toBeVisible()
      expect(within(conversation()).getByText('Can my landlord cut the water?')).toBeVisible()
      expect(within(conversation()).queryByText('LexSetu is typing…')).toBeNull()
      expect(input()).toHaveValue('')
      expect(first.fake.invoke).not.toHaveBeenCalled()
      first.unmount()

      const { fake } = renderChatbot()
      serveAssistant(fake, () => ({ content: 'Answered once online.' }))
      expect(within(conversation()).getByText('Can my landlord cut the water?')).toBeVisible()
      expect(within(conversation()).getByText(OFFLINE_TEXT)).toBeVisible()

      goOnline()
      expect(await within(conversation()).findByText('Answered once online.')).toBeVisible()
      expect(sentMessages(fake)).toEqual([{ message: 'Can my landlord cut the water?' }])
      expect(within(conversation()).queryByText(OFFLINE_TEXT)).toBeNull()
    })

    it('keeps a question whose send failed when the connection dropped, and sends it again when it returns', async () => {
      online = true
      const { user, fake } = renderChatbot()
      serveAssistant(fake, () => ({ content: 'Here it is.' }))
      fake.invoke.mockImplementationOnce(async () => {
        online = false
        throw Object.assign(new Error('Failed to send a request to the Edge Function'), {
          name: 'FunctionsFetchError',
        })
      })

      await user.type(input(), 'Is a verbal will valid?{Enter}')
      expect(await within(conversation()).findByText(OFFLINE_TEXT)).toBeVisible()
      expect(screen.queryByRole('alert')).toBeNull()

      goOnline()
      expect(await within(conversation()).findByText('Here it is.')).toBeVisible()
      expect(sentMessages(fake)).toEqual([
        { message: 'Is a verbal will valid?' },
        { message: 'Is a verbal will valid?' },
      ])
    })
  })

  it('sends with the button, makes a new line on Shift+Enter, and never sends blank text', async () => {
    const { user, fake } = renderChatbot()
    serveAssistant(fake, () => ({ content: 'Noted.' }))

    await user.type(input(), '   {Enter}')
    await user.click(sendButton())
    expect(fake.invoke).not.toHaveBeenCalled()

    await user.clear(input())
    await user.type(input(), 'Line one{Shift>}{Enter}{/Shift}line two')
    expect(input()).toHaveValue('Line one\nline two')
    expect(fake.invoke).not.toHaveBeenCalled()

    await user.click(sendButton())
    expect(await within(conversation()).findByText('Noted.')).toBeVisible()
    expect(sentMessages(fake)).toEqual([{ message: 'Line one\nline two' }])
    expect(input()).toHaveFocus()
  })

  it('keeps a question that failed, says why, and sends it again on Retry', async () => {
    const { user, fake } = renderChatbot()
    serveAssistant(fake, () => ({ content: 'Here is what you can do.' }))
    fake.invoke.mockResolvedValueOnce({
      data: null,
      error: functionsHttpError(500, {
        error: { code: 'unexpected_failure', message: 'boom' },
      }),
    })

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
    expect(await within(conversation()).findByText('Here is what you can do.')).toBeVisible()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(input()).toHaveValue('')
    expect(sentMessages(fake)).toEqual([
      { message: 'The police will not write down my complaint' },
      { message: 'The police will not write down my complaint' },
    ])
  })

  it("shows the server's message when the user sends too many questions", async () => {
    const { user, fake } = renderChatbot()
    const message = 'You have sent 20 messages in the last minute. Wait a minute, then send again.'
    fake.invoke.mockResolvedValue({
      data: null,
      error: functionsHttpError(429, { error: { code: 'too_many_messages', message } }),
    })

    await user.type(input(), 'One more{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(input()).toHaveValue('One more')
  })

  it('sends a suggested question when it is chosen', async () => {
    const { user, fake } = renderChatbot()
    serveAssistant(fake, () => ({ content: 'You may qualify for free legal aid.' }))

    await user.click(screen.getByRole('button', { name: 'Am I eligible for free legal aid?' }))

    expect(
      await within(conversation()).findByText('You may qualify for free legal aid.'),
    ).toBeVisible()
    expect(sentMessages(fake)).toEqual([{ message: 'Am I eligible for free legal aid?' }])
    expect(input()).toHaveFocus()
  })

  it("opens a cited section's entry, with its twin, from the reply's chip", async () => {
    const { user, fake } = renderChatbot({
      tables: {
        kb_acts: [{ code: 'BNS', name: 'Bharatiya Nyaya Sanhita, 2023' }],
        kb_entries: [
          {
            act: 'BNS',
            section: '318(4)',
            title: 'Cheating',
            summary: 'Cheating that makes someone hand over property.',
            punishment: 'Up to seven years and fine.',
            note: null,
            in_force: true,
          },
          {
            act: 'IPC',
            section: '420',
            title: 'Cheating and dishonestly inducing delivery of property',
            summary: null,
            punishment: null,
            note: null,
            in_force: false,
          },
        ],
        kb_twins: [{ new_act: 'BNS', new_section: '318(4)', old_act: 'IPC', old_section: '420' }],
      },
    })
    serveAssistant(fake, () => ({ content: REPLY, citations: CITATIONS }))

    await user.type(input(), 'Someone took ₹50,000 promising a job{Enter}')
    await user.click(await screen.findByRole('button', { name: /BNS 318\(4\)/ }))

    const dialog = await screen.findByRole('dialog', { name: 'BNS 318(4): Cheating' })
    expect(dialog).toHaveAccessibleDescription('Bharatiya Nyaya Sanhita, 2023')
    expect(dialog).toHaveTextContent('Cheating that makes someone hand over property.')
    expect(dialog).toHaveTextContent('Up to seven years and fine.')
    await user.click(
      within(dialog).getByRole('button', {
        name: 'IPC 420: Cheating and dishonestly inducing delivery of property',
      }),
    )
    expect(
      await screen.findByRole('dialog', {
        name: 'IPC 420: Cheating and dishonestly inducing delivery of property',
      }),
    ).toHaveTextContent('Not in force')
  })

  it('continues a chat from ?id=: its messages come from the database and questions carry its id', async () => {
    const { user, fake } = renderChatbot({ url: `/chatbot?id=${OLD_CHAT_ID}`, tables: oldChat })
    serveAssistant(fake, () => ({ content: 'Send a legal notice.' }))

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My landlord keeps my deposit' }),
    ).toBeVisible()
    expect(within(conversation()).getByText('Ask for it in writing.')).toBeVisible()
    expect(within(conversation()).getByRole('button', { name: /TPA 105/ })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeEnabled()

    await user.type(input(), 'He still refuses{Enter}')
    expect(await within(conversation()).findByText('Send a legal notice.')).toBeVisible()
    expect(sentMessages(fake)).toEqual([{ message: 'He still refuses', chatId: OLD_CHAT_ID }])
  })

  it.each([
    ['someone else’s or a deleted chat', `/chatbot?id=${OLD_CHAT_ID}`],
    ['a malformed id', '/chatbot?id=not-a-chat'],
  ])('says plainly that %s was not found and offers a new chat', async (_, url) => {
    const { user, router } = renderChatbot({ url })
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
    const { user } = renderChatbot({ url: `/chatbot?id=${OLD_CHAT_ID}`, tables: oldChat })
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    await user.click(await screen.findByRole('button', { name: 'Copy reply' }))
    expect(await screen.findByText('Copied')).toBeVisible()
    expect(writeText).toHaveBeenCalledWith(oldChat.chat_messages[1].content)
  })

  it('exports the chat as a PDF with what is on screen', async () => {
    const { user } = renderChatbot({ url: `/chatbot?id=${OLD_CHAT_ID}`, tables: oldChat })
    await user.click(await screen.findByRole('button', { name: 'Export PDF' }))
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
