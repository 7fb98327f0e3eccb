import type { RouteHandle } from '@/components/layouts/route-meta'
import { ArrowLeft, ShieldAlert } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { m } from '@/features/forum/messages/new-thread'
import { useAuth } from '@/lib/auth'
import { NewThreadForm } from '../components/new-thread-form'

export const handle: RouteHandle = { title: m.title }

/** /forum/new: ask the community a question (docs/PRODUCT.md §2 'Community Forum'). */
export function Component() {
  const { userId } = useAuth()
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Link
        to={paths.forum.getHref()}
        className="inline-flex items-center gap-1 justify-self-start rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.back}
      </Link>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.heading}</h1>
        <p className="text-muted-foreground">{m.intro}</p>
      </div>
      <p className="flex items-start gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{m.privacy}</span>
      </p>
      {/* Keyed by the user: one account never sees another's draft. */}
      <NewThreadForm key={userId ?? 'signed-out'} userId={userId} />
    </div>
  )
}
