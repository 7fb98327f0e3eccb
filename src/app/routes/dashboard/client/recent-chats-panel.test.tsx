import { screen, within } from '@testing-library/react'
import { paths } from '@/config/paths'
import { createFakeAssistantClient } from '@/features/assistant/testing/fake-assistant-client'
import { renderApp } from '@/testing/render'
import { RecentChatsPanel } from './recent-chats-panel'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

const chat = (n: number, title: string, updated: string, count: number) => ({
  id: `7a1c0000-0000-4000-8000-00000000000${n}`,
  title,
  message_count: count,
  created_at: '2026-11-01T10:00:00+05:30',
  updated_at: updated,
})

const panel = () => screen.getByRole('region', { name: 'Recent Chats' })

describe('RecentChatsPanel', () => {
  it("lists the client's own chats, newest first, each continuing at /chatbot?id=", async () => {
    const fake = createFakeAssistantClient({
      chats: [
        chat(1, 'Deposit not returned', '2026-11-18T10:00:00+05:30', 2),
        chat(2, 'Bail for my brother', '2026-11-22T10:00:00+05:30', 6),
      ],
    })
    loadSupabase.mockResolvedValue(fake.client)
    renderApp(<RecentChatsPanel />)

    const items = await within(panel()).findAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Bail for my brother22 Nov 2026 · 6 messages'),
      expect.stringContaining('Deposit not returned18 Nov 2026 · 2 messages'),
    ])
    expect(
      within(items[0]).getByRole('link', { name: 'Continue: Bail for my brother' }),
    ).toHaveAttribute('href', paths.chatbot.getHref('7a1c0000-0000-4000-8000-000000000002'))
    expect(within(panel()).queryByText('Sample data')).not.toBeInTheDocument()
  })

  it('invites a client without chats to start one', async () => {
    loadSupabase.mockResolvedValue(createFakeAssistantClient({ chats: [] }).client)
    renderApp(<RecentChatsPanel />)
    expect(await within(panel()).findByText('No chats yet')).toBeVisible()
    expect(within(panel()).getByRole('link', { name: 'Start a chat' })).toHaveAttribute(
      'href',
      paths.chatbot.getHref(),
    )
  })

  it('explains a failed load and offers to try again', async () => {
    const fake = createFakeAssistantClient({ chats: [] })
    fake.failures.chats = { message: 'You appear to be offline.' }
    loadSupabase.mockResolvedValue(fake.client)
    renderApp(<RecentChatsPanel />)
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      "We couldn't load your recent chats.You appear to be offline.",
    )
  })
})
