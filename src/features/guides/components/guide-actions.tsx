import { Bot, Scale } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/lib/auth'
import { advocatesHref, assistantHref } from '../utils/links'

/** What to do after reading: ask the assistant, or find an advocate of the guide's area. */
export function GuideActions({ area }: { area: string }) {
  const { isSignedIn } = useAuth()
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={assistantHref(isSignedIn)}>
            <Bot aria-hidden="true" />
            Ask the assistant about this
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={advocatesHref(area, isSignedIn)}>
            <Scale aria-hidden="true" />
            Find an advocate
          </Link>
        </Button>
      </div>
      {!isSignedIn && (
        <p className="text-sm text-muted-foreground">
          Both need a free account: you sign in first, then go straight there.
        </p>
      )}
    </div>
  )
}
