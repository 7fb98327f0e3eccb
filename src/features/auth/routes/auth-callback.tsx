import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'

/** Placeholder: there is no sign-in to verify until the accounts issue lands. */
export function Component() {
  return (
    <section className="container grid max-w-md justify-items-center gap-4 py-16 text-center sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight">Sign-in is not available yet</h1>
      <p className="text-muted-foreground">
        LexSetu accounts are still being built, so there is no login to check here.
      </p>
      <Button asChild>
        <Link to={paths.auth}>Back to Login</Link>
      </Button>
    </section>
  )
}
