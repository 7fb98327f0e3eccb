import { ArrowRight, CheckCircle2 } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { m } from '@/features/marketing/messages/home'
import { useAuth } from '@/lib/auth'
import { BackdropGlow } from './backdrop-glow'

export function Hero() {
  const { isSignedIn } = useAuth()
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden border-b">
      <BackdropGlow />
      <div className="container flex max-w-4xl flex-col items-center gap-6 py-16 text-center sm:py-24 lg:py-28">
        <Badge variant="glass" size="lg">
          {m.hero.eyebrow}
        </Badge>
        <h1
          id="hero-title"
          className="text-balance text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl"
        >
          {m.hero.title}
        </h1>
        <p className="max-w-2xl text-pretty text-lg text-muted-foreground sm:text-xl">
          {m.hero.description}
        </p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to={isSignedIn ? paths.dashboard.getHref() : paths.auth.getHref()}>
              {isSignedIn ? m.hero.goToDashboard : m.hero.getStarted}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.about.getHref()}>
              {m.hero.learnMore}
              <span className="sr-only">{m.hero.learnMoreHidden}</span>
            </Link>
          </Button>
        </div>
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 pt-2 text-sm text-muted-foreground">
          {m.hero.assurances.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <CheckCircle2 aria-hidden="true" className="size-4 text-primary" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
