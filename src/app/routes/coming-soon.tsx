import type { RouteHandle } from '@/components/layouts/route-meta'
import { Construction } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { getComingSoonHeading } from './coming-soon-sections'

export const handle: RouteHandle = { title: 'Coming soon' }

/** An honest page for every linked screen that is not built yet; renders in both layouts. */
export function Component() {
  const { pathname } = useLocation()
  const { isSignedIn } = useAuth()

  return (
    <section className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-16 text-center sm:py-24">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Construction aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {getComingSoonHeading(pathname)}
      </h1>
      <p className="text-muted-foreground">
        LexSetu is being built in the open, one section at a time. This part isn&apos;t ready yet,
        and we&apos;d rather say so than show you something that doesn&apos;t work.
      </p>
      <div className="flex flex-wrap justify-center gap-3 pt-2">
        {isSignedIn ? (
          <Button asChild>
            <Link to={paths.dashboard}>Back to your dashboard</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to={paths.home}>Back to the home page</Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to={paths.contact}>Contact us</Link>
        </Button>
      </div>
    </section>
  )
}
