import { act, screen, within } from '@testing-library/react'
import { resetToasts } from '@/components/ui/use-toast'
import type { AuthState } from '@/lib/auth'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { OFFLINE_ERROR } from '@/lib/api-error'
import { Component as ChatbotPage } from '../routes/chatbot'
import {
  createFakeAssistantClient,
  serveAssistant,
  type FakeTables,
} from '../testing/fake-assistant-client'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

const CHAT_ID = '7a1c0000-0000-4000-8000-000000000001'
/** A chat of the demo's seed (supabase/seeds/assistant.sql), shared by every demo visitor. */
const SAMPLE_CHAT_ID = 'd3c00000-0000-4000-8000-000000000001'
const REPLY_ID = '7a1c0000-0000-4000-8000-0000000000a1'
const NOTE = 'It did not say where to file the complaint.'

function chatTables(chatId = CHAT_ID, feedback: FakeTables[string] = []): FakeTables {
  return {
    chats: [
      {
        id: chatId,
        title: 'Someone took money promising a job',
        message_count: 2,
        created_at: '2026-11-20T14:11:00+00:00',
        updated_at: '2026-11-20T14:11:02+00:00',
      },
    ],
    chat_messages: [
      {
        id: '7a1c0000-0000-4000-8000-0000000000q1',
        chat_id: chatId,
        role: 'user',
        content: 'Someone took money promising a job',
        citations: [],
        created_at: '2026-11-20T14:11:00+00:00',
      },
      {
        id: REPLY_ID,
        chat_id: chatId,
        role: 'assistant',
        content: 'That is cheating under BNS 318(4).',
        citations: [{ act: 'BNS', section: '318(4)', title: 'Cheating' }],
        created_at: '2026-11-20T14:11:02+00:00',
      },
    ],
    assistant_feedback: feedback,
  }
}

function renderChat({
  url = `/chatbot?id=${CHAT_ID}`,
  tables = chatTables(),
  auth = buildSignedInAuth(),
}: { url?: string; tables?: FakeTables; auth?: AuthState } = {}) {
  const fake = createFakeAssistantClient(tables)
  loadSupabase.mockResolvedValue(fake.client)
  const view = renderApp(<ChatbotPage />, { path: '/chatbot', url, auth })
  return { ...view, fake }
}

const conversation = () => screen.findByRole('log', { name: 'Conversation' })
const feedbackGroup = () => screen.findByRole('group', { name: 'Was this reply helpful?' })
const choice = async (name: 'Helpful' | 'Not helpful') =>
  within(await feedbackGroup()).getByRole('button', { name })
const noteBox = () => screen.getByRole('textbox', { name: 'What was wrong or missing? (optional)' })
const stored = (fake: ReturnType<typeof createFakeAssistantClient>) =>
  fake.tables.assistant_feedback?.map(({ reply_id, helpful, note }) => ({
    reply_id,
    helpful,
    note,
  }))

describe('feedback on a reply', () => {
  beforeEach(() => window.sessionStorage.clear())
  afterEach(() => act(() => resetToasts()))

  it('saves Helpful at once, thanks the user, and withdraws it when pressed again', async () => {
    const { user, fake } = renderChat()
    const helpful = await choice('Helpful')
    expect(helpful).toHaveAttribute('aria-pressed', 'false')
    expect(await choice('Not helpful')).toHaveAttribute('aria-pressed', 'false')

    await user.click(helpful)
    expect(helpful).toHaveAttribute('aria-pressed', 'true')
    expect(await screen.findByText('Thanks for your feedback')).toHaveAttribute('role', 'status')
    expect(stored(fake)).toEqual([{ reply_id: REPLY_ID, helpful: true, note: null }])
    expect(screen.queryByRole('textbox', { name: /What was wrong/ })).toBeNull()

    await user.click(helpful)
    expect(helpful).toHaveAttribute('aria-pressed', 'false')
    await vi.waitFor(() => expect(stored(fake)).toEqual([]))
    expect(screen.queryByText('Thanks for your feedback')).toBeNull()
  })

  it('asks what was wrong after Not helpful and saves the note, trimmed', async () => {
    const { user, fake } = renderChat()
    await user.click(await choice('Not helpful'))
    expect(await choice('Not helpful')).toHaveAttribute('aria-pressed', 'true')
    expect(await screen.findByText('Thanks for your feedback')).toBeVisible()
    expect(stored(fake)).toEqual([{ reply_id: REPLY_ID, helpful: false, note: null }])
    const send = screen.getByRole('button', { name: 'Send feedback' })
    expect(send).toBeDisabled()

    await user.click(noteBox())
    await user.paste(`  ${NOTE}  `)
    await user.click(send)
    expect(await screen.findByText(NOTE)).toBeVisible()
    expect(screen.getByText('Your note:')).toBeVisible()
    expect(stored(fake)).toEqual([{ reply_id: REPLY_ID, helpful: false, note: NOTE }])
    expect(screen.queryByRole('textbox', { name: /What was wrong/ })).toBeNull()
  })

  it('edits a saved note, and drops it when the user changes their mind to Helpful', async () => {
    const { user, fake } = renderChat({
      tables: chatTables(CHAT_ID, [{ reply_id: REPLY_ID, helpful: false, note: NOTE }]),
    })
    await user.click(await screen.findByRole('button', { name: 'Edit note' }))
    expect(noteBox()).toHaveValue(NOTE)
    await user.clear(noteBox())
    await user.paste('Wrong section.')
    await user.click(screen.getByRole('button', { name: 'Send feedback' }))
    expect(await screen.findByText('Wrong section.')).toBeVisible()
    expect(stored(fake)).toEqual([{ reply_id: REPLY_ID, helpful: false, note: 'Wrong section.' }])

    // Still one row: the choice and its note are replaced.
    await user.click(await choice('Helpful'))
    await vi.waitFor(() =>
      expect(stored(fake)).toEqual([{ reply_id: REPLY_ID, helpful: true, note: null }]),
    )
    expect(screen.queryByText('Wrong section.')).toBeNull()
  })

  it('shows the choice and the note saved before when the chat is opened again', async () => {
    renderChat({
      tables: chatTables(CHAT_ID, [{ reply_id: REPLY_ID, helpful: false, note: NOTE }]),
    })
    expect(await choice('Not helpful')).toHaveAttribute('aria-pressed', 'true')
    expect(await choice('Helpful')).toHaveAttribute('aria-pressed', 'false')
    expect(within(await conversation()).getByText(NOTE)).toBeVisible()
    expect(screen.queryByText('Thanks for your feedback')).toBeNull()
  })

  it('keeps the typed note when a save fails, says why, and saves it on Retry', async () => {
    const { user, fake } = renderChat({
      tables: chatTables(CHAT_ID, [{ reply_id: REPLY_ID, helpful: false, note: null }]),
    })
    await user.click(await screen.findByRole('textbox', { name: /What was wrong/ }))
    await user.paste(NOTE)
    fake.failures.assistant_feedback = { message: 'TypeError: Failed to fetch' }
    await user.click(screen.getByRole('button', { name: 'Send feedback' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Your feedback was not saved.')
    expect(alert).toHaveTextContent(OFFLINE_ERROR)
    expect(alert).toHaveTextContent('Your note is kept here.')
    expect(noteBox()).toHaveValue(NOTE)
    expect(await choice('Not helpful')).toHaveAttribute('aria-pressed', 'true')

    fake.failures.assistant_feedback = undefined
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Thanks for your feedback')).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(stored(fake)).toEqual([{ reply_id: REPLY_ID, helpful: false, note: NOTE }])
    expect(within(await conversation()).getByText(NOTE)).toBeVisible()
  })

  it('shows a refusal in the database’s words and goes back to the saved choice', async () => {
    const { user, fake } = renderChat()
    const refusal =
      'This sample chat is shared by every visitor of the demo, so it cannot be changed. Start a new chat to ask your own question.'
    fake.failures.assistant_feedback = { message: refusal, code: 'LS030' }
    await user.click(await choice('Helpful'))
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal)
    expect(await choice('Helpful')).toHaveAttribute('aria-pressed', 'false')
  })

  it('keeps a note that was typed but not sent across a reload', async () => {
    const first = renderChat({
      tables: chatTables(CHAT_ID, [{ reply_id: REPLY_ID, helpful: false, note: null }]),
    })
    await first.user.type(await screen.findByRole('textbox', { name: /What was wrong/ }), 'Half')
    first.unmount()

    renderChat({
      tables: chatTables(CHAT_ID, [{ reply_id: REPLY_ID, helpful: false, note: null }]),
    })
    expect(await screen.findByRole('textbox', { name: /What was wrong/ })).toHaveValue('Half')
  })

  it('is offered on a new reply at once, and never on the greeting or an empty chat', async () => {
    const { user, fake } = renderChat({ url: '/chatbot', tables: { chats: [], chat_messages: [] } })
    serveAssistant(fake, () => ({ content: 'You may qualify for free legal aid.' }))
    expect(screen.queryByRole('group', { name: 'Was this reply helpful?' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Am I eligible for free legal aid?' }))
    expect(await screen.findAllByRole('group', { name: 'Was this reply helpful?' })).toHaveLength(1)
    await user.click(await choice('Helpful'))
    await vi.waitFor(() =>
      expect(stored(fake)).toEqual([{ reply_id: 'reply-2', helpful: true, note: null }]),
    )
  })

  it('is not offered on the demo’s shared sample chat, which the database keeps read-only', async () => {
    renderChat({
      url: `/chatbot?id=${SAMPLE_CHAT_ID}`,
      tables: chatTables(SAMPLE_CHAT_ID),
      auth: buildSignedInAuth({}, { isDemo: true }),
    })
    expect(await within(await conversation()).findByText(/That is cheating/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Copy reply' })).toBeVisible()
    expect(screen.queryByRole('group', { name: 'Was this reply helpful?' })).toBeNull()
  })
})
