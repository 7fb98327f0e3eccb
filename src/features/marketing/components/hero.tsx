import { ArrowRight, CheckCircle2 } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { HERO } from '@/features/marketing/content/home'
import { useAuth } from '@/lib/auth'
import { BackdropGlow } from './backdrop-glow'

export function Hero() {
  const { isSignedIn } = useAuth()
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden border-b">
      <BackdropGlow />
      <div className="container flex max-w-4xl flex-col items-center gap-6 py-16 text-center sm:py-24 lg:py-28">
        <Badge variant="glass" size="lg">
          {HERO.eyebrow}
        </Badge>
        <h1
          id="hero-title"
          className="text-balance text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl"
        >
          {HERO.title}
        </h1>
        <p className="max-w-2xl text-pretty text-lg text-muted-foreground sm:text-xl">
          {HERO.description}
        </p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to={isSignedIn ? paths.dashboard.getHref() : paths.auth.getHref()}>
              {isSignedIn ? 'Go to Dashboard' : 'Get Started'}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.about.getHref()}>
              Learn More<span className="sr-only"> about LexSetu</span>
            </Link>
          </Button>
        </div>
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 pt-2 text-sm text-muted-foreground">
          {HERO.assurances.map((item) => (
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
