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

function renderTiles(answer: { data: unknown; error: unknown }) {
  const fake = createFakeThreadClient()
  fake.rpcAnswers.my_forum_activity = () => answer
  loadSupabase.mockResolvedValue(fake.client)
  return renderApp(<AdvocateStatTiles />, { auth: buildSignedInAuth({ role: 'advocate' }) })
}

/** The figure under a term, e.g. 'Forum Replies'. */
const figure = (term: string) => {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === term)
  if (!dt?.parentElement) throw new Error(`No figure named ${term}`)
  return within(dt.parentElement).getByRole('definition')
}

describe('AdvocateStatTiles', () => {
  it("shows the advocate's real forum reply count and marks only the other three figures as sample", async () => {
    renderTiles({ data: { threads: 1, replies: 41 }, error: null })

    expect(await screen.findByText('41')).toBeVisible()
    expect(figure('Forum Replies')).toHaveTextContent(/^41$/)
    for (const term of ['Client Messages', 'Profile Views', 'Consultations'])
      expect(figure(term)).toHaveTextContent(/Sample/)
    expect(screen.getAllByText('Sample')).toHaveLength(3)
    expect(screen.queryByText('Sample data')).not.toBeInTheDocument()
  })

  it('explains a failed forum count with a retry, and still shows the other figures', async () => {
    const { user } = renderTiles({ data: null, error: { message: 'Failed to fetch' } })

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load your forum replies.")
    expect(figure('Forum Replies')).toHaveTextContent('Not available')
    expect(figure('Profile Views')).toHaveTextContent('148')

    const fake = createFakeThreadClient()
    fake.rpcAnswers.my_forum_activity = () => ({ data: { threads: 0, replies: 3 }, error: null })
    loadSupabase.mockResolvedValue(fake.client)
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('3')).toBeVisible()
  })
})
