import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js'
import { useEffect, useRef, useState } from 'react'
import { loadSupabase } from './supabase'

type LiveBinding = {
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'
  table: string
  /** Realtime's filter, `column=operator.value` (eq, neq, lt, lte, gt, gte, in). */
  filter?: string
}

type LiveChange = RealtimePostgresChangesPayload<Record<string, unknown>>

type LiveChangesOptions = {
  /** What the channel is for, for its topic (each hook gets its own channel). */
  name: string
  bindings: LiveBinding[]
  /** A change to a row the user may read (the server checks RLS for every event). */
  onChange: (change: LiveChange) => void
  /**
   * The channel is subscribed: the first time, and again after a lost connection. Changes made
   * in between were never sent, so the caller reads again what it shows.
   */
  onSubscribed: () => void
  /** False: no channel (signed out, nothing to follow yet). */
  enabled?: boolean
}

let channels = 0

/**
 * Follows changes of rows through Supabase Realtime while mounted. Returns whether the channel is
 * subscribed; until it is (connecting, or Realtime unreachable), callers poll as before.
 */
export function useLiveChanges({
  name,
  bindings,
  onChange,
  onSubscribed,
  enabled = true,
}: LiveChangesOptions): boolean {
  const [isLive, setIsLive] = useState(false)
  const handlers = useRef({ onChange, onSubscribed })
  useEffect(() => {
    handlers.current = { onChange, onSubscribed }
  })
  const key = JSON.stringify(bindings)

  useEffect(() => {
    if (!enabled) return
    let stopped = false
    let remove: (() => void) | undefined
    void loadSupabase().then((client) => {
      if (stopped) return
      // supabase-js hands back the joined channel of a topic already in use: one topic per hook.
      const channel = client.channel(`${name}:${++channels}`)
      for (const binding of JSON.parse(key) as LiveBinding[])
        channel.on('postgres_changes', { schema: 'public', ...binding }, (change: LiveChange) =>
          handlers.current.onChange(change),
        )
      channel.subscribe((status) => {
        if (stopped) return
        const subscribed = status === 'SUBSCRIBED'
        setIsLive(subscribed)
        if (subscribed) handlers.current.onSubscribed()
      })
      remove = () => void client.removeChannel(channel)
    })
    return () => {
      stopped = true
      setIsLive(false)
      remove?.()
    }
  }, [name, key, enabled])

  return enabled && isLive
}
