import { Bot, Scale } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/lib/auth'
import { advocatesHref, assistantHref } from '../utils/links'
import { m } from '../messages/guides'

/** What to do after reading: ask the assistant, or find an advocate of the guide's area. */
export function GuideActions({ area }: { area: string }) {
  const { isSignedIn } = useAuth()
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={assistantHref(isSignedIn)}>
            <Bot aria-hidden="true" />
            {m.guide.askAssistant}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={advocatesHref(area, isSignedIn)}>
            <Scale aria-hidden="true" />
            {m.guide.findAdvocate}
          </Link>
        </Button>
      </div>
      {!isSignedIn && <p className="text-sm text-muted-foreground">{m.guide.needAccount}</p>}
    </div>
  )
}
