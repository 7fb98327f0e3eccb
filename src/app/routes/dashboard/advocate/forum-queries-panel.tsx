import { Link } from 'react-router'
import { DashboardPanel } from '@/components/data-display/dashboard-panel'
import { QueryPanelContent } from '@/components/data-display/query-panel-content'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useForumQueries } from '@/features/forum/api/get-forum-queries'
import { ForumQueriesList } from './forum-queries-list'
import { m } from '@/app/messages/dashboard-home'

export function ForumQueriesPanel({ className }: { className?: string }) {
  const query = useForumQueries()
  return (
    <DashboardPanel
      title={m.advocate.forum.title}
      className={className}
      action={
        <Button asChild variant="link" size="inline">
          <Link to={paths.forum.getHref()}>{m.advocate.forum.open}</Link>
        </Button>
      }
    >
      <QueryPanelContent query={query} what={m.advocate.forum.what}>
        {(queries) => <ForumQueriesList queries={queries} />}
      </QueryPanelContent>
    </DashboardPanel>
  )
}
