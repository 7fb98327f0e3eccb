import type { RouteHandle } from '@/components/layouts/route-meta'
import { Construction } from 'lucide-react'
import { Link, useMatches } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { m } from '@/app/messages/coming-soon'

/** The linked screens that are not built yet (docs/PRODUCT.md §2), each with the section it names. */
const HEADINGS = m.headings satisfies Partial<Record<keyof typeof paths, string>>

/** The screen a coming-soon route stands for, which is also its route id (the router's `comingSoon`). */
export type ComingSoonScreen = keyof typeof HEADINGS

export const handle: RouteHandle = { title: m.pageTitle }

/** An honest page for a linked screen that is not built yet; renders in both layouts. */
export function Component() {
  const screen = useMatches().at(-1)?.id as ComingSoonScreen
  const { isSignedIn } = useAuth()

  return (
    <section className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-16 text-center sm:py-24">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Construction aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{HEADINGS[screen]}</h1>
      <p className="text-muted-foreground">{m.body}</p>
      <div className="flex flex-wrap justify-center gap-3 pt-2">
        {isSignedIn ? (
          <Button asChild>
            <Link to={paths.dashboard.getHref()}>{m.backToDashboard}</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to={paths.home.getHref()}>{m.backToHome}</Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to={paths.contact.getHref()}>{m.contactUs}</Link>
        </Button>
      </div>
    </section>
  )
}
