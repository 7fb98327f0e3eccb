import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'

type ForumView = 'all' | 'mine'

const VIEWS = [
  { view: 'all', label: 'All questions', to: paths.forum.getHref() },
  { view: 'mine', label: 'My questions', to: paths.forum.getHref('mine') },
] as const

/**
 * 'All questions' and 'My questions' (docs/PRODUCT.md §2 'Community Forum'): links, so the list
 * lives in the URL.
 */
export function ForumViewTabs({ view }: { view: ForumView }) {
  return (
    <nav aria-label="Forum lists" className="flex gap-2">
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
