import type { RouteHandle } from '@/components/layouts/route-meta'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { ContactChannels } from '@/features/marketing/components/contact-channels'
import { ContactForm } from '@/features/marketing/components/contact-form'
import { PageHeader } from '@/features/marketing/components/page-header'

export const handle: RouteHandle = { title: 'Contact us' }

export function Component() {
  return (
    <div>
      <PageHeader
        eyebrow="Contact"
        title="We’re here to help"
        description="Questions about LexSetu, your account or a plan? Reach us the way that suits you, or send us a message."
      />
      <div className="container grid max-w-6xl gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-10">
        <section aria-label="Ways to reach us">
          <ContactChannels />
        </section>
        <section aria-labelledby="contact-form-title">
          <Card>
            <CardHeader>
              <h2 id="contact-form-title" className="text-2xl font-semibold">
                Send us a message
              </h2>
              <CardDescription>
                All fields are required. We reply by email. Please don’t include sensitive case
                details here. If you are in danger, call 112.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ContactForm />
            </CardContent>
          </Card>
        </section>
      </div>
    </div>
  )
}
