import { Avatar } from '@/components/ui/avatar'
import { Card } from '@/components/ui/card'
import type { Founder } from '@/features/marketing/content/about'

export function FounderCard({ founder }: { founder: Founder }) {
  return (
    <Card className="flex h-full flex-col items-center gap-4 p-6 text-center sm:p-8">
      <Avatar
        name={founder.name}
        email={null}
        size="xl"
        tone="soft"
        className="ring-1 ring-inset ring-primary/25"
      />
      <div>
        <h3 className="text-lg font-semibold">{founder.name}</h3>
        <p className="text-sm font-medium text-primary">{founder.role}</p>
      </div>
      <p className="text-pretty text-sm leading-relaxed text-muted-foreground">
        {founder.description}
      </p>
    </Card>
  )
}
