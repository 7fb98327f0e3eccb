import { CheckCircle2 } from 'lucide-react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import type { ImpactStory } from '@/features/marketing/content/about'
import { m } from '@/features/marketing/messages/about'

export function ImpactStoryCard({ story }: { story: ImpactStory }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <CardTitle>{story.title}</CardTitle>
        <CardDescription className="text-pretty leading-relaxed">
          {story.description}
        </CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">
        <h4 className="text-sm font-semibold">{m.impact.cardHeading}</h4>
        <ul className="mt-3 grid gap-2 text-sm">
          {story.impact.map((item) => (
            <li key={item} className="flex gap-2">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
