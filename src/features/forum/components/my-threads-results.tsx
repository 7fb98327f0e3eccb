import { MessageCircleQuestion, Plus } from 'lucide-react'
import { Link } from 'react-router'
import { PagedList } from '@/components/data-display/paged-list'
import { Button } from '@/components/ui/button'
import { Empty, EmptyDescription, EmptyMedia, EmptyTitle } from '@/components/ui/empty'
import { paths } from '@/config/paths'
import { useMyThreadPages } from '../api/get-my-threads'
import { ForumThreadList } from './forum-thread-list'
import { ThreadSkeletons } from './thread-skeletons'

const MY_QUESTIONS_EMPTY = 'You have not asked or answered anything yet'

/**
 * 'My questions' (docs/PRODUCT.md §2 'Community Forum'): the threads the user started or replied
 * to, the latest activity first, so an asker finds the answers to their question. 'Load more' and
 * focus as on the list.
 */
export function MyThreadsResults() {
  return (
    <PagedList
      pages={useMyThreadPages()}
      noun={['discussion', 'discussions']}
      loadingStatus="Loading your questions…"
      skeleton={<ThreadSkeletons />}
      failedTitle="We couldn't load your questions."
      moreFailedTitle="We couldn't load more of your questions."
      empty={{ status: MY_QUESTIONS_EMPTY, content: <NothingYet /> }}
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
      <EmptyTitle>{MY_QUESTIONS_EMPTY}</EmptyTitle>
      <EmptyDescription>
        Questions you ask and discussions you reply to appear here, the latest activity first.
      </EmptyDescription>
      <Button asChild>
        <Link to={paths.forumNew.getHref()}>
          <Plus aria-hidden="true" />
          Ask a question
        </Link>
      </Button>
    </Empty>
  )
}
