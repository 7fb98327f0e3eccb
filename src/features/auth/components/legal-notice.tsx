import { Link } from 'react-router'
import { paths } from '@/config/paths'

const linkClasses = 'font-medium text-primary underline underline-offset-4 hover:text-primary/80'

export function LegalNotice() {
  return (
    <p className="text-center text-xs text-muted-foreground">
      By continuing, you agree to our{' '}
      <Link to={paths.termsOfUse.getHref()} className={linkClasses}>
        Terms of Use
      </Link>{' '}
      and{' '}
      <Link to={paths.privacyPolicy.getHref()} className={linkClasses}>
        Privacy Policy
      </Link>
      .
    </p>
  )
}
