import { ChevronDown } from 'lucide-react'
import { PRICING_FAQS } from '@/features/marketing/content/pricing'
import { m } from '@/features/marketing/messages/pricing'
import { SectionHeading } from './section-heading'

/** Native <details> disclosures: keyboard and screen-reader support come with the element. */
export function PricingFaq() {
  return (
    <section aria-labelledby="faq-title" className="container max-w-3xl py-16 sm:py-24">
      <SectionHeading id="faq-title" title={m.faqTitle} />
      <div className="mt-10 divide-y rounded-lg border bg-card text-card-foreground">
        {PRICING_FAQS.map((faq) => (
          <details key={faq.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg p-5 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
              <span>{faq.question}</span>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-5 text-pretty leading-relaxed text-muted-foreground">
              {faq.answer}
            </p>
          </details>
        ))}
      </div>
    </section>
  )
}
