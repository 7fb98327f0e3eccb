import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { useAuth } from '@/lib/auth'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { errorCode, isNetworkError, OFFLINE_ERROR } from '@/lib/api-error'
import { getErrorMessage } from '@/lib/utils'
import { m } from '../messages/connect'
import { CONSULTATION_ERROR_CODES, type ConsultationRequestValues } from '../schemas/directory'
import { advocateKeys } from './keys'

/** What a request sends: the only columns a client may insert (client_id is auth.uid()). */
type ConsultationRequest = ConsultationRequestValues & { advocate_id: string }

export const REQUEST_ERROR = m.requestError

/** A refused request, in words for the user; `code` is its SQLSTATE ('' when unknown). */
export class ConsultationRequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
    this.name = 'ConsultationRequestError'
  }
}

/**
 * What a failed insert means for the user. The refusals of the migration (LS014 Premium needed,
 * LS015 the advocate takes no requests, LS016 an open request or the daily limit) and its two
 * checks of the preferred time ('Choose a time…', 23514) are written for users and shown as they
 * are; a request that never reached the server is a connection problem; anything else is the
 * generic message, never the database's wording.
 */
export function toConsultationRequestError(error: unknown): ConsultationRequestError {
  const code = errorCode(error)
  const message = getErrorMessage(error)
  if (/^LS\d{3}$/.test(code) || (code === '23514' && message.startsWith('Choose a time')))
    return new ConsultationRequestError(message, code)
  if (isNetworkError(error)) return new ConsultationRequestError(OFFLINE_ERROR, code)
  return new ConsultationRequestError(REQUEST_ERROR, code)
}

const createdSchema = z.object({ id: z.string().check(z.minLength(1)) })

/** Asks an advocate for a consultation as the signed-in client; returns the request's id. */
export async function requestConsultation(
  client: AppSupabaseClient,
  request: ConsultationRequest,
): Promise<string> {
  const { data, error } = await client
    .from('consultations')
    .insert({
      advocate_id: request.advocate_id,
      category: request.category,
      description: request.description,
      mode: request.mode,
      preferred_at: request.preferred_at,
    })
    .select('id')
    .single()
  if (error) throw toConsultationRequestError(error)
  return parseRows(createdSchema, data, 'The new request').id
}

/**
 * Sends a consultation request. A Premium refusal (LS014) means the plan the app holds is stale
 * (Premium ended meanwhile): the profile is read again so the page shows the lock.
 */
export function useRequestConsultation() {
  const queryClient = useQueryClient()
  const { refreshProfile } = useAuth()
  return useMutation({
    mutationKey: [...advocateKeys.all, 'request-consultation'],
    mutationFn: async (request: ConsultationRequest) =>
      requestConsultation(await loadSupabase(), request),
    onError: (error) => {
      if (
        error instanceof ConsultationRequestError &&
        error.code === CONSULTATION_ERROR_CODES.premiumNeeded
      )
        void refreshProfile()
      // Not verified any more: the directory and the profile are out of date.
      if (
        error instanceof ConsultationRequestError &&
        error.code === CONSULTATION_ERROR_CODES.advocateUnavailable
      )
        void queryClient.invalidateQueries({ queryKey: advocateKeys.all })
    },
  })
}
