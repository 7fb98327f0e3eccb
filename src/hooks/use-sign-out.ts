import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { getErrorMessage } from '@/lib/utils'

/** Signs the user out, then sends the browser to / (SPEC §2, §7). A failure is shown, never swallowed. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth()
  const navigate = useNavigate()
  return useCallback(async () => {
    try {
      await signOut()
      await navigate(paths.home)
    } catch (error) {
      toast({
        title: 'Error',
        description: `Could not sign out: ${getErrorMessage(error)}`,
        variant: 'destructive',
      })
    }
  }, [signOut, navigate])
}
