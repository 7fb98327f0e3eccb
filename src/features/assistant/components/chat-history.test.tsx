import { act, screen, within } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { createFakeAssistantClient } from '../testing/fake-assistant-client'
import { ChatHistory } from './chat-history'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

const BAIL = '7a1c0000-0000-4000-8000-000000000001'
const DEPOSIT = '7a1c0000-0000-4000-8000-000000000002'
const chat = (id: string, title: string, updated: string, count: number) => ({
  id,
  title,
  message_count: count,
  created_at: '2026-11-01T10:00:00+05:30',
  updated_at: updated,
})

function renderHistory(currentId: string | null = BAIL) {
  const fake = createFakeAssistantClient({
    chats: [
      chat(BAIL, 'Bail for my brother', '2026-11-22T10:00:00+05:30', 4),
      chat(DEPOSIT, 'Deposit not returned', '2026-11-18T10:00:00+05:30', 1),
    ],
  })
  loadSupabase.mockResolvedValue(fake.client)
  const view = renderApp(
    <>
      <h2 id="history-title">Your chats</h2>
      <ChatHistory currentId={currentId} labelledBy="history-title" />
      <Toaster />
    </>,
    {
      path: '/chatbot',
      url: currentId ? `/chatbot?id=${currentId}` : '/chatbot',
      auth: buildSignedInAuth(),
    },
  )
  return { ...view, fake }
}

const history = () => screen.getByRole('navigation', { name: 'Your chats' })

describe('ChatHistory', () => {
  afterEach(() => act(() => resetToasts()))

  it('lists the chats newest first with date and count, marks the open one, and offers a new chat', async () => {
    renderHistory()
    const links = await within(history()).findAllByRole('link', { name: /Bail|Deposit/ })
    expect(links.map((link) => link.textContent)).toEqual([
      'Bail for my brother22 Nov 2026 · 4 messages',
      'Deposit not returned18 Nov 2026 · 1 message',
    ])
    expect(links[0]).toHaveAttribute('aria-current', 'page')
    expect(links[0]).toHaveAttribute('href', `/chatbot?id=${BAIL}`)
    expect(links[1]).not.toHaveAttribute('aria-current')
    expect(within(history()).getByRole('link', { name: 'New chat' })).toHaveAttribute(
      'href',
      '/chatbot',
    )
  })

  it('renames a chat in place: the title is trimmed, and an empty one is refused', async () => {
    const { user, fake } = renderHistory()
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
    expect(fake.tables.chats.find((row) => row.id === DEPOSIT)?.title).toBe('Security deposit')
    expect(screen.getByRole('button', { name: 'Rename: Security deposit' })).toHaveFocus()
  })

  it('leaves the title as it was when renaming is cancelled with Escape', async () => {
    const { user, fake } = renderHistory()
    await user.click(await screen.findByRole('button', { name: 'Rename: Bail for my brother' }))
    await user.type(screen.getByRole('textbox', { name: 'Chat title' }), ' and me{Escape}')
    expect(screen.queryByRole('textbox', { name: 'Chat title' })).not.toBeInTheDocument()
    expect(fake.tables.chats[0].title).toBe('Bail for my brother')
  })

  it('deletes a chat only once the user confirms', async () => {
    const { user, fake, router } = renderHistory()
    await user.click(await screen.findByRole('button', { name: 'Delete: Deposit not returned' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this chat?' })
    expect(dialog).toHaveAccessibleDescription(
      '“Deposit not returned” and all its messages will be deleted. This cannot be undone.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(fake.tables.chats).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: 'Delete: Deposit not returned' }))
    await user.click(screen.getByRole('button', { name: 'Delete chat' }))

    expect(await screen.findByText('Chat deleted')).toBeVisible()
    expect(screen.queryByRole('link', { name: /Deposit not returned/ })).not.toBeInTheDocument()
    expect(fake.tables.chats.map((row) => row.id)).toEqual([BAIL])
    expect(router.state.location.search).toBe(`?id=${BAIL}`)
  })

  it('starts a new chat when the open chat is deleted', async () => {
    const { user, router } = renderHistory(BAIL)
    await user.click(await screen.findByRole('button', { name: 'Delete: Bail for my brother' }))
    await user.click(screen.getByRole('button', { name: 'Delete chat' }))
    expect(await screen.findByText('Chat deleted')).toBeVisible()
    expect(router.state.location.pathname).toBe('/chatbot')
    expect(router.state.location.search).toBe('')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('says there are no chats yet', async () => {
    const fake = createFakeAssistantClient({ chats: [] })
    loadSupabase.mockResolvedValue(fake.client)
    renderApp(<ChatHistory currentId={null} />)
    expect(await screen.findByText(/No chats yet/)).toBeVisible()
  })
})
