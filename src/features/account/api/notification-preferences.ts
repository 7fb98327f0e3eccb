import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { useAuth } from '@/lib/auth'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase } from '@/lib/supabase'

const mutedSchema = z.object({ muted_notifications: z.array(z.string()) })
const mutedKey = (userId: string | null) => ['account', 'muted-notifications', userId] as const

/** The kinds of notification the user turned off (users.muted_notifications, their own row). */
export function useMutedNotifications() {
  const { userId } = useAuth()
  return useQuery({
    queryKey: mutedKey(userId),
    enabled: userId !== null,
    queryFn: async ({ signal }) => {
      const client = await loadSupabase()
      const { data, error } = await client
        .from('users')
        .select('muted_notifications')
        .eq('id', userId!)
        .abortSignal(signal)
        .single()
      if (error) throw error
      return parseRows(mutedSchema, data, 'Your notification settings').muted_notifications
    },
  })
}

/** Stores the new list; the toggles show it at once and go back if it is refused. */
export function useSetMutedNotifications() {
  const { userId } = useAuth()
  const queryClient = useQueryClient()
  const key = mutedKey(userId)
  return useMutation({
    mutationKey: [...key, 'set'],
    mutationFn: async (muted: string[]) => {
      const client = await loadSupabase()
      const { error } = await client
        .from('users')
        .update({ muted_notifications: muted })
        .eq('id', userId!)
      if (error) throw error
    },
    onMutate: async (muted) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<string[]>(key)
      queryClient.setQueryData(key, muted)
      return { previous }
    },
    onError: (_error, _muted, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}
