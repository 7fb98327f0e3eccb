import { act, screen, waitFor } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import type { AppSupabaseClient } from '@/lib/supabase'
import { renderApp } from '@/testing/render'
import { Component as ContactPage } from './contact'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

type InsertError = { code: string; message: string } | null

/** contact_messages as anon sees it: insert only (no `.select()`: the fake has none). */
function fakeClient(error: InsertError = null) {
  const insert = vi.fn<
    (row: Record<string, unknown>) => Promise<{ data: null; error: InsertError }>
  >(async () => ({ data: null, error }))
  const from = vi.fn((table: string) => {
    if (table !== 'contact_messages') throw new Error(`unexpected table ${table}`)
    return { insert }
  })
  loadSupabase.mockResolvedValue({ from } as unknown as AppSupabaseClient)
  return { from, insert }
}

function renderContactPage() {
  return renderApp(
    <>
      <ContactPage />
      <Toaster />
    </>,
  )
}

const field = (name: RegExp) => screen.getByLabelText(name)
const LIMIT_MESSAGE =
  'You have sent 5 messages in the last hour. Please try again later, or write to us by e-mail.'

async function fillAndSend(user: ReturnType<typeof renderContactPage>['user']) {
  await user.type(field(/^name$/i), '  Meera Joshi ')
  await user.type(field(/^email$/i), 'meera.joshi@example.in')
  await user.type(field(/^message$/i), 'How do I upgrade to Premium?')
  await user.click(screen.getByRole('button', { name: /send message/i }))
}

describe('Contact page', () => {
  beforeEach(() => {
    loadSupabase.mockReset()
  })
  afterEach(() => act(() => resetToasts()))

  it('shows the three ways to reach us, including live chat hours', () => {
    renderContactPage()

    expect(screen.getByRole('link', { name: 'support@lexsetu.in' })).toHaveAttribute(
      'href',
      'mailto:support@lexsetu.in',
    )
    expect(screen.getByRole('heading', { name: 'Phone' })).toBeInTheDocument()
    expect(screen.getByText('Available 9 AM - 6 PM IST')).toBeInTheDocument()
  })

  it('explains every missing field and keeps what was typed', async () => {
    const { insert } = fakeClient()
    const { user } = renderContactPage()

    await user.click(screen.getByRole('button', { name: /send message/i }))

    expect(await screen.findByText('Please enter your name')).toBeInTheDocument()
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument()
    expect(screen.getByText('Please write your message')).toBeInTheDocument()
    expect(field(/^name$/i)).toHaveAttribute('aria-invalid', 'true')
    expect(field(/^name$/i)).toHaveAccessibleDescription('Please enter your name')
    expect(field(/^name$/i)).toHaveFocus()

    await user.type(field(/^name$/i), 'Meera Joshi')
    await user.type(field(/^email$/i), 'meera@')
    await user.click(screen.getByRole('button', { name: /send message/i }))

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.queryByText('Please enter your name')).toBeNull()
    expect(field(/^name$/i)).toHaveValue('Meera Joshi')
    expect(field(/^name$/i)).toHaveAttribute('aria-invalid', 'false')
    expect(insert).not.toHaveBeenCalled()
  })

  it('loads the Supabase client only once the visitor starts using the form', async () => {
    fakeClient()
    const { user } = renderContactPage()
    expect(loadSupabase).not.toHaveBeenCalled()

    await user.click(field(/^name$/i))
    await waitFor(() => expect(loadSupabase).toHaveBeenCalled())
  })

  it('stores the message, thanks the visitor and clears the form', async () => {
    const { from, insert } = fakeClient()
    const { user } = renderContactPage()
    await fillAndSend(user)

    expect(await screen.findByText('Message sent!')).toBeInTheDocument()
    expect(screen.getByText("We'll get back to you as soon as possible.")).toBeInTheDocument()
    expect(from).toHaveBeenCalledWith('contact_messages')
    expect(insert).toHaveBeenCalledTimes(1)
    expect(insert).toHaveBeenCalledWith({
      name: 'Meera Joshi',
      email: 'meera.joshi@example.in',
      message: 'How do I upgrade to Premium?',
    })
    expect(field(/^name$/i)).toHaveValue('')
    expect(field(/^email$/i)).toHaveValue('')
    expect(field(/^message$/i)).toHaveValue('')
    expect(screen.getByRole('button', { name: /send message/i })).toBeEnabled()
  })

  it("shows the hourly limit in the database's words and keeps the message", async () => {
    fakeClient({ code: 'LS011', message: LIMIT_MESSAGE })
    const { user } = renderContactPage()
    await fillAndSend(user)

    expect(await screen.findByText('Message not sent')).toBeInTheDocument()
    expect(screen.getByText(LIMIT_MESSAGE)).toBeInTheDocument()
    expect(screen.queryByText('Message sent!')).toBeNull()
    expect(field(/^name$/i)).toHaveValue('  Meera Joshi ')
    expect(field(/^message$/i)).toHaveValue('How do I upgrade to Premium?')
    expect(screen.getByRole('button', { name: /send message/i })).toBeEnabled()
  })

  it('asks to check the connection when the message did not reach us', async () => {
    fakeClient({ code: '', message: 'TypeError: Failed to fetch' })
    const { user } = renderContactPage()
    await fillAndSend(user)

    expect(await screen.findByText('Message not sent')).toBeInTheDocument()
    expect(screen.getByText('Please check your connection and try again.')).toBeInTheDocument()
    expect(field(/^email$/i)).toHaveValue('meera.joshi@example.in')
  })

  it('asks to check the connection when the client could not be downloaded', async () => {
    loadSupabase.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'))
    const { user } = renderContactPage()
    await fillAndSend(user)

    expect(
      await screen.findByText('Please check your connection and try again.'),
    ).toBeInTheDocument()
    expect(field(/^message$/i)).toHaveValue('How do I upgrade to Premium?')
  })

  it('says so when the server refuses for another reason', async () => {
    fakeClient({ code: '42501', message: 'permission denied for table contact_messages' })
    const { user } = renderContactPage()
    await fillAndSend(user)

    expect(
      await screen.findByText(
        'Something went wrong on our side. Please try again later, or write to us at support@lexsetu.in.',
      ),
    ).toBeInTheDocument()
  })

  it('thanks a bot that filled the hidden field, and sends nothing', async () => {
    const { insert } = fakeClient()
    const { user, container } = renderContactPage()
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')
    expect(honeypot).not.toBeNull()
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(honeypot).toHaveAttribute('autocomplete', 'off')
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull()

    await user.type(honeypot!, 'https://spam.example')
    await fillAndSend(user)

    expect(await screen.findByText('Message sent!')).toBeInTheDocument()
    expect(insert).not.toHaveBeenCalled()
  })
})
