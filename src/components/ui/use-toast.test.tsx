import { act, render, screen, waitFor } from '@testing-library/react'
import { dismissToast, resetToasts, toast } from './use-toast'
import { Toaster } from './toaster'

describe('toasts', () => {
  afterEach(() => act(() => resetToasts()))

  it('shows only the latest toast when two are raised in a row', async () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Draft saved' })
      toast({ title: 'Message sent!', description: "We'll get back to you as soon as possible." })
    })
    expect(await screen.findByText('Message sent!')).toBeInTheDocument()
    expect(screen.queryByText('Draft saved')).not.toBeInTheDocument()
  })

  it('closes a toast when it is dismissed', async () => {
    render(<Toaster />)
    let shown: ReturnType<typeof toast> | undefined
    act(() => {
      shown = toast({ title: 'Welcome back!' })
    })
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument()

    act(() => shown?.dismiss())
    await waitFor(() => expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument())
  })

  it('closes every toast when dismissed without an id', async () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Success' })
    })
    expect(await screen.findByText('Success')).toBeInTheDocument()
    act(() => dismissToast())
    await waitFor(() => expect(screen.queryByText('Success')).not.toBeInTheDocument())
  })
})
