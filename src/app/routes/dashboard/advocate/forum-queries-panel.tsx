import { Link } from 'react-router'
import { DashboardPanel } from '@/components/data-display/dashboard-panel'
import { QueryPanelContent } from '@/components/data-display/query-panel-content'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useForumQueries } from '@/features/forum/api/get-forum-queries'
import { ForumQueriesList } from './forum-queries-list'

export function ForumQueriesPanel({ className }: { className?: string }) {
  const query = useForumQueries()
  return (
    <DashboardPanel
      title="Forum Queries"
      className={className}
      action={
        <Button asChild variant="link" size="inline">
          <Link to={paths.forum.getHref()}>Open the forum</Link>
        </Button>
      }
    >
      <QueryPanelContent query={query} what="the forum queries">
        {(queries) => <ForumQueriesList queries={queries} />}
      </QueryPanelContent>
    </DashboardPanel>
  )
}
