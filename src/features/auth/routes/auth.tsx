import { Link } from 'react-router'
import { paths } from '@/config/paths'

const linkClasses = 'font-medium text-primary underline-offset-4 hover:underline'

/** Placeholder: the accounts issue replaces it with the login and sign-up tabs. */
export function Component() {
  return (
    <section className="container grid max-w-md gap-4 py-16 text-center sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight">Welcome to LexSetu</h1>
      <p className="text-muted-foreground">
        Sign-in and sign-up open soon. We&apos;re still building accounts, so there is nothing to
        log in to yet.
      </p>
      <p className="text-sm text-muted-foreground">
        Accounts will be subject to our{' '}
        <Link to={paths.termsOfUse} className={linkClasses}>
          Terms of Use
        </Link>{' '}
        and{' '}
        <Link to={paths.privacyPolicy} className={linkClasses}>
          Privacy Policy
        </Link>
        .
      </p>
    </section>
  )
}
