import { useId } from 'react'
import { CLIENT_TOOLS } from './client-tools'
import { ToolTile } from './tool-tile'
import { m } from '@/app/messages/dashboard-home'

/** The four tools; premium ones are locked for free users (docs/PRODUCT.md §6). */
export function ClientToolTiles({ isPremium }: { isPremium: boolean }) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="sr-only">
        {m.client.yourTools}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {CLIENT_TOOLS.map((tool) => (
          <li key={tool.href}>
            <ToolTile tool={tool} isLocked={tool.isPremium && !isPremium} />
          </li>
        ))}
      </ul>
    </section>
  )
}
