import { screen, within } from '@testing-library/react'
import { paths } from '@/config/paths'
import { createFakeThreadClient } from '@/features/forum/testing/fake-thread-client'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { ProfileStatusPanel } from './profile-status-panel'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

const NEW_ADVOCATE = {
  completion_percent: 0,
  checklist: [
    { section: 'basic_information', state: 'missing' },
    { section: 'professional_details', state: 'missing' },
    { section: 'verification_documents', state: 'missing' },
    { section: 'banking_details', state: 'missing' },
  ],
}

function renderPanel(answer: { data: unknown; error: unknown }) {
  const fake = createFakeThreadClient()
  fake.rpcAnswers.my_advocate_profile_status = () => answer
  loadSupabase.mockResolvedValue(fake.client)
  return renderApp(<ProfileStatusPanel />, { auth: buildSignedInAuth({ role: 'advocate' }) })
}

describe('ProfileStatusPanel', () => {
  it("shows the advocate's own status from the database, with no sample badge", async () => {
    renderPanel({ data: NEW_ADVOCATE, error: null })

    const bar = await screen.findByRole('progressbar', { name: 'Profile completion' })
    expect(bar).toHaveAttribute('aria-valuenow', '0')
    expect(
      within(screen.getByRole('list', { name: 'Profile checklist' })).getAllByText('Missing'),
    ).toHaveLength(4)
    expect(screen.getByRole('link', { name: 'Complete Profile' })).toHaveAttribute(
      'href',
      paths.profile.getHref(),
    )
    expect(screen.queryByText(/Sample/)).not.toBeInTheDocument()
  })

  it('explains a failed read with a retry, and still offers Complete Profile', async () => {
    renderPanel({ data: null, error: { message: 'Failed to fetch' } })

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load your profile status.",
    )
    expect(screen.getByRole('link', { name: 'Complete Profile' })).toBeInTheDocument()
  })
})
