import type { RouteHandle } from '@/components/layouts/route-meta'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { m } from '@/app/messages/not-found'

export const handle: RouteHandle = { title: m.pageTitle }

/** 404 inside the root layout: say what happened and offer a way on. */
export function Component() {
  return (
    <section className="container grid max-w-2xl justify-items-start gap-4 py-16 sm:py-24">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{m.title}</h1>
      <p className="text-muted-foreground">{m.body}</p>
      <div className="flex flex-wrap gap-3 pt-2">
        <Button asChild>
          <Link to={paths.home.getHref()}>{m.home}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.contact.getHref()}>{m.contact}</Link>
        </Button>
      </div>
    </section>
  )
}
