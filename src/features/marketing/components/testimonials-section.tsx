import { TESTIMONIALS } from '@/features/marketing/content/home'
import { SectionHeading } from './section-heading'
import { TestimonialCard } from './testimonial-card'
import { m } from '../messages/home'

export function TestimonialsSection() {
  return (
    <section aria-labelledby="stories-title" className="container py-16 sm:py-24">
      <SectionHeading
        id="stories-title"
        eyebrow={m.stories.eyebrow}
        title={m.stories.title}
        description={m.stories.description}
      />
      <ul className="mt-12 grid gap-4 md:grid-cols-3 lg:gap-6">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-muted-foreground">{m.stories.note}</p>
    </section>
  )
}
