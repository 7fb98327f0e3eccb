import { act, screen, waitFor, within } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import type { UserProfile } from '@/lib/auth'
import { withRealBackend, type SignedInMember } from '@/testing/real-backend'
import { renderApp } from '@/testing/render'
import { Component as PricingPage } from '../pricing'
import { ClientDashboard } from './client-dashboard'
import { RecentChatsPanel } from './client/recent-chats-panel'
import { RecentDocumentsPanel } from './client/recent-documents-panel'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

// The chats, documents and upgrade requests are rows of the real database, read through its RLS;
// the one upgrade request a member may have open is its rule too. Only the network is injected.
const backend = withRealBackend()
const { faults, sql } = backend

/**
 * Asha, a Premium client: three chats with the assistant, an affidavit edited last and six rent
 * agreements before it. Ravi: a new client with nothing yet.
 */
async function clients() {
  const asha = await backend.signUp({ name: 'Asha Rao' })
  const ravi = await backend.signUp({ name: 'Ravi Kumar' })
  await sql(`update public.users set plan = 'premium' where id = $1`, [asha.id])
  const chats = await sql<{ id: string }>(
    `insert into public.chats (owner_id, title, message_count, created_at, updated_at)
     select $1::uuid, title, count, '2026-11-01T10:00:00+05:30', updated
     from unnest($2::text[], $3::int[], $4::timestamptz[]) as chat (title, count, updated)
     returning id`,
    [
      asha.id,
      [
        'Deposit not returned',
        'Tenant rights when the landlord keeps the deposit',
        'Bail for my brother',
      ],
      [2, 8, 6],
      ['2026-11-18T10:00:00+05:30', '2026-11-20T19:45:00+05:30', '2026-11-22T10:00:00+05:30'],
    ],
  )
  const documents = await sql<{ id: string }>(
    `insert into public.documents (owner_id, template, title, updated_at)
     select $1::uuid, 'rent_agreement', 'Rent agreement ' || n, timestamptz '2026-11-19T10:00:00+05:30' + make_interval(days => n)
     from generate_series(1, 6) as n
     union all
     select $1::uuid, 'affidavit', 'Affidavit for Change of Name', '2026-11-26T16:05:00+05:30'
     returning id`,
    [asha.id],
  )
  return { asha, ravi, bailChat: chats[2], affidavit: documents[6] }
}

let scene: Awaited<ReturnType<typeof clients>>
beforeAll(async () => {
  scene = await clients()
}, 60_000)
afterEach(() => act(() => resetToasts()))

/** Renders `ui` for the member, the profile as told (the plan decides what the page offers). */
function renderAs(
  member: SignedInMember,
  profile: Partial<UserProfile> = {},
  ui = <ClientDashboard />,
) {
  loadSupabase.mockResolvedValue(member.client)
  const auth = { ...member.auth, profile: { ...member.auth.profile!, ...profile } }
  return renderApp(
    <>
      {ui}
      <Toaster />
    </>,
    { auth },
  )
}

/** A new free client whose upgrade request is open since 26 Nov 2026. */
async function memberWithOpenRequest() {
  const member = await backend.signUp({ name: 'Meera Iyer' })
  await sql(
    `insert into public.upgrade_requests (user_id, invoice_name, created_at)
     values ($1, 'Meera Iyer', '2026-11-26T10:30:00+05:30')`,
    [member.id],
  )
  return member
}

const tools = () => screen.getByRole('region', { name: 'Your tools' })
const openRequests = (member: SignedInMember) =>
  sql<{ status: string }>('select status from public.upgrade_requests where user_id = $1', [
    member.id,
  ])

describe('ClientDashboard', () => {
  it('welcomes the client by name', () => {
    renderAs(scene.ravi, { name: 'Asha Rao' })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Asha Rao!')
  })

  it("welcomes a client without a name as 'there'", () => {
    renderAs(scene.ravi, { name: null })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, there!')
  })

  it('offers a free user Premium at the one premium price, with the upgrade request', async () => {
    const member = await backend.signUp({ name: 'Meera Iyer' })
    const { user } = renderAs(member)
    const upsell = screen.getByRole('region', { name: 'Upgrade to Premium' })
    expect(upsell).toHaveTextContent('₹149/month')
    expect(within(upsell).queryByRole('link')).toBeNull()

    await user.click(await within(upsell).findByRole('button', { name: 'Upgrade' }))
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' })
    await user.click(within(dialog).getByRole('button', { name: 'Request upgrade' }))

    expect(await screen.findByText('Upgrade requested')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(upsell).toHaveTextContent(
      /Upgrade requested on \d{1,2} [A-Z][a-z]{2} \d{4} — we will contact you/,
    )
    expect(within(upsell).queryByRole('button', { name: 'Upgrade' })).toBeNull()
    expect(await openRequests(member)).toEqual([{ status: 'requested' }])
  })

  it('shows a free user’s open request in the banner, with a way to cancel it', async () => {
    const member = await memberWithOpenRequest()
    const { user } = renderAs(member)
    const upsell = screen.getByRole('region', { name: 'Upgrade to Premium' })

    expect(
      await within(upsell).findByText('Upgrade requested on 26 Nov 2026 — we will contact you'),
    ).toBeInTheDocument()
    await user.click(within(upsell).getByRole('button', { name: 'Cancel request' }))

    expect(await within(upsell).findByRole('button', { name: 'Upgrade' })).toBeEnabled()
    expect(screen.getByText('Upgrade request cancelled')).toBeInTheDocument()
    expect(await openRequests(member)).toEqual([{ status: 'cancelled' }])
  })

  it('shows a premium user no upsell', () => {
    renderAs(scene.asha, { plan: 'premium' })
    expect(screen.queryByRole('region', { name: 'Upgrade to Premium' })).not.toBeInTheDocument()
  })

  it('locks Documents and Advocates for a free user: marked, explained, not a link', () => {
    renderAs(scene.ravi)
    const links = within(tools()).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      paths.chatbot.getHref(),
      paths.forum.getHref(),
    ])
    for (const name of ['Documents', 'Advocates']) {
      const tile = within(tools()).getByRole('group', { name })
      expect(tile).toHaveAttribute('aria-disabled', 'true')
      expect(tile).toHaveTextContent('Premium Feature')
      expect(within(tile).getByRole('img', { name: 'Locked' })).toBeInTheDocument()
      expect(tile).toHaveAccessibleDescription(`Upgrade to Premium to use ${name}.`)
      expect(within(tile).queryByRole('link')).not.toBeInTheDocument()
    }
  })

  it('opens all four tools to a premium user', () => {
    renderAs(scene.asha, { plan: 'premium' })
    const hrefs = within(tools())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual([
      paths.chatbot.getHref(),
      paths.documents.getHref(),
      paths.advocates.getHref(),
      paths.forum.getHref(),
    ])
    expect(within(tools()).queryByText('Premium Feature')).not.toBeInTheDocument()
    expect(within(tools()).getByRole('link', { name: /Legal Chat/ })).toBeInTheDocument()
  })

  it("lists the client's recent documents (title, type, date) with a View link", async () => {
    renderAs(scene.asha, { plan: 'premium' })
    const panel = screen.getByRole('region', { name: 'Recent Documents' })
    const view = await within(panel).findByRole('link', {
      name: 'View: Affidavit for Change of Name',
    })
    expect(view).toHaveAttribute('href', paths.document.getHref(scene.affidavit.id))
    expect(panel).toHaveTextContent('Affidavit · 26 Nov 2026')
    expect(within(panel).queryByText('Sample data')).not.toBeInTheDocument()
  })

  it("lists the client's recent chats (title, date, message count) with a Continue link", async () => {
    renderAs(scene.asha, { plan: 'premium' })
    const panel = screen.getByRole('region', { name: /Recent Chats/ })
    const items = await within(panel).findAllByRole('listitem')
    expect(items[1]).toHaveTextContent('Tenant rights when the landlord keeps the deposit')
    expect(items[1]).toHaveTextContent('20 Nov 2026 · 8 messages')
    expect(within(items[0]).getByRole('link', { name: /^Continue/ })).toHaveAttribute(
      'href',
      paths.chatbot.getHref(scene.bailChat.id),
    )
  })
})

describe('RecentDocumentsPanel', () => {
  const panel = () => screen.getByRole('region', { name: 'Recent Documents' })

  it('lists the five most recently edited documents, without the Sample data badge', async () => {
    renderAs(scene.asha, { plan: 'premium' }, <RecentDocumentsPanel isPremium />)

    const items = await within(panel()).findAllByRole('listitem')
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Affidavit for Change of Name',
      'Rent agreement 6',
      'Rent agreement 5',
      'Rent agreement 4',
      'Rent agreement 3',
    ])
    expect(items[1]).toHaveTextContent('Rent Agreement · 25 Nov 2026')
    expect(within(panel()).queryByText('Sample data')).not.toBeInTheDocument()
  })

  it('says when there are none yet', async () => {
    renderAs(scene.ravi, { plan: 'premium' }, <RecentDocumentsPanel isPremium />)
    expect(await within(panel()).findByText('No documents yet')).toBeInTheDocument()
  })
})

describe('RecentChatsPanel', () => {
  const panel = () => screen.getByRole('region', { name: 'Recent Chats' })

  it("lists the client's own chats, newest first, each continuing at /chatbot?id=", async () => {
    renderAs(scene.asha, {}, <RecentChatsPanel />)

    const items = await within(panel()).findAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Bail for my brother22 Nov 2026 · 6 messages'),
      expect.stringContaining(
        'Tenant rights when the landlord keeps the deposit20 Nov 2026 · 8 messages',
      ),
      expect.stringContaining('Deposit not returned18 Nov 2026 · 2 messages'),
    ])
    expect(
      within(items[0]).getByRole('link', { name: 'Continue: Bail for my brother' }),
    ).toHaveAttribute('href', paths.chatbot.getHref(scene.bailChat.id))
    expect(within(panel()).queryByText('Sample data')).not.toBeInTheDocument()
  })

  it('invites a client without chats to start one', async () => {
    renderAs(scene.ravi, {}, <RecentChatsPanel />)
    expect(await within(panel()).findByText('No chats yet')).toBeVisible()
    expect(within(panel()).getByRole('link', { name: 'Start a chat' })).toHaveAttribute(
      'href',
      paths.chatbot.getHref(),
    )
  })

  it('explains a failed load and offers to try again', async () => {
    // A 500: supabase-js itself retries a read that meets a 503 or a dropped connection.
    faults.failNext('GET /rest/v1/chats', {
      code: 'XX000',
      message: 'The server is restarting.',
      status: 500,
    })
    const { user } = renderAs(scene.asha, {}, <RecentChatsPanel />)
    const alert = await within(panel()).findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load your recent chats.The server is restarting.")
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(panel()).findByText('Bail for my brother')).toBeVisible()
  })
})

// The pricing page's Premium card holds the same upgrade request (its other cases need no backend:
// ../pricing.test.tsx).
describe('Pricing page, for a free client', () => {
  const planCard = (name: 'Free' | 'Premium') => screen.getByRole('article', { name })

  it('marks a free user’s plan as current and offers the upgrade request on Premium', async () => {
    const { user } = renderAs(scene.ravi, {}, <PricingPage />)

    expect(within(planCard('Free')).getByText('Current Plan')).toBeInTheDocument()
    expect(within(planCard('Premium')).queryByText('Current Plan')).toBeNull()
    expect(within(planCard('Free')).getByRole('button', { name: /on this plan/i })).toBeDisabled()
    const upgrade = await within(planCard('Premium')).findByRole('button', {
      name: 'Upgrade to Premium',
    })
    expect(within(planCard('Premium')).queryByRole('link')).toBeNull()

    await user.click(upgrade)
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Premium' })).toHaveTextContent(
      'No payment is taken now',
    )
  })

  it('shows a free user’s open request on the Premium card instead of the button', async () => {
    renderAs(await memberWithOpenRequest(), {}, <PricingPage />)

    expect(
      await within(planCard('Premium')).findByText(
        'Upgrade requested on 26 Nov 2026 — we will contact you',
      ),
    ).toBeInTheDocument()
    expect(
      within(planCard('Premium')).getByRole('button', { name: 'Cancel request' }),
    ).toBeEnabled()
    expect(
      within(planCard('Premium')).queryByRole('button', { name: 'Upgrade to Premium' }),
    ).toBeNull()
  })
})
