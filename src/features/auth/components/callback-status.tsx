import { CircleAlert, CircleCheck } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'

export type CallbackView =
  | { state: 'loading' }
  | { state: 'success' }
  | { state: 'error'; message: string }

const TEXTS = {
  loading: { title: 'Processing Login', message: 'Verifying your login...' },
  success: {
    title: 'Login Successful',
    message: 'Authentication successful! Redirecting to dashboard...',
  },
} as const

/** The three states of /auth/callback (docs/PRODUCT.md §2 'Auth callback'), announced. */
export function CallbackStatus({ view }: { view: CallbackView }) {
  const { title, message } =
    view.state === 'error'
      ? { title: 'Authentication Error', message: view.message }
      : TEXTS[view.state]
  return (
    <Card className="w-full max-w-md text-center" aria-live="polite">
      <CardHeader className="items-center">
        {view.state === 'loading' && <Spinner size="lg" label="Verifying" />}
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
        <CardContent>
          <Button asChild>
            <Link to={paths.auth}>Back to Login</Link>
          </Button>
        </CardContent>
      )}
    </Card>
  )
}
