import { Inbox, Search } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { m } from '@/features/messages/messages/inbox'

/** No conversation yet: a client is pointed to the directory, an advocate told what to expect. */
export function MessagesEmpty({ isAdvocate }: { isAdvocate: boolean }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center">
      <Inbox aria-hidden="true" className="size-8 text-muted-foreground" />
      <h3 className="text-lg font-semibold">
        {isAdvocate ? m.empty.advocateTitle : m.empty.clientTitle}
      </h3>
      <p className="max-w-sm text-sm text-muted-foreground">
        {isAdvocate ? m.empty.advocateText : m.empty.clientText}
      </p>
      {!isAdvocate && (
        <Button asChild>
          <Link to={paths.advocates.getHref()}>
            <Search aria-hidden="true" />
            {m.empty.findAdvocate}
          </Link>
        </Button>
      )}
    </div>
  )
}
