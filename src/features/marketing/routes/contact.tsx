import type { RouteHandle } from '@/components/layouts/route-meta'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { ContactChannels } from '@/features/marketing/components/contact-channels'
import { ContactForm } from '@/features/marketing/components/contact-form'
import { PageHeader } from '@/features/marketing/components/page-header'
import { m } from '@/features/marketing/messages/contact'

export const handle: RouteHandle = { title: m.pageTitle }

export function Component() {
  return (
    <div>
      <PageHeader eyebrow={m.eyebrow} title={m.title} description={m.description} />
      <div className="container grid max-w-6xl gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-10">
        <section aria-label={m.waysToReach}>
          <ContactChannels />
        </section>
        <section aria-labelledby="contact-form-title">
          <Card>
            <CardHeader>
              <h2 id="contact-form-title" className="text-2xl font-semibold">
                {m.formTitle}
              </h2>
              <CardDescription>{m.formDescription}</CardDescription>
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
