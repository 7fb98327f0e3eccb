import { useQueryClient } from '@tanstack/react-query'
import { MessageCircleQuestion, Plus } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { paths } from '@/config/paths'
import { useMyThreadPages } from '../api/get-my-threads'
import { forumKeys } from '../api/keys'
import { ForumThreadList } from './forum-thread-list'
import { ThreadSkeletons } from './thread-skeletons'

const MY_QUESTIONS_EMPTY = 'You have not asked or answered anything yet'

const count = (n: number) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? 'discussion' : 'discussions'}`

/**
 * 'My questions' (docs/PRODUCT.md §2 'Community Forum'): the threads the user started or replied
 * to, the latest activity first, so an asker finds the answers to their question. 'Load more' and
 * focus as on the list.
 */
export function MyThreadsResults() {
  const query = useMyThreadPages()
  const queryClient = useQueryClient()
  const listRef = useRef<HTMLDivElement>(null)
  const focusFrom = useRef<number | null>(null)
  const seen = new Set<string>()
  const threads = (query.data?.pages ?? [])
    .flat()
    .filter((thread) => !seen.has(thread.id) && !!seen.add(thread.id))
  const startOver = () => void queryClient.resetQueries({ queryKey: forumKeys.mine(), exact: true })

  useEffect(() => {
    const from = focusFrom.current
    if (from === null || threads.length <= from) return
    focusFrom.current = null
    listRef.current?.querySelectorAll<HTMLElement>('[data-thread-link]')[from]?.focus()
  }, [threads.length])

  let status = ''
  let content
  if (query.isPending) {
    status = 'Loading your questions…'
    content = <ThreadSkeletons />
  } else if (query.isError && !query.isFetchNextPageError) {
    content = (
      <LoadError
        retryLabel="Retry"
        title="We couldn't load your questions."
        error={query.error}
        onRetry={startOver}
        isRetrying={query.isFetching}
      />
    )
  } else if (threads.length === 0) {
    status = MY_QUESTIONS_EMPTY
    content = <NothingYet />
  } else {
    status = `Showing ${count(threads.length)}`
    content = (
      <>
        <ForumThreadList threads={threads} />
        {query.isFetchNextPageError && (
          <LoadError
            retryLabel="Retry"
            title="We couldn't load more of your questions."
            error={query.error}
            onRetry={() => void query.fetchNextPage()}
            isRetrying={query.isFetching}
          />
        )}
        {query.hasNextPage && !query.isFetchNextPageError && (
          <Button
            variant="outline"
            className="justify-self-center"
            disabled={query.isFetchingNextPage}
            onClick={() => {
              focusFrom.current = threads.length
              void query.fetchNextPage()
            }}
          >
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        )}
      </>
    )
  }

  return (
    <div ref={listRef} className="grid content-start gap-4 lg:col-start-1">
      <p role="status" className="sr-only">
        {status}
      </p>
      {content}
    </div>
  )
}

function NothingYet() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-4 py-12 text-center">
      <MessageCircleQuestion aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{MY_QUESTIONS_EMPTY}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        Questions you ask and discussions you reply to appear here, the latest activity first.
      </p>
      <Button asChild>
        <Link to={paths.forumNew}>
          <Plus aria-hidden="true" />
          Ask a question
        </Link>
      </Button>
    </div>
  )
}
