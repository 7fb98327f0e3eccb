import type { RouteHandle } from '@/components/layouts/route-meta'
import { Construction } from 'lucide-react'
import { Link, useMatches } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'

/** The linked screens that are not built yet (docs/PRODUCT.md §2), each with the section it names. */
const HEADINGS = {
  careers: 'Careers at LexSetu are coming soon',
  blog: 'The LexSetu blog is coming soon',
  press: 'The press room is coming soon',
  docs: 'The documentation is coming soon',
  successStories: 'Success stories are coming soon',
  dashboardSupport: 'Help & support is coming soon',
  resources: 'Resources are coming soon',
} satisfies Partial<Record<keyof typeof paths, string>>

/** The screen a coming-soon route stands for, which is also its route id (the router's `comingSoon`). */
export type ComingSoonScreen = keyof typeof HEADINGS

export const handle: RouteHandle = { title: 'Coming soon' }

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
      <p className="text-muted-foreground">
        LexSetu is being built in the open, one section at a time. This part isn&apos;t ready yet,
        and we&apos;d rather say so than show you something that doesn&apos;t work.
      </p>
      <div className="flex flex-wrap justify-center gap-3 pt-2">
        {isSignedIn ? (
          <Button asChild>
            <Link to={paths.dashboard.getHref()}>Back to your dashboard</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to={paths.home.getHref()}>Back to the home page</Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to={paths.contact.getHref()}>Contact us</Link>
        </Button>
      </div>
    </section>
  )
}
