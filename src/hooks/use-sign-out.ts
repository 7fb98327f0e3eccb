import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { toastError } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import { m as common } from '@/i18n/messages/common'
import { useAuth } from '@/lib/auth'
import { getErrorMessage } from '@/lib/utils'

/**
 * Sends the browser to / and signs the user out (docs/PRODUCT.md §2, §7). Leaving first matters:
 * signing out on a guarded page would make RequireAuth send the browser to /auth instead. A failure
 * is shown, never swallowed.
 */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth()
  const navigate = useNavigate()
  return useCallback(async () => {
    try {
      await navigate(paths.home.getHref())
      await signOut()
    } catch (error) {
      toastError(common.error, common.couldNotSignOut(getErrorMessage(error)))
    }
  }, [signOut, navigate])
}
