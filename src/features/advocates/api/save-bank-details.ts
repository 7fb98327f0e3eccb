import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAuth } from '@/lib/auth'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import {
  BANK_DETAILS_COLUMNS,
  bankDetailsSchema,
  type BankDetails,
  type BankDetailsFields,
} from '../schemas/profile'
import { myProfileKeys, type MyProfile } from './get-my-profile'
import { advocateKeys } from './keys'
import { SIGNED_OUT_ERROR, toSaveError } from './save-profile'

/**
 * Saves the advocate's bank details in their own table, which only they can read. Either a UPI ID
 * or an account number with its IFSC is sent; the other pair goes as null so an old one is cleared.
 *
 * The completion rules count bank details only for an advocate with a profile row, so an advocate
 * who saves these first gets an empty profile row too (insert, or nothing when it exists).
 */
export async function saveBankDetails(
  client: AppSupabaseClient,
  userId: string,
  fields: BankDetailsFields,
  { ensureProfile = false }: { ensureProfile?: boolean } = {},
): Promise<BankDetails> {
  if (ensureProfile) {
    const { error } = await client
      .from('advocate_profiles')
      .upsert({ id: userId }, { onConflict: 'id', ignoreDuplicates: true })
    if (error) throw error
  }
  const { data, error } = await client
    .from('advocate_bank_details')
    .upsert({ advocate_id: userId, ...fields }, { onConflict: 'advocate_id' })
    .select(BANK_DETAILS_COLUMNS)
    .single()
  if (error) throw error
  return parseRows(bankDetailsSchema, data, 'Your saved banking details')
}

export function useSaveBankDetails() {
  const queryClient = useQueryClient()
  const { userId } = useAuth()
  return useMutation({
    mutationKey: [...myProfileKeys.all, 'save-bank-details'],
    mutationFn: async (fields: BankDetailsFields) => {
      if (!userId) throw new Error(SIGNED_OUT_ERROR)
      const current = queryClient.getQueryData<MyProfile>(myProfileKeys.of(userId))
      try {
        return await saveBankDetails(await loadSupabase(), userId, fields, {
          ensureProfile: !current?.profile,
        })
      } catch (error) {
        throw toSaveError(error)
      }
    },
    onSuccess: (bankDetails) => {
      if (userId) {
        // A profile row may have been created on the way: read the page's copy again.
        queryClient.setQueryData<MyProfile>(myProfileKeys.of(userId), (current) =>
          current ? { ...current, bankDetails, hasBankDetails: true } : current,
        )
        if (!queryClient.getQueryData<MyProfile>(myProfileKeys.of(userId))?.profile)
          void queryClient.invalidateQueries({ queryKey: myProfileKeys.of(userId) })
      }
      return queryClient.invalidateQueries({ queryKey: advocateKeys.profileStatus() })
    },
  })
}
