import { Card } from '@/components/ui/card'
import { FEATURES } from '@/features/marketing/content/home'
import { IconTile } from './icon-tile'
import { SectionHeading } from './section-heading'
import { m } from '../messages/home'

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="container py-16 sm:py-24">
      <SectionHeading
        id="features-title"
        eyebrow={m.features.eyebrow}
        title={m.features.title}
        description={m.features.description}
      />
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {FEATURES.map((feature) => (
          <li key={feature.title}>
            <Card className="flex h-full flex-col gap-4 p-6">
              <IconTile icon={feature.icon} />
              <h3 className="text-lg font-semibold">{feature.title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{feature.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
