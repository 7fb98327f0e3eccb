import { SERVICES } from '@/features/marketing/content/home'
import { useAuth } from '@/lib/auth'
import { SectionHeading } from './section-heading'
import { ServiceCard } from './service-card'

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
          eyebrow="Our services"
          title="Get help the way you need it"
          description="Start free with the assistant and the forum. Premium adds documents, advocates and priority support."
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
