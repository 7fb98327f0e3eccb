import { SERVICES } from '@/features/marketing/content/home'
import { useAuth } from '@/lib/auth'
import { SectionHeading } from './section-heading'
import { ServiceCard } from './service-card'
import { m } from '../messages/home'

export function ServicesSection() {
  const { isSignedIn } = useAuth()
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className="scroll-mt-20 border-y bg-muted/40 py-16 sm:py-24"
    >
      <div className="container">
        <SectionHeading
          id="services-title"
          eyebrow={m.services.eyebrow}
          title={m.services.title}
          description={m.services.description}
        />
        <ul className="mt-12 grid gap-4 md:grid-cols-2 lg:gap-6 xl:grid-cols-4">
          {SERVICES.map((service) => (
            <li key={service.title}>
              <ServiceCard service={service} isSignedIn={isSignedIn} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
