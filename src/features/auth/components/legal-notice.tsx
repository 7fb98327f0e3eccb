import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { m } from '@/features/auth/messages/auth'

const linkClasses = 'font-medium text-primary underline underline-offset-4 hover:text-primary/80'

export function LegalNotice() {
  return (
    <p className="text-center text-xs text-muted-foreground">
      {m.legal.agree}{' '}
      <Link to={paths.termsOfUse.getHref()} className={linkClasses}>
        {m.legal.terms}
      </Link>{' '}
      {m.legal.and}{' '}
      <Link to={paths.privacyPolicy.getHref()} className={linkClasses}>
        {m.legal.privacy}
      </Link>
      {m.legal.end}
    </p>
  )
}
