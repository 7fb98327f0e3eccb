import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { m } from '@/features/forum/messages/list'

type ForumView = 'all' | 'mine'

const VIEWS = [
  { view: 'all', label: m.views.all, to: paths.forum.getHref() },
  { view: 'mine', label: m.views.mine, to: paths.forum.getHref('mine') },
] as const

/**
 * 'All questions' and 'My questions' (docs/PRODUCT.md §2 'Community Forum'): links, so the list
 * lives in the URL.
 */
export function ForumViewTabs({ view }: { view: ForumView }) {
  return (
    <nav aria-label={m.views.label} className="flex gap-2">
      {VIEWS.map((item) => {
        const isCurrent = item.view === view
        return (
          <Button
            key={item.view}
            asChild
            size="sm"
            variant={isCurrent ? 'default' : 'outline'}
            className="flex-1 sm:flex-none"
          >
            <Link to={item.to} aria-current={isCurrent ? 'page' : undefined}>
              {item.label}
            </Link>
          </Button>
        )
      })}
    </nav>
  )
}
