import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { UserProfile } from './auth'
import { profileQueryOptions } from './profile-query'
import type { AppSupabaseClient } from './supabase'

export type ProfileState = {
  email: string
  data: UserProfile | null | undefined
  error: Error | null
  isPending: boolean
}

/**
 * Reads the signed-in `users` record with TanStack Query and reports it to the AuthProvider,
 * which cannot import the library itself (it is part of every page's first load).
 */
export default function ProfileSync({
  client,
  email,
  onChange,
}: {
  client: AppSupabaseClient
  email: string
  onChange: (state: ProfileState) => void
}) {
  const { data, error, isPending } = useQuery(profileQueryOptions(client, email))
  useEffect(
    () => onChange({ email, data, error, isPending }),
    [onChange, email, data, error, isPending],
  )
  return null
}
