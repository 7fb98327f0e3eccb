import { useRevalidator } from 'react-router'
import { Button } from '@/components/ui/button'

/** The guide's chunk did not arrive (offline, or a new deploy): say so, and try again. */
export function GuideLoadFailed() {
  const revalidator = useRevalidator()
  const busy = revalidator.state === 'loading'
  return (
    <div role="alert" className="grid justify-items-start gap-3">
      <h1 className="text-2xl font-bold tracking-tight">We couldn't load this guide.</h1>
      <p className="text-muted-foreground">Please check your connection and try again.</p>
      <Button variant="outline" onClick={() => void revalidator.revalidate()} disabled={busy}>
        {busy ? 'Trying again…' : 'Try again'}
      </Button>
    </div>
  )
}
