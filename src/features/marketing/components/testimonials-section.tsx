import { TESTIMONIALS } from '@/features/marketing/content/home'
import { SectionHeading } from './section-heading'
import { TestimonialCard } from './testimonial-card'

export function TestimonialsSection() {
  return (
    <section aria-labelledby="stories-title" className="container py-16 sm:py-24">
      <SectionHeading
        id="stories-title"
        eyebrow="Success stories"
        title="People who found their way"
        description="How people across India used LexSetu to understand their situation and act on it."
      />
      <ul className="mt-12 grid gap-4 md:grid-cols-3 lg:gap-6">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        These are illustrative examples of typical situations, not reviews by named clients.
      </p>
    </section>
  )
}
