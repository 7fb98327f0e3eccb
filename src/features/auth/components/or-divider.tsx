import { m } from '@/features/auth/messages/auth'

/** A rule with 'Or continue with' between the demo button and the forms. */
export function OrDivider() {
  return (
    <div className="relative flex items-center" role="separator" aria-label={m.orContinueWith}>
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
      <span aria-hidden="true" className="px-3 text-xs uppercase text-muted-foreground">
        {m.orContinueWith}
      </span>
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
    </div>
  )
}
