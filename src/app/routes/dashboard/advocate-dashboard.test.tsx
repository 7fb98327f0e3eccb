import { act, screen, waitFor, within } from '@testing-library/react'
import { paths } from '@/config/paths'
import { advocateStatsQueryOptions } from '@/features/advocates/api/get-advocate-stats'
import { withRealBackend, type SignedInMember } from '@/testing/real-backend'
import { renderApp } from '@/testing/render'
import { AdvocateDashboard } from './advocate-dashboard'
import { AdvocateStatTiles } from './advocate/advocate-stat-tiles'
import { ProfileStatusPanel } from './advocate/profile-status-panel'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

// Every figure, list and checklist is the database's own count of the scene below (set once, as
// the owner writes history); only the network is injected.
const backend = withRealBackend()
const { faults, sql } = backend

const DESCRIPTION = 'My neighbour has built a wall two feet into our plot and will not stop.'

/**
 * Adv. Meera Iyer's practice: her profile complete but for the bank details, verification pending;
 * Rahul's conversation with 12 messages to her; five consultations that count and a declined one
 * that does not; 48 profile views in the last 30 days; 9 forum replies; and three forum threads,
 * one of which a verified advocate has answered.
 */
async function practice() {
  const advocate = await backend.signUp({ name: 'Adv. Meera Iyer', role: 'advocate' })
  const rahul = await backend.signUp({ name: 'Rahul Verma' })
  const meera = await backend.signUp({ name: 'Meera K.' })
  const ravi = await backend.signUp({ name: 'Ravi Kumar' })
  const priya = await backend.signUp({ name: 'Priya S.' })
  const answering = await backend.signUp({ name: 'Adv. Kiran Rao', role: 'advocate' })
  await sql(
    `insert into public.advocate_profiles (id, display_name, city, state, languages, bio, practice_areas,
       courts, enrolment_year, fee_inr, bar_council_enrolment_no, state_bar_council, verification_status, submitted_at)
     values ($1, 'Adv. Meera Iyer', 'Pune', 'Maharashtra', '{English,Marathi}',
       'Property and tenancy disputes in Pune for fifteen years, from notices to appeals.',
       '{Property Law}', '{Pune District Court}', 2010, 1500, 'MAH/1234/2010',
       'Bar Council of Maharashtra and Goa', 'pending', now()),
       ($2, 'Adv. Kiran Rao', null, null, '{}', null, '{}', '{}', null, null, null, null, 'verified', null)`,
    [advocate.id, answering.id],
  )

  const [{ id: conversationId }] = await sql<{ id: string }>(
    `with asked as (
       insert into public.consultations (client_id, advocate_id, category, description, mode, preferred_at, status)
       select client, $1, 'Property Law', $2, 'chat', now() + interval '5 days', status
       from unnest($3::uuid[], $4::text[]) as asked (client, status)
       returning id, client_id, status
     )
     insert into public.conversations (consultation_id, client_id, advocate_id)
     select id, client_id, $1 from asked where status = 'accepted' returning id`,
    [
      advocate.id,
      DESCRIPTION,
      [rahul.id, rahul.id, meera.id, ravi.id, priya.id, priya.id],
      ['accepted', 'completed', 'requested', 'completed', 'requested', 'declined'],
    ],
  )
  await sql(
    `insert into public.messages (conversation_id, sender_id, body, created_at)
     select $1, $2, case n when 12 then 'My neighbour has built a wall two feet into our plot.'
       else 'Message ' || n end, timestamptz '2026-11-21T10:15:00+05:30' - make_interval(mins => 12 - n)
     from generate_series(1, 12) as n`,
    [conversationId, rahul.id],
  )
  await sql(
    `insert into public.advocate_profile_views (advocate_id, viewer_id, day)
     select $1, viewer, current_date - days from unnest($2::uuid[]) as viewer, generate_series(0, 11) as days`,
    [advocate.id, [rahul.id, meera.id, ravi.id, priya.id]],
  )

  const [deposit, , wall] = await sql<{ id: string }>(
    `insert into public.forum_threads (author_id, title, body, categories, is_anonymous, created_at)
     values ($1, 'Can my landlord keep the whole deposit?',
       'I left the flat after two years. The landlord keeps ₹40,000 for repairs.',
       '{Civil Law,Property Law}', false, '2026-11-20T10:00:00+05:30'),
       ($2, 'Is a verbal will valid in India?', 'My grandfather told us how to share the house before he died.',
       '{Family Law}', true, '2026-11-20T09:00:00+05:30'),
       ($3, 'Who pays for a wall built on my plot?', 'My neighbour has built a wall two feet into our plot.',
       '{Property Law}', false, '2026-11-21T09:00:00+05:30')
     returning id`,
    [meera.id, priya.id, rahul.id],
  )
  await sql(
    `insert into public.forum_replies (thread_id, author_id, body)
     select $1::uuid, $2::uuid, 'The landlord must account for every deduction.'
     union all select $3::uuid, $4::uuid, 'Ask for a survey of the boundary first.'
     union all select $3::uuid, $5::uuid, 'Reply ' || n from generate_series(1, 9) as n`,
    [deposit.id, ravi.id, wall.id, answering.id, advocate.id],
  )
  return { advocate, conversationId, deposit }
}

let scene: Awaited<ReturnType<typeof practice>>
beforeAll(async () => {
  scene = await practice()
}, 60_000)

function renderAs(member: SignedInMember, ui = <AdvocateDashboard />) {
  loadSupabase.mockResolvedValue(member.client)
  return renderApp(ui, { auth: member.auth })
}

const region = (name: RegExp) => screen.getByRole('region', { name })

/** The figure under a term, e.g. 'Forum Replies'. */
const figure = (term: string) => {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === term)
  if (!dt?.parentElement) throw new Error(`No figure named ${term}`)
  return within(dt.parentElement).getByRole('definition')
}

describe('AdvocateDashboard', () => {
  beforeEach(() => renderAs(scene.advocate))

  it('welcomes the advocate with the line of docs/PRODUCT.md §2', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Advocate' })).toBeVisible()
  })

  it("shows the advocate's own four activity figures as the database counts them, none marked as sample", async () => {
    const stats = region(/Your activity/)
    const terms = await within(stats).findAllByRole('term')
    expect(terms.map((term) => term.textContent)).toEqual([
      'Client Messages',
      'Profile Views',
      'Consultations',
      'Forum Replies',
    ])
    const figures = within(stats).getAllByRole('definition')
    // Declined and cancelled consultations do not count; forum replies are the forum's own count.
    await waitFor(() =>
      expect(figures.map((figure) => figure.textContent)).toEqual(['12', '48', '5', '9']),
    )
    expect(stats).not.toHaveTextContent(/Sample/)
  })

  it('lists incoming messages with Respond links and a link to all messages', async () => {
    const inbox = region(/Incoming Messages/)
    const respond = await within(inbox).findByRole('link', { name: 'Respond to Rahul Verma' })
    expect(respond).toHaveAttribute('href', paths.message.getHref(scene.conversationId))
    expect(inbox).toHaveTextContent('21 Nov 2026')
    expect(inbox).toHaveTextContent('My neighbour has built a wall two feet into our plot.')
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

  it('lists the forum queries no verified advocate has answered, newest first, each linking to its thread', async () => {
    const forum = region(/Forum Queries/)
    const deposit = await within(forum).findByRole('link', {
      name: 'Can my landlord keep the whole deposit?',
    })
    expect(deposit).toHaveAttribute('href', paths.forumThread.getHref(scene.deposit.id))
    const titles = within(forum)
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter((text) => text?.endsWith('?'))
    // The wall question is newer, but a verified advocate has answered it.
    expect(titles).toEqual([
      'Can my landlord keep the whole deposit?',
      'Is a verbal will valid in India?',
    ])
    expect(forum).toHaveTextContent('Meera K. · 20 Nov 2026 · 1 Reply')
    expect(forum).toHaveTextContent('Anonymous · 20 Nov 2026 · No replies yet')
    expect(within(forum).queryByText('Sample data')).not.toBeInTheDocument()
  })

  it('marks nothing on the page as sample data', async () => {
    await within(region(/Profile Status/)).findByRole('progressbar')
    await within(region(/Incoming Messages/)).findByRole('link', { name: /^Respond/ })
    expect(screen.queryByText(/Sample/)).not.toBeInTheDocument()
  })
})

describe('AdvocateStatTiles', () => {
  it('writes large figures the Indian way', async () => {
    // A lakh of rows would cost seconds to write: the figure goes into the cache while the read waits.
    const release = faults.hold('POST /rest/v1/rpc/advocate_dashboard_stats')
    const { queryClient } = renderAs(scene.advocate, <AdvocateStatTiles />)
    act(() =>
      queryClient.setQueryData(advocateStatsQueryOptions().queryKey, {
        stats: {
          clientMessagesReceived: 0,
          profileViews: 123456,
          consultations: 0,
          forumReplies: 0,
        },
      }),
    )
    expect(await screen.findByText('1,23,456')).toBeVisible()
    release()
  })

  it('explains failed activity figures with a retry, and still shows the forum replies', async () => {
    faults.failNext('POST /rest/v1/rpc/advocate_dashboard_stats', 'network')
    const { user } = renderAs(scene.advocate, <AdvocateStatTiles />)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load your activity figures.")
    expect(figure('Profile Views')).toHaveTextContent('Not available')
    await waitFor(() => expect(figure('Forum Replies')).toHaveTextContent(/^9$/))

    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('48')).toBeVisible()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('explains a failed forum count with a retry, and still shows the other figures', async () => {
    faults.failNext('POST /rest/v1/rpc/my_forum_activity', 'network')
    const { user } = renderAs(scene.advocate, <AdvocateStatTiles />)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load your forum replies.")
    expect(figure('Forum Replies')).toHaveTextContent('Not available')
    expect(await screen.findByText('48')).toBeVisible()

    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('9')).toBeVisible()
  })
})

describe('ProfileStatusPanel', () => {
  it("shows a new advocate's status from the database: nothing done yet, with no sample badge", async () => {
    renderAs(
      await backend.signUp({ name: 'Adv. New Joiner', role: 'advocate' }),
      <ProfileStatusPanel />,
    )

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
    faults.failNext('POST /rest/v1/rpc/my_advocate_profile_status', 'network')
    renderAs(scene.advocate, <ProfileStatusPanel />)

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load your profile status.",
    )
    expect(screen.getByRole('link', { name: 'Complete Profile' })).toBeInTheDocument()
  })
})
