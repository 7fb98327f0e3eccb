import { useMutation, useQueryClient } from '@tanstack/react-query'
import { loadSupabase } from '@/lib/supabase'
import { notificationKeys } from './keys'

/** Marks one notification read (its link was followed) or, without an id, all of them. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...notificationKeys.all, 'read'],
    mutationFn: async (id?: string) => {
      const client = await loadSupabase()
      const { error } = id
        ? await client
            .from('notifications')
            .update({ read_at: new Date().toISOString() })
            .eq('id', id)
            .is('read_at', null)
        : await client.rpc('mark_all_notifications_read')
      if (error) throw error
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  })
}
