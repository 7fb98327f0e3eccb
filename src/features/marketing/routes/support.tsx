import type { RouteHandle } from '@/components/layouts/route-meta'
import { Link } from 'react-router'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { PageHeader } from '../components/page-header'
import { CONTACT_CHANNELS, GRIEVANCE_EMAIL } from '../content/contact'
import { m } from '../messages/support'

const linkClasses =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** The page's title and description (src/components/layouts/route-meta.tsx). */
export const handle: RouteHandle = {
  title: m.pageTitle,
  description: m.pageDescription,
}

/** /support: how to reach the team (the channels of /contact), and what we can and cannot help with. */
export function Component() {
  return (
    <div>
      <PageHeader eyebrow={m.eyebrow} title={m.title} description={m.description} />
      <div className="container grid max-w-6xl gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-10">
        {/* The channels of /contact (not its ContactChannels component: sharing it would make it a
            chunk of its own, one more request for /contact). */}
        <section aria-label={m.waysToReach}>
          <ul className="grid gap-4 md:grid-cols-3 lg:grid-cols-1">
            {CONTACT_CHANNELS.map((channel) => (
              <li key={channel.title}>
                <Card className="h-full p-5">
                  <h2 className="font-semibold">{channel.title}</h2>
                  <p className="mt-1 text-sm text-muted-foreground">{channel.description}</p>
                  {channel.href ? (
                    <a
                      href={channel.href}
                      className={`${linkClasses} mt-2 inline-block break-words`}
                    >
                      {channel.detail}
                    </a>
                  ) : (
                    <p className="mt-2 font-medium">{channel.detail}</p>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        </section>
        <div className="grid content-start gap-6">
          <Card className="grid gap-3 p-6">
            <h2 className="text-xl font-semibold">{m.write.title}</h2>
            <p>
              {m.write.before}
              <Link to={paths.contact.getHref()} className={linkClasses}>
                {m.write.contactForm}
              </Link>
              {m.write.after}
            </p>
            <p>
              {m.write.grievanceBefore}
              <a href={`mailto:${GRIEVANCE_EMAIL}`} className={linkClasses}>
                {GRIEVANCE_EMAIL}
              </a>
              {m.write.grievanceAfter}
            </p>
          </Card>
          <Card className="grid gap-3 p-6">
            <h2 className="text-xl font-semibold">{m.law.title}</h2>
            <p>
              {m.law.before}
              <Link to={paths.chatbot.getHref()} className={linkClasses}>
                {m.law.assistant}
              </Link>
              {m.law.afterAssistant}
              <Link to={paths.guides.getHref()} className={linkClasses}>
                {m.law.guides}
              </Link>
              {m.law.afterGuides}
              <Link to={paths.advocates.getHref()} className={linkClasses}>
                {m.law.advocate}
              </Link>
              {m.law.after}
            </p>
          </Card>
          <Card className="grid gap-3 p-6">
            <h2 className="text-xl font-semibold">{m.before.title}</h2>
            <p>
              {m.before.before}
              <Link to={paths.help.getHref()} className={linkClasses}>
                {m.before.helpCenter}
              </Link>
              {m.before.afterHelp}
              <Link to={paths.pricing.getHref()} className={linkClasses}>
                {m.before.pricing}
              </Link>
              {m.before.after}
            </p>
          </Card>
        </div>
      </div>
    </div>
  )
}
