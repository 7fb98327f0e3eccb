import type { RouteHandle } from '@/components/layouts/route-meta'
import { FeatureGrid } from '@/features/marketing/components/feature-grid'
import { Hero } from '@/features/marketing/components/hero'
import { HomeCta } from '@/features/marketing/components/home-cta'
import { ServicesSection } from '@/features/marketing/components/services-section'
import { TestimonialsSection } from '@/features/marketing/components/testimonials-section'
import { m } from '@/features/marketing/messages/home'

export const handle: RouteHandle = { title: m.pageTitle }

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
