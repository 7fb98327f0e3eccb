import { act, screen, waitFor, within } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import type { AppSupabaseClient } from '@/lib/supabase'
import { createFakeAssistantClient } from '@/features/assistant/testing/fake-assistant-client'
import {
  buildDocument,
  createFakeDocumentsClient,
} from '@/features/documents/testing/fake-documents-client'
import {
  buildUpgradeRequest,
  createFakePlansClient,
  USER_ID,
  type FakePlansClient,
} from '@/features/plans/testing/fake-plans-client'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { ClientDashboard } from './client-dashboard'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

const CHAT_ID = '7a1c0000-0000-4000-8000-000000000001'
const DOCUMENT_ID = 'd3d00000-0000-4000-8000-000000000001'
let plans: FakePlansClient
beforeEach(() => {
  const chats = [
    {
      id: CHAT_ID,
      title: 'Tenant rights when the landlord keeps the deposit',
      message_count: 8,
      created_at: '2026-11-20T19:41:00+05:30',
      updated_at: '2026-11-20T19:45:00+05:30',
    },
  ]
  const assistant = createFakeAssistantClient({ chats }).client
  plans = createFakePlansClient()
  const documents = createFakeDocumentsClient({
    documents: [
      buildDocument({
        id: DOCUMENT_ID,
        title: 'Affidavit for Change of Name',
        updated_at: '2026-11-12T16:05:00+05:30',
      }),
    ],
  }).client
  // The chats come from the assistant's fake, the upgrade requests and documents from their own.
  const client = {
    ...assistant,
    from: (table: string) => {
      if (table === 'upgrade_requests') return plans.client.from(table)
      if (table === 'documents') return documents.from(table)
      return assistant.from(table as never)
    },
  } as unknown as AppSupabaseClient
  loadSupabase.mockResolvedValue(client)
})
afterEach(() => act(() => resetToasts()))

const renderAs = (profile: Parameters<typeof buildSignedInAuth>[0]) =>
  renderApp(
    <>
      <ClientDashboard />
      <Toaster />
    </>,
    { auth: buildSignedInAuth({ id: USER_ID, ...profile }) },
  )

const tools = () => screen.getByRole('region', { name: 'Your tools' })

describe('ClientDashboard', () => {
  it('welcomes the client by name', () => {
    renderAs({ name: 'Asha Rao' })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Asha Rao!')
  })

  it("welcomes a client without a name as 'there'", () => {
    renderAs({ name: null })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, there!')
  })

  it('offers a free user Premium at the one premium price, with the upgrade request', async () => {
    const { user } = renderAs({ plan: 'free' })
    const upsell = screen.getByRole('region', { name: 'Upgrade to Premium' })
    expect(upsell).toHaveTextContent('₹149/month')
    expect(within(upsell).queryByRole('link')).toBeNull()

    await user.click(await within(upsell).findByRole('button', { name: 'Upgrade' }))
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' })
    await user.click(within(dialog).getByRole('button', { name: 'Request upgrade' }))

    expect(await screen.findByText('Upgrade requested')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(upsell).toHaveTextContent('Upgrade requested on 27 Nov 2026 — we will contact you')
    expect(within(upsell).queryByRole('button', { name: 'Upgrade' })).toBeNull()
  })

  it('shows a free user’s open request in the banner, with a way to cancel it', async () => {
    plans.rows.push(buildUpgradeRequest({ created_at: '2026-11-26T10:30:00+05:30' }))
    const { user } = renderAs({ plan: 'free' })
    const upsell = screen.getByRole('region', { name: 'Upgrade to Premium' })

    expect(
      await within(upsell).findByText('Upgrade requested on 26 Nov 2026 — we will contact you'),
    ).toBeInTheDocument()
    await user.click(within(upsell).getByRole('button', { name: 'Cancel request' }))

    expect(await within(upsell).findByRole('button', { name: 'Upgrade' })).toBeEnabled()
    expect(screen.getByText('Upgrade request cancelled')).toBeInTheDocument()
  })

  it('shows a premium user no upsell', () => {
    renderAs({ plan: 'premium' })
    expect(screen.queryByRole('region', { name: 'Upgrade to Premium' })).not.toBeInTheDocument()
  })

  it('locks Documents and Advocates for a free user: marked, explained, not a link', () => {
    renderAs({ plan: 'free' })
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
    renderAs({ plan: 'premium' })
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
    renderAs({})
    const panel = screen.getByRole('region', { name: 'Recent Documents' })
    const view = await within(panel).findByRole('link', {
      name: 'View: Affidavit for Change of Name',
    })
    expect(view).toHaveAttribute('href', paths.document.getHref(DOCUMENT_ID))
    expect(panel).toHaveTextContent('Affidavit · 12 Nov 2026')
    expect(within(panel).queryByText('Sample data')).not.toBeInTheDocument()
  })

  it("lists the client's recent chats (title, date, message count) with a Continue link", async () => {
    renderAs({})
    const panel = screen.getByRole('region', { name: /Recent Chats/ })
    const items = await within(panel).findAllByRole('listitem')
    expect(items[0]).toHaveTextContent('Tenant rights when the landlord keeps the deposit')
    expect(items[0]).toHaveTextContent('20 Nov 2026 · 8 messages')
    expect(within(items[0]).getByRole('link', { name: /^Continue/ })).toHaveAttribute(
      'href',
      paths.chatbot.getHref(CHAT_ID),
    )
  })
})
