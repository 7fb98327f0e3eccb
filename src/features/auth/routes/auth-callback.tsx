import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { AUTH_CALLBACK_REDIRECT_DELAY_MS } from '@/config/constants'
import { paths } from '@/config/paths'
import { UNEXPECTED_ERROR_MESSAGE } from '@/features/auth/api/auth-flow-error'
import { useCallbackSession } from '@/features/auth/api/get-callback-session'
import { CallbackStatus, type CallbackView } from '@/features/auth/components/callback-status'

/** /auth/callback: checks the session an auth redirect brought, then opens the dashboard. */
export function Component() {
  const session = useCallbackSession()
  const navigate = useNavigate()

  let view: CallbackView = { state: 'loading' }
  if (session.isError) view = { state: 'error', message: UNEXPECTED_ERROR_MESSAGE }
  else if (session.data?.status === 'error')
    view = { state: 'error', message: session.data.message }
  else if (session.data?.status === 'success') view = { state: 'success' }

  const isSuccess = view.state === 'success'
  useEffect(() => {
    if (!isSuccess) return
    const timer = setTimeout(
      () => void navigate(paths.dashboard, { replace: true }),
      AUTH_CALLBACK_REDIRECT_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [isSuccess, navigate])

  return (
    <section className="container flex justify-center px-4 py-16 sm:py-24">
      <CallbackStatus view={view} />
    </section>
  )
}
