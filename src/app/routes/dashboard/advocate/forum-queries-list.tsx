import { MessagesSquare } from 'lucide-react'
import { Link } from 'react-router'
import { FormattedDate } from '@/components/data-display/formatted-date'
import { PanelEmpty } from '@/components/data-display/panel-states'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { ForumQuery } from '@/features/forum/api/get-forum-queries'
import { m } from '@/app/messages/dashboard-home'

const repliesLabel = m.advocate.forum.replies

export function ForumQueriesList({ queries }: { queries: ForumQuery[] }) {
  if (queries.length === 0) {
    return (
      <PanelEmpty
        icon={MessagesSquare}
        title={m.advocate.forum.emptyTitle}
        description={m.advocate.forum.emptyDescription}
        action={
          <Button asChild variant="outline" size="sm">
            <Link to={paths.forum.getHref()}>{m.advocate.forum.browse}</Link>
          </Button>
        }
      />
    )
  }
  return (
    <ul className="divide-y">
      {queries.map((query) => (
        <li key={query.id} className="grid gap-1.5 py-3 first:pt-0 last:pb-0">
          <Link
            to={paths.forumThread.getHref(query.id)}
            className="break-words font-medium underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {query.title}
          </Link>
          <p className="text-sm text-muted-foreground">
            {query.author} · <FormattedDate value={query.created} /> · {repliesLabel(query.replies)}
          </p>
          {query.tags.length > 0 && (
            <ul aria-label={m.advocate.forum.tags} className="flex flex-wrap gap-1.5">
              {query.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="secondary">{tag}</Badge>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}
