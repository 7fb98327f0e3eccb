import type { RouteHandle } from '@/components/layouts/route-meta'
import { FeatureGrid } from '@/features/marketing/components/feature-grid'
import { Hero } from '@/features/marketing/components/hero'
import { HomeCta } from '@/features/marketing/components/home-cta'
import { ServicesSection } from '@/features/marketing/components/services-section'
import { TestimonialsSection } from '@/features/marketing/components/testimonials-section'

export const handle: RouteHandle = { title: 'Legal help for India' }

export function Component() {
  return (
    <div>
      <Hero />
      <FeatureGrid />
      <ServicesSection />
      <TestimonialsSection />
      <HomeCta />
    </div>
  )
}
