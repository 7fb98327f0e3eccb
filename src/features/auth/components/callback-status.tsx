import { CircleAlert, CircleCheck } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import type { AuthLinkFlow } from '@/features/auth/api/auth-redirect'
import { m } from '@/features/auth/messages/auth'

export type CallbackView =
  | { state: 'loading' }
  | { state: 'success'; flow?: AuthLinkFlow }
  | { state: 'error'; message: string; flow?: AuthLinkFlow }

const LOADING = { title: m.callback.loadingTitle, message: m.callback.loadingMessage }
const SUCCESS: Record<AuthLinkFlow | 'login', { title: string; message: string }> = {
  login: { title: m.callback.loginTitle, message: m.callback.loginMessage },
  signup: { title: m.callback.signupTitle, message: m.callback.signupMessage },
  recovery: { title: m.callback.recoveryTitle, message: m.callback.recoveryMessage },
}

function textsOf(view: CallbackView) {
  if (view.state === 'loading') return LOADING
  if (view.state === 'success') return SUCCESS[view.flow ?? 'login']
  return { title: m.callback.errorTitle, message: view.message }
}

/** The states of /auth/callback (docs/PRODUCT.md §2 'Auth callback'), announced. */
export function CallbackStatus({ view }: { view: CallbackView }) {
  const { title, message } = textsOf(view)
  return (
    <Card className="w-full max-w-md text-center" aria-live="polite">
      <CardHeader className="items-center">
        {view.state === 'loading' && <Spinner size="lg" label={m.callback.verifying} />}
        {view.state === 'success' && (
          <CircleCheck aria-hidden="true" className="size-10 text-green-600 dark:text-green-400" />
        )}
        {view.state === 'error' && (
          <CircleAlert aria-hidden="true" className="size-10 text-destructive" />
        )}
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <CardDescription>{message}</CardDescription>
      </CardHeader>
      {view.state === 'error' && (
        <CardContent className="flex flex-wrap justify-center gap-2">
          {view.flow === 'recovery' && (
            <Button asChild>
              <Link to={paths.forgotPassword.getHref()}>{m.callback.sendNewLink}</Link>
            </Button>
          )}
          <Button asChild variant={view.flow === 'recovery' ? 'outline' : 'default'}>
            <Link to={paths.auth.getHref()}>{m.callback.backToLogin}</Link>
          </Button>
        </CardContent>
      )}
    </Card>
  )
}
