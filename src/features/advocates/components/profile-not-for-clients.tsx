import { Scale } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { m } from '../messages/my-profile'

// The tests find the page by these words; a message, not a literal, so the plugin cannot tell.
// eslint-disable-next-line react-refresh/only-export-components
export const CLIENT_EXPLANATION = m.notForClients.explanation

/** A client who opened the URL: what the page is for, and where to go instead. */
export function ProfileNotForClients() {
  return (
    <Card>
      <div className="grid justify-items-start gap-3 p-6">
        <p className="flex items-center gap-2 font-medium">
          <Scale aria-hidden="true" className="size-5 shrink-0 text-primary" />
          {m.notForClients.heading}
        </p>
        <p className="text-sm text-muted-foreground">{CLIENT_EXPLANATION}</p>
        <p className="text-sm text-muted-foreground">{m.notForClients.roleNote}</p>
        <div className="flex flex-wrap gap-2 pt-1">
          <Button asChild>
            <Link to={paths.advocates.getHref()}>{m.notForClients.findAdvocates}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.dashboard.getHref()}>{m.notForClients.backToDashboard}</Link>
          </Button>
        </div>
      </div>
    </Card>
  )
}
