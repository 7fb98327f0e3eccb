import { screen, within } from '@testing-library/react'
import { paths } from '@/config/paths'
import {
  buildThread,
  createFakeThreadClient,
  THREAD_ID,
} from '@/features/forum/testing/fake-thread-client'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { ForumQueriesPanel } from './forum-queries-panel'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

describe('ForumQueriesPanel', () => {
  it('lists real threads awaiting an advocate, without the Sample data badge', async () => {
    const fake = createFakeThreadClient()
    fake.rpcAnswers.forum_thread_page = () => ({
      data: [
        buildThread({ reply_count: 1 }),
        buildThread({
          id: '5f0e0000-0000-4000-8000-000000000002',
          title: 'Is a verbal will valid in India?',
          categories: ['Family Law'],
          is_anonymous: true,
          author_id: null,
          author_name: null,
        }),
      ],
      error: null,
    })
    loadSupabase.mockResolvedValue(fake.client)
    renderApp(<ForumQueriesPanel />, { auth: buildSignedInAuth({ role: 'advocate' }) })

    const panel = screen.getByRole('region', { name: 'Forum Queries' })
    const first = await within(panel).findByRole('link', {
      name: 'Can my landlord keep the whole deposit?',
    })
    expect(first).toHaveAttribute('href', paths.forumThread.getHref(THREAD_ID))
    expect(panel).toHaveTextContent('Meera K. · 20 Nov 2026 · 1 Reply')
    expect(panel).toHaveTextContent('Anonymous · 20 Nov 2026 · No replies yet')
    expect(within(panel).queryByText('Sample data')).not.toBeInTheDocument()
    expect(fake.rpc).toHaveBeenCalledWith('forum_thread_page', {
      sort: 'awaiting_advocate',
      page_size: 5,
    })
  })
})
