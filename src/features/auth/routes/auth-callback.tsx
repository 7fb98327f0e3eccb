import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { AUTH_CALLBACK_REDIRECT_DELAY_MS } from '@/config/constants'
import { paths } from '@/config/paths'
import { UNEXPECTED_ERROR_MESSAGE } from '@/features/auth/api/auth-flow-error'
import { linkFlowOf } from '@/features/auth/api/auth-redirect'
import {
  CALLBACK_AUTH_FAILED_MESSAGE,
  useCallbackSession,
} from '@/features/auth/api/get-callback-session'
import { CallbackStatus, type CallbackView } from '@/features/auth/components/callback-status'
import { m } from '@/features/auth/messages/auth'

/** A mailed link that failed has almost always been used already or has run out. */
const EXPIRED_LINK_MESSAGE = {
  recovery: m.callback.expiredRecovery,
  signup: m.callback.expiredSignup,
} as const

/**
 * /auth/callback: checks the session an auth redirect brought, then opens the dashboard — or,
 * for a reset link (?flow=recovery), the screen that sets the new password.
 */
export function Component() {
  const session = useCallbackSession()
  const navigate = useNavigate()
  const flow = linkFlowOf(useSearchParams()[0])

  let view: CallbackView = { state: 'loading' }
  if (session.isError) view = { state: 'error', message: UNEXPECTED_ERROR_MESSAGE, flow }
  else if (session.data?.status === 'error') {
    const expired = flow && session.data.message === CALLBACK_AUTH_FAILED_MESSAGE
    view = {
      state: 'error',
      message: expired ? EXPIRED_LINK_MESSAGE[flow] : session.data.message,
      flow,
    }
  } else if (session.data?.status === 'success') view = { state: 'success', flow }

  const isSuccess = view.state === 'success'
  useEffect(() => {
    if (!isSuccess) return
    const next = flow === 'recovery' ? paths.newPassword.getHref() : paths.dashboard.getHref()
    const timer = setTimeout(
      () => void navigate(next, { replace: true }),
      flow === 'recovery' ? 0 : AUTH_CALLBACK_REDIRECT_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [isSuccess, flow, navigate])

  return (
    <section className="container flex justify-center px-4 py-16 sm:py-24">
      <CallbackStatus view={view} />
    </section>
  )
}
