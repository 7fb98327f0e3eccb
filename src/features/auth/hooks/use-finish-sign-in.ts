import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import { useAuth } from '@/lib/auth'
import { m } from '@/features/auth/messages/auth'

/**
 * After a successful sign-in or sign-up: the success toast (docs/PRODUCT.md §8), the fresh `users`
 * record (so the dashboard opens with the right role), then the page the visitor was heading for.
 */
export function useFinishSignIn() {
  const { refreshProfile } = useAuth()
  const navigate = useNavigate()
  return useCallback(
    async (to: string, successMessage?: string) => {
      if (successMessage) toast({ title: m.success, description: successMessage })
      await refreshProfile()
      await navigate(to, { replace: true })
    },
    [refreshProfile, navigate],
  )
}
