import { BadgeCheck } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { formatDate } from '@/i18n/format-date'
import { cn } from '@/lib/utils'
import { m } from '@/features/forum/messages/common'
import { authorLabel } from '../schemas/forum'

type Post = {
  author_name: string | null
  author_is_verified_advocate: boolean
  is_mine: boolean
  is_anonymous?: boolean
  is_deleted?: boolean
  created_at: string
  edited_at: string | null
}

/**
 * Who wrote a post and when: the name (or 'Anonymous', or '[deleted]'), the 'Verified Advocate'
 * badge the database derived, and 'edited' once the text changed. The author of an anonymous
 * thread sees their own name with a reminder that others do not.
 */
export function AuthorByline({ post, className }: { post: Post; className?: string }) {
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground',
        className,
      )}
    >
      <span translate="no" className="font-medium text-foreground">
        {authorLabel(post)}
      </span>
      {post.is_mine && post.is_anonymous && !post.is_deleted && <span>{m.youAnonymous}</span>}
      {post.author_is_verified_advocate && (
        <Badge variant="brand">
          <BadgeCheck aria-hidden="true" className="size-3.5" />
          {m.verifiedAdvocate}
        </Badge>
      )}
      <span aria-hidden="true">·</span>
      <time dateTime={post.created_at}>{formatDate(post.created_at)}</time>
      {post.edited_at && <span>{m.edited}</span>}
    </p>
  )
}
