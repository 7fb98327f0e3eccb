import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { forumKeys } from './keys'

/** A forum thread an advocate could answer (SPEC §3 'Forum thread', the fields a list needs). */
export const forumQuerySchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
  replies: z.int().check(z.nonnegative()),
  created: z.iso.datetime({ offset: true }),
})
export type ForumQuery = z.infer<typeof forumQuerySchema>

/** `isSample` tells the UI to label the rows as examples rather than real threads. */
export type ForumQueries = { queries: ForumQuery[]; isSample: boolean }

/**
 * SAMPLE DATA, not real threads: SPEC §3 rows shown until the forum issue stores threads. It
 * then replaces this constant with a query (explicit columns, abortSignal, parsed with
 * forumQuerySchema) and returns isSample: false; the dashboard stays as it is.
 */
const SAMPLE_FORUM_QUERIES: ForumQuery[] = [
  {
    id: 'sample-anticipatory-bail',
    title: 'How does anticipatory bail work for a false dowry complaint?',
    author: 'Anonymous',
    tags: ['Criminal Law', 'Family Law'],
    replies: 3,
    created: '2026-11-21T08:20:00+05:30',
  },
  {
    id: 'sample-ancestral-property',
    title: 'Can a daughter claim a share in ancestral agricultural land?',
    author: 'Meera K.',
    tags: ['Property Law'],
    replies: 0,
    created: '2026-11-20T14:55:00+05:30',
  },
]

export async function getForumQueries({
  signal,
}: { signal?: AbortSignal } = {}): Promise<ForumQueries> {
  signal?.throwIfAborted()
  const queries = z.array(forumQuerySchema).parse(SAMPLE_FORUM_QUERIES)
  return { queries, isSample: true }
}

export const forumQueriesQueryOptions = () =>
  queryOptions({
    queryKey: forumKeys.queries(),
    queryFn: ({ signal }) => getForumQueries({ signal }),
  })

export function useForumQueries() {
  return useQuery(forumQueriesQueryOptions())
}
