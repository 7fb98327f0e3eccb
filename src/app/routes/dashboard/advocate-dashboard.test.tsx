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

const region = (name: RegExp) => screen.getByRole('region', { name })

describe('AdvocateDashboard', () => {
  beforeEach(() => {
    const fake = createFakeThreadClient()
    fake.rpcAnswers.forum_thread_page = () => ({ data: [buildThread()], error: null })
    fake.rpcAnswers.my_forum_activity = () => ({ data: { threads: 0, replies: 9 }, error: null })
    loadSupabase.mockResolvedValue(fake.client)
    renderApp(<AdvocateDashboard />, { auth: buildSignedInAuth({ role: 'advocate' }) })
  })

  it('welcomes the advocate with the line of docs/PRODUCT.md §2', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Advocate' })).toBeVisible()
  })

  it('shows the four activity figures: the forum replies real, the other three marked as sample', async () => {
    const stats = region(/Your activity/)
    const terms = await within(stats).findAllByRole('term')
    expect(terms.map((term) => term.textContent)).toEqual([
      'Client Messages',
      'Profile Views',
      'Consultations',
      'Forum Replies',
    ])
    const figures = within(stats).getAllByRole('definition')
    expect(figures).toHaveLength(4)
    await waitFor(() => expect(figures[3]).toHaveTextContent(/^9$/))
    expect(figures.slice(0, 3).map((figure) => figure.textContent)).toEqual([
      expect.stringContaining('Sample'),
      expect.stringContaining('Sample'),
      expect.stringContaining('Sample'),
    ])
  })

  it('lists incoming messages with Respond links and a link to all messages', async () => {
    const inbox = region(/Incoming Messages/)
    const respond = await within(inbox).findByRole('link', { name: 'Respond to Rahul Verma' })
    expect(respond).toHaveAttribute('href', paths.message('sample-property-dispute'))
    expect(inbox).toHaveTextContent('21 Nov 2026')
    expect(within(inbox).getByRole('link', { name: 'View all messages' })).toHaveAttribute(
      'href',
      paths.messages,
    )
  })

  it('shows the profile completion as a progress bar, the checklist and Complete Profile', async () => {
    const status = region(/Profile Status/)
    const bar = await within(status).findByRole('progressbar', { name: 'Profile completion' })
    expect(bar).toHaveAttribute('aria-valuenow', '70')
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
      paths.profile,
    )
  })

  it('lists forum queries, each linking to its thread', async () => {
    const forum = region(/Forum Queries/)
    const thread = await within(forum).findByRole('link', {
      name: 'Can my landlord keep the whole deposit?',
    })
    expect(thread).toHaveAttribute('href', paths.forumThread(THREAD_ID))
    expect(forum).toHaveTextContent('No replies yet')
    expect(within(forum).queryByText('Sample data')).not.toBeInTheDocument()
  })
})
