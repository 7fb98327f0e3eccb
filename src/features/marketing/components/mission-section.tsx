import { IMPACT_STATS, MISSION } from '@/features/marketing/content/about'
import { SectionHeading } from './section-heading'
import { m } from '@/features/marketing/messages/about'

export function MissionSection() {
  return (
    <section
      aria-labelledby="mission-title"
      className="container grid items-center gap-10 py-16 sm:py-24 lg:grid-cols-2 lg:gap-16"
    >
      <div className="flex flex-col gap-5">
        <SectionHeading
          id="mission-title"
          eyebrow={m.mission.eyebrow}
          title={m.mission.title}
          align="start"
        />
        <p className="text-pretty text-xl font-medium leading-relaxed">{MISSION.statement}</p>
        <p className="text-pretty leading-relaxed text-muted-foreground">{MISSION.body}</p>
      </div>
      <div>
        <h3 id="impact-title" className="sr-only">
          {m.mission.impactTitle}
        </h3>
        <dl aria-labelledby="impact-title" className="grid grid-cols-2 gap-4">
          {IMPACT_STATS.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse gap-1 rounded-lg border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
            >
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
