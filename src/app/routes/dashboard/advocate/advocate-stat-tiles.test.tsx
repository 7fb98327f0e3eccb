import { screen, within } from '@testing-library/react'
import { createFakeThreadClient } from '@/features/forum/testing/fake-thread-client'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { AdvocateStatTiles } from './advocate-stat-tiles'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

type Answer = { data: unknown; error: unknown }

const STATS: Answer = {
  data: { client_messages: 12, profile_views: 148, consultations: 5, forum_replies: 40 },
  error: null,
}

function fakeClient({ stats = STATS, activity }: { stats?: Answer; activity: Answer }) {
  const fake = createFakeThreadClient()
  fake.rpcAnswers.advocate_dashboard_stats = () => stats
  fake.rpcAnswers.my_forum_activity = () => activity
  return fake.client
}

function renderTiles(answers: { stats?: Answer; activity: Answer }) {
  loadSupabase.mockResolvedValue(fakeClient(answers))
  return renderApp(<AdvocateStatTiles />, { auth: buildSignedInAuth({ role: 'advocate' }) })
}

/** The figure under a term, e.g. 'Forum Replies'. */
const figure = (term: string) => {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === term)
  if (!dt?.parentElement) throw new Error(`No figure named ${term}`)
  return within(dt.parentElement).getByRole('definition')
}

describe('AdvocateStatTiles', () => {
  it("shows the advocate's own four figures, with no sample badge", async () => {
    renderTiles({ activity: { data: { threads: 1, replies: 41 }, error: null } })

    expect(await screen.findByText('41')).toBeVisible()
    expect(await screen.findByText('148')).toBeVisible()
    expect(figure('Client Messages')).toHaveTextContent(/^12$/)
    expect(figure('Profile Views')).toHaveTextContent(/^148$/)
    expect(figure('Consultations')).toHaveTextContent(/^5$/)
    // The forum's own count, which the forum refreshes when a reply is posted.
    expect(figure('Forum Replies')).toHaveTextContent(/^41$/)
    expect(screen.queryByText(/Sample/)).not.toBeInTheDocument()
  })

  it('writes large figures the Indian way', async () => {
    renderTiles({
      stats: {
        data: { client_messages: 0, profile_views: 123456, consultations: 0, forum_replies: 0 },
        error: null,
      },
      activity: { data: { threads: 0, replies: 0 }, error: null },
    })
    expect(await screen.findByText('1,23,456')).toBeVisible()
  })

  it('explains failed activity figures with a retry, and still shows the forum replies', async () => {
    const { user } = renderTiles({
      stats: { data: null, error: { message: 'Failed to fetch' } },
      activity: { data: { threads: 0, replies: 3 }, error: null },
    })

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load your activity figures.")
    expect(figure('Profile Views')).toHaveTextContent('Not available')
    expect(figure('Forum Replies')).toHaveTextContent(/^3$/)

    loadSupabase.mockResolvedValue(
      fakeClient({ activity: { data: { threads: 0, replies: 3 }, error: null } }),
    )
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('148')).toBeVisible()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('explains a failed forum count with a retry, and still shows the other figures', async () => {
    const { user } = renderTiles({
      activity: { data: null, error: { message: 'Failed to fetch' } },
    })

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load your forum replies.")
    expect(figure('Forum Replies')).toHaveTextContent('Not available')
    expect(await screen.findByText('148')).toBeVisible()

    loadSupabase.mockResolvedValue(
      fakeClient({ activity: { data: { threads: 0, replies: 3 }, error: null } }),
    )
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('3')).toBeVisible()
  })
})
