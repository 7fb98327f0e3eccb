import { useEffect, useRef } from 'react'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'

/**
 * Counts this visit to an advocate's profile (the advocate's 'Profile Views'): the database
 * counts one view per viewer per day and none of one's own.
 */
async function recordProfileView(client: AppSupabaseClient, advocateId: string): Promise<void> {
  const { error } = await client.rpc('record_profile_view', { advocate: advocateId })
  if (error) throw error
}

/**
 * Records the view once per mounted profile. Fire and forget: a view that is not counted changes
 * nothing for the visitor, so its failure is deliberately not shown.
 */
export function useRecordProfileView(advocateId: string, { enabled }: { enabled: boolean }) {
  const recorded = useRef<string | null>(null)
  useEffect(() => {
    if (!enabled || recorded.current === advocateId) return
    recorded.current = advocateId
    loadSupabase()
      .then((client) => recordProfileView(client, advocateId))
      .catch(() => undefined)
  }, [advocateId, enabled])
}
