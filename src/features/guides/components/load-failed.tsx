import { useLocation, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { m } from '../messages/guides'

/** A page's data did not arrive (offline, or a new deploy): say so, and try again. */
export function LoadFailed({ what }: { what: string }) {
  // Navigating to the same URL runs its loader again.
  const navigate = useNavigate()
  const location = useLocation()
  return (
    <div role="alert" className="grid justify-items-start gap-3">
      <h1 className="text-2xl font-bold tracking-tight">{m.loadFailed.title(what)}</h1>
      <p className="text-muted-foreground">{m.loadFailed.body}</p>
      <Button variant="outline" onClick={() => void navigate(location, { replace: true })}>
        {m.loadFailed.tryAgain}
      </Button>
    </div>
  )
}
