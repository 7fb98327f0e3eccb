import { PlayCircle } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { env } from '@/config/env'
import { m } from '@/features/auth/messages/auth'

/** 'Try Demo Version': the external demo site when VITE_DEMO_URL is set, else the role chooser. */
export function TryDemoButton({ onChooseRole }: { onChooseRole: () => void }) {
  if (env.VITE_DEMO_URL) {
    return (
      <Button asChild variant="outline" className="w-full">
        <a href={env.VITE_DEMO_URL}>
          <PlayCircle aria-hidden="true" />
          {m.tryDemo}
        </a>
      </Button>
    )
  }
  return (
    <Button type="button" variant="outline" className="w-full" onClick={onChooseRole}>
      <PlayCircle aria-hidden="true" />
      {m.tryDemo}
    </Button>
  )
}
