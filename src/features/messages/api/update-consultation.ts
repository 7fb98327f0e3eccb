import { useMutation, useQueryClient } from '@tanstack/react-query'
import { m } from '@/features/messages/messages/messaging'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { MESSAGING_LIMITS } from '../schemas/messages'
import { messageKeys } from './keys'
import { MessagingError, toMessagingError } from './messaging-errors'

/**
 * A move of a consultation's status (docs/PRODUCT.md §4): the advocate accepts or declines a
 * request (with an optional reason) and completes an accepted one; the client cancels a request;
 * either side cancels an accepted one. The database refuses anything else with LS017.
 */
export type ConsultationUpdate =
  | { id: string; status: 'accepted' | 'cancelled' | 'completed' }
  | { id: string; status: 'declined'; reason: string }

async function updateConsultation(client: AppSupabaseClient, update: ConsultationUpdate) {
  const reason = update.status === 'declined' ? update.reason.trim() : ''
  if (reason.length > MESSAGING_LIMITS.declineReasonMax)
    throw new MessagingError(m.errors.reasonTooLong(MESSAGING_LIMITS.declineReasonMax), '')
  const values =
    update.status === 'declined'
      ? { status: update.status, decline_reason: reason || null }
      : { status: update.status }
  const { data, error } = await client
    .from('consultations')
    .update(values)
    .eq('id', update.id)
    .select('id')
    .maybeSingle()
  if (error) throw toMessagingError(error)
  // RLS hides what is not the caller's: no row came back, so nothing changed.
  if (!data) throw new MessagingError(m.errors.consultationNotFound, '')
}

/**
 * Requests, conversations and any open conversation are read again once the status moved. Not
 * awaited: the card that asked may leave the list with the new data, and its own callbacks (the
 * toast, where focus goes) run first.
 */
export function useUpdateConsultation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...messageKeys.consultations(), 'update'],
    mutationFn: async (update: ConsultationUpdate) =>
      updateConsultation(await loadSupabase(), update),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.consultations() })
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() })
      void queryClient.invalidateQueries({ queryKey: [...messageKeys.all, 'conversation'] })
      void queryClient.invalidateQueries({ queryKey: messageKeys.incoming(), refetchType: 'none' })
    },
  })
}
