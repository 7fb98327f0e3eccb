import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Item, ItemActions, ItemContent, ItemDescription, ItemTitle } from '@/components/ui/item'

type ItemRowProps = {
  title: string
  /** The muted line under the title: date, counts, kind. */
  meta: ReactNode
  to: string
  /** The button's visible word; screen readers also hear the title. */
  action: string
}

/** A dashboard list item: title and details, with one button that opens it. */
export function ItemRow({ title, meta, to, action }: ItemRowProps) {
  return (
    <Item asChild className="py-3 first:pt-0 last:pb-0">
      <li>
        <ItemContent>
          <ItemTitle>{title}</ItemTitle>
          <ItemDescription>{meta}</ItemDescription>
        </ItemContent>
        <ItemActions>
          <Button asChild variant="outline" size="sm">
            <Link to={to}>
              {action}
              <span className="sr-only">: {title}</span>
            </Link>
          </Button>
        </ItemActions>
      </li>
    </Item>
  )
}
