import { toastError } from '@/components/ui/use-toast'
import { getAuthFailureMessage } from '@/features/auth/api/auth-flow-error'
import { m as common } from '@/i18n/messages/common'

/** docs/PRODUCT.md §8: toast 'Error' with the server's message, or the unexpected-error one. */
export function showAuthFailure(error: unknown) {
  toastError(common.error, getAuthFailureMessage(error))
}
