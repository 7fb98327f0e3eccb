import { screen, waitFor, within } from '@testing-library/react'
import { paths } from '@/config/paths'
import {
  buildThread,
  createFakeThreadClient,
  THREAD_ID,
} from '@/features/forum/testing/fake-thread-client'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { AdvocateDashboard } from './advocate-dashboard'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

const CONVERSATION_ID = 'c0a00000-0000-4000-8000-000000000001'

const region = (name: RegExp) => screen.getByRole('region', { name })

describe('AdvocateDashboard', () => {
  beforeEach(() => {
    const fake = createFakeThreadClient({
      conversation_cards: [
        {
          id: CONVERSATION_ID,
          consultation_id: 'c0b00000-0000-4000-8000-000000000001',
          consultation_status: 'accepted',
          other_id: '00000000-0000-4000-8000-0000000000c1',
          other_name: 'Rahul Verma',
          my_role: 'advocate',
          last_message: 'My neighbour has built a wall two feet into our plot.',
          last_message_at: '2026-11-21T10:15:00+05:30',
          last_message_is_mine: false,
          unread_count: 1,
          created_at: '2026-11-20T09:00:00+05:30',
        },
      ],
    })
    fake.rpcAnswers.forum_thread_page = () => ({ data: [buildThread()], error: null })
    fake.rpcAnswers.my_forum_activity = () => ({ data: { threads: 0, replies: 9 }, error: null })
    fake.rpcAnswers.advocate_dashboard_stats = () => ({
      data: { client_messages: 12, profile_views: 148, consultations: 5, forum_replies: 9 },
      error: null,
    })
    fake.rpcAnswers.my_advocate_profile_status = () => ({
      data: {
        completion_percent: 63,
        checklist: [
          { section: 'basic_information', state: 'done' },
          { section: 'professional_details', state: 'done' },
          { section: 'verification_documents', state: 'pending' },
          { section: 'banking_details', state: 'missing' },
        ],
      },
      error: null,
    })
    loadSupabase.mockResolvedValue(fake.client)
    renderApp(<AdvocateDashboard />, { auth: buildSignedInAuth({ role: 'advocate' }) })
  })

  it('welcomes the advocate with the line of docs/PRODUCT.md §2', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Advocate' })).toBeVisible()
  })

  it("shows the advocate's own four activity figures, none marked as sample", async () => {
    const stats = region(/Your activity/)
    const terms = await within(stats).findAllByRole('term')
    expect(terms.map((term) => term.textContent)).toEqual([
      'Client Messages',
      'Profile Views',
      'Consultations',
      'Forum Replies',
    ])
    const figures = within(stats).getAllByRole('definition')
    await waitFor(() =>
      expect(figures.map((figure) => figure.textContent)).toEqual(['12', '148', '5', '9']),
    )
    expect(stats).not.toHaveTextContent(/Sample/)
  })

  it('lists incoming messages with Respond links and a link to all messages', async () => {
    const inbox = region(/Incoming Messages/)
    const respond = await within(inbox).findByRole('link', { name: 'Respond to Rahul Verma' })
    expect(respond).toHaveAttribute('href', paths.message.getHref(CONVERSATION_ID))
    expect(inbox).toHaveTextContent('21 Nov 2026')
    expect(within(inbox).getByRole('link', { name: 'View all messages' })).toHaveAttribute(
      'href',
      paths.messages.getHref(),
    )
    expect(inbox).not.toHaveTextContent(/Sample/)
  })

  it("shows the advocate's profile completion, the checklist and Complete Profile", async () => {
    const status = region(/Profile Status/)
    const bar = await within(status).findByRole('progressbar', { name: 'Profile completion' })
    expect(bar).toHaveAttribute('aria-valuenow', '63')
    const items = within(within(status).getByRole('list', { name: 'Profile checklist' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).toEqual([
      'Basic informationDone',
      'Professional detailsDone',
      'Verification documentsPending',
      'Banking detailsMissing',
    ])
    expect(within(status).getByRole('link', { name: 'Complete Profile' })).toHaveAttribute(
      'href',
      paths.profile.getHref(),
    )
    expect(status).not.toHaveTextContent(/Sample/)
  })

  it('lists forum queries, each linking to its thread', async () => {
    const forum = region(/Forum Queries/)
    const thread = await within(forum).findByRole('link', {
      name: 'Can my landlord keep the whole deposit?',
    })
    expect(thread).toHaveAttribute('href', paths.forumThread.getHref(THREAD_ID))
    expect(forum).toHaveTextContent('No replies yet')
  })

  it('marks nothing on the page as sample data', async () => {
    await within(region(/Profile Status/)).findByRole('progressbar')
    await within(region(/Incoming Messages/)).findByRole('link', { name: /^Respond/ })
    expect(screen.queryByText(/Sample/)).not.toBeInTheDocument()
  })
})
