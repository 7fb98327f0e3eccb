import type { RouteHandle } from '@/components/layouts/route-meta'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'

export const handle: RouteHandle = { title: 'Page not found' }

/** 404 inside the root layout: say what happened and offer a way on. */
export function Component() {
  return (
    <section className="container grid max-w-2xl justify-items-start gap-4 py-16 sm:py-24">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="text-muted-foreground">
        We couldn&apos;t find the page you asked for. The link may be out of date, or the address
        may have a typo. Check the address, go back to the home page, or tell us what you were
        looking for and we&apos;ll help.
      </p>
      <div className="flex flex-wrap gap-3 pt-2">
        <Button asChild>
          <Link to={paths.home.getHref()}>Home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.contact.getHref()}>Contact</Link>
        </Button>
      </div>
    </section>
  )
}
