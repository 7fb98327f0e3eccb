import { MessageCircleQuestion, Plus } from 'lucide-react'
import { Link } from 'react-router'
import { PagedList } from '@/components/data-display/paged-list'
import { Button } from '@/components/ui/button'
import { Empty, EmptyDescription, EmptyMedia, EmptyTitle } from '@/components/ui/empty'
import { paths } from '@/config/paths'
import { m } from '@/features/forum/messages/list'
import { useMyThreadPages } from '../api/get-my-threads'
import { ForumThreadList } from './forum-thread-list'
import { ThreadSkeletons } from './thread-skeletons'

/**
 * 'My questions' (docs/PRODUCT.md §2 'Community Forum'): the threads the user started or replied
 * to, the latest activity first, so an asker finds the answers to their question. 'Load more' and
 * focus as on the list.
 */
export function MyThreadsResults() {
  return (
    <PagedList
      pages={useMyThreadPages()}
      noun={[m.noun.one, m.noun.other]}
      loadingStatus={m.mine.loading}
      skeleton={<ThreadSkeletons />}
      failedTitle={m.mine.failed}
      moreFailedTitle={m.mine.moreFailed}
      empty={{ status: m.mine.empty, content: <NothingYet /> }}
      rowLinkSelector="[data-thread-link]"
      className="grid content-start gap-4 lg:col-start-1"
    >
      {({ state, rows, more }) =>
        state ?? (
          <>
            <ForumThreadList threads={rows} />
            {more}
          </>
        )
      }
    </PagedList>
  )
}

function NothingYet() {
  return (
    <Empty>
      <EmptyMedia>
        <MessageCircleQuestion />
      </EmptyMedia>
      <EmptyTitle>{m.mine.empty}</EmptyTitle>
      <EmptyDescription>{m.mine.emptyDescription}</EmptyDescription>
      <Button asChild>
        <Link to={paths.forumNew.getHref()}>
          <Plus aria-hidden="true" />
          {m.mine.ask}
        </Link>
      </Button>
    </Empty>
  )
}
