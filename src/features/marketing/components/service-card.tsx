import { Check, Crown } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card'
import { paths } from '@/config/paths'
import type { Service } from '@/features/marketing/content/home'
import { IconTile } from './icon-tile'
import { m } from '../messages/home'

/** Signed-in users open the service; visitors are sent to sign up first (docs/PRODUCT.md §6). */
export function ServiceCard({ service, isSignedIn }: { service: Service; isSignedIn: boolean }) {
  const titleId = useId()
  const isPremium = service.plan === 'Premium'
  return (
    <Card className="flex h-full flex-col">
      <CardHeader gap="lg">
        <div className="flex items-start justify-between gap-3">
          <IconTile icon={service.icon} />
          <Badge variant={isPremium ? 'outline' : 'secondary'}>
            {isPremium && <Crown aria-hidden="true" className="size-3.5 text-primary" />}
            <span className="sr-only">{m.services.includedIn}</span>
            {m.services.plans[service.plan]}
            <span className="sr-only">{m.services.plan}</span>
          </Badge>
        </div>
        <CardTitle id={titleId}>{service.title}</CardTitle>
        <CardDescription>{service.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-2 text-sm">
          {service.highlights.map((highlight) => (
            <li key={highlight} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{highlight}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full" variant={isSignedIn ? 'default' : 'outline'}>
          <Link to={isSignedIn ? service.href : paths.auth.getHref()} aria-describedby={titleId}>
            {isSignedIn ? m.services.accessNow : m.services.signUpToAccess}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  )
}
