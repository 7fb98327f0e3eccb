import { act, render, screen } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { OFFLINE_ERROR } from './api-error'
import { createQueryClient } from './query-client'

function failingMutation(meta?: { errorToast?: string }) {
  const queryClient = createQueryClient({ mutations: { retry: false } })
  return queryClient
    .getMutationCache()
    .build(queryClient, {
      mutationFn: () => Promise.reject(new TypeError('Failed to fetch')),
      meta,
    })
    .execute(undefined)
}

describe("the QueryClient's error policy", () => {
  afterEach(() => act(() => resetToasts()))

  it("shows a failed mutation's meta.errorToast, with the error in words for the user", async () => {
    render(<Toaster />)
    await act(() => failingMutation({ errorToast: 'Request not cancelled' }).catch(() => {}))

    expect(await screen.findByText('Request not cancelled')).toBeInTheDocument()
    expect(screen.getByText(OFFLINE_ERROR)).toBeInTheDocument()
    expect(screen.queryByText(/Failed to fetch/)).toBeNull()
  })

  it('shows nothing for a mutation that reports its failure itself', async () => {
    render(<Toaster />)
    await act(() => failingMutation().catch(() => {}))

    expect(screen.queryByText(OFFLINE_ERROR)).toBeNull()
  })
})
