import { useMutation, useQueryClient } from '@tanstack/react-query'
import { m } from '@/features/plans/messages/upgrade'
import { useAuth } from '@/lib/auth'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { planKeys } from './keys'
import { toUserError } from './plan-errors'

const REQUEST_NOT_OPEN = m.requestNotOpen

/** Withdraws one's own open request; a request the team has closed already stays as it is. */
async function cancelUpgradeRequest(client: AppSupabaseClient, requestId: string) {
  const { data, error } = await client
    .from('upgrade_requests')
    .update({ status: 'cancelled' })
    .eq('id', requestId)
    .eq('status', 'requested')
    .select('id')
  if (error) throw error
  if (data.length === 0) throw new Error(REQUEST_NOT_OPEN)
}

export function useCancelUpgradeRequest() {
  const queryClient = useQueryClient()
  const { userId, refreshProfile } = useAuth()
  return useMutation({
    mutationKey: [...planKeys.all, 'cancel'],
    meta: { errorToast: m.notCancelled },
    mutationFn: async (requestId: string) => {
      try {
        await cancelUpgradeRequest(await loadSupabase(), requestId)
      } catch (error) {
        throw toUserError(error)
      }
    },
    onSuccess: () => {
      if (userId) queryClient.setQueryData(planKeys.openRequest(userId), null)
    },
    onError: (error) => {
      if (error.message !== REQUEST_NOT_OPEN) return
      // Granted or cancelled elsewhere: read the request and the plan again.
      void queryClient.invalidateQueries({ queryKey: planKeys.all })
      void refreshProfile()
    },
  })
}
