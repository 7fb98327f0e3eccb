import { act, screen } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { CONTACT_SUBMIT_DELAY_MS } from '@/config/constants'
import { renderApp } from '@/testing/render'
import { Component as ContactPage } from './contact'

function renderContactPage() {
  return renderApp(
    <>
      <ContactPage />
      <Toaster />
    </>,
  )
}

const field = (name: RegExp) => screen.getByLabelText(name)

describe('Contact page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })

  afterEach(() => {
    act(() => resetToasts())
    vi.useRealTimers()
  })

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
  })

  it('acknowledges a valid message after a short wait and clears the form', async () => {
    const { user } = renderContactPage()

    await user.type(field(/^name$/i), 'Meera Joshi')
    await user.type(field(/^email$/i), 'meera.joshi@example.in')
    await user.type(field(/^message$/i), 'How do I upgrade to Premium?')
    await user.click(screen.getByRole('button', { name: /send message/i }))

    expect(await screen.findByRole('button', { name: /sending/i })).toBeDisabled()
    expect(screen.queryByText('Message sent!')).toBeNull()

    await act(() => vi.advanceTimersByTimeAsync(CONTACT_SUBMIT_DELAY_MS))

    expect(await screen.findByText('Message sent!')).toBeInTheDocument()
    expect(screen.getByText("We'll get back to you as soon as possible.")).toBeInTheDocument()
    expect(field(/^name$/i)).toHaveValue('')
    expect(field(/^email$/i)).toHaveValue('')
    expect(field(/^message$/i)).toHaveValue('')
    expect(screen.getByRole('button', { name: /send message/i })).toBeEnabled()
  })
})
