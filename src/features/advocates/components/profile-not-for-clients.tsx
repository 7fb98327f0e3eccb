import { Scale } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'

export const CLIENT_EXPLANATION =
  'Your account is a client account. This page is where advocates describe their practice, get verified and say how they are paid, so there is nothing to fill in here.'

/** A client who opened the URL: what the page is for, and where to go instead. */
export function ProfileNotForClients() {
  return (
    <Card>
      <div className="grid justify-items-start gap-3 p-6">
        <p className="flex items-center gap-2 font-medium">
          <Scale aria-hidden="true" className="size-5 shrink-0 text-primary" />
          Advocate profiles are for advocates
        </p>
        <p className="text-sm text-muted-foreground">{CLIENT_EXPLANATION}</p>
        <p className="text-sm text-muted-foreground">
          An account keeps the role chosen at sign-up; to offer legal services, create an advocate
          account.
        </p>
        <div className="flex flex-wrap gap-2 pt-1">
          <Button asChild>
            <Link to={paths.advocates.getHref()}>Find Advocates</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.dashboard.getHref()}>Back to your dashboard</Link>
          </Button>
        </div>
      </div>
    </Card>
  )
}
