import { MutationCache, QueryClient, type QueryClientConfig } from '@tanstack/react-query'
import { toastError } from '@/components/ui/use-toast'
import { errorMessage } from './api-error'

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The title of the toast a failure shows; its description is errorMessage(error). */
      errorToast?: string
    }
  }
}

/**
 * The app's one error policy for writes: a mutation that declares `meta: { errorToast }` is
 * reported here, once, in the destructive style; one without it reports its failure itself (in
 * its form, say).
 */
export const createMutationCache = () =>
  new MutationCache({
    onError: (error, _input, _context, mutation) => {
      const title = mutation.meta?.errorToast
      if (title) toastError(title, errorMessage(error))
    },
  })

export function createQueryClient(defaultOptions?: QueryClientConfig['defaultOptions']) {
  return new QueryClient({
    mutationCache: createMutationCache(),
    defaultOptions: defaultOptions ?? {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
    },
  })
}
