import { screen, within } from '@testing-library/react'
import { paths } from '@/config/paths'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { AdvocateDashboard } from './advocate-dashboard'

const region = (name: RegExp) => screen.getByRole('region', { name })

describe('AdvocateDashboard', () => {
  beforeEach(() => {
    renderApp(<AdvocateDashboard />, { auth: buildSignedInAuth({ role: 'advocate' }) })
  })

  it("welcomes the advocate with the spec's line", () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Advocate' })).toBeVisible()
  })

  it('shows the four activity figures, marked as sample data', async () => {
    const stats = region(/Your activity/)
    const terms = await within(stats).findAllByRole('term')
    expect(terms.map((term) => term.textContent)).toEqual([
      'Client Messages',
      'Profile Views',
      'Consultations',
      'Forum Replies',
    ])
    expect(within(stats).getAllByRole('definition')).toHaveLength(4)
    expect(within(stats).getByText('Sample data')).toBeInTheDocument()
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
      name: 'Can a daughter claim a share in ancestral agricultural land?',
    })
    expect(thread).toHaveAttribute('href', paths.forumThread('sample-ancestral-property'))
    expect(forum).toHaveTextContent('No replies yet')
  })
})
