import { useMutation, useQueryClient } from '@tanstack/react-query'
import { hasErrorCode } from '@/lib/api-error'
import { m } from '@/features/plans/messages/upgrade'
import { useAuth } from '@/lib/auth'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import type { UpgradeRequestValues } from '../schemas/upgrade-request'
import {
  OPEN_REQUEST_COLUMNS,
  toOpenRequest,
  type OpenUpgradeRequest,
} from './get-open-upgrade-request'
import { planKeys } from './keys'
import { PLAN_ERROR_CODES, toUserError } from './plan-errors'

/**
 * Asks the team to switch the account to Premium. Only the three columns a client may write are
 * sent: user_id, status and the dates are the database's. One open request per user (LS009); none
 * for a Premium account (LS010).
 */
async function requestUpgrade(
  client: AppSupabaseClient,
  { invoiceName, phone, note }: UpgradeRequestValues,
): Promise<OpenUpgradeRequest> {
  const { data, error } = await client
    .from('upgrade_requests')
    .insert({ invoice_name: invoiceName, phone, note })
    .select(OPEN_REQUEST_COLUMNS)
    .single()
  if (error) throw error
  return toOpenRequest(data)
}

export function useRequestUpgrade() {
  const queryClient = useQueryClient()
  const { userId, refreshProfile } = useAuth()
  return useMutation({
    mutationKey: [...planKeys.all, 'request'],
    // The dialog stays open with what was typed.
    meta: { errorToast: m.notRequested },
    mutationFn: async (values: UpgradeRequestValues) => {
      try {
        return await requestUpgrade(await loadSupabase(), values)
      } catch (error) {
        throw toUserError(error)
      }
    },
    onSuccess: (request) => {
      if (userId) queryClient.setQueryData(planKeys.openRequest(userId), request)
    },
    onError: (error) => {
      // Requested in another tab: read it, so the page shows the open request.
      if (hasErrorCode(error, PLAN_ERROR_CODES.requestOpen))
        void queryClient.invalidateQueries({ queryKey: planKeys.all })
      // Upgraded meanwhile: the profile's plan is stale.
      if (hasErrorCode(error, PLAN_ERROR_CODES.alreadyPremium)) void refreshProfile()
    },
  })
}
