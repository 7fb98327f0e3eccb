import type { RouteHandle } from '@/components/layouts/route-meta'
import { Link } from 'react-router'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { PageHeader } from '../components/page-header'
import { CONTACT_CHANNELS, GRIEVANCE_EMAIL } from '../content/contact'

const linkClasses =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** The page's title and description (src/components/layouts/route-meta.tsx). */
export const handle: RouteHandle = {
  title: 'Support',
  description:
    'How to reach the LexSetu team by e-mail, phone or live chat, and where to turn with a legal question.',
}

/** /support: how to reach the team (the channels of /contact), and what we can and cannot help with. */
export function Component() {
  return (
    <div>
      <PageHeader
        eyebrow="Support"
        title="Get support"
        description="Reach the LexSetu team about your account, a plan, a document or anything that does not work as it should."
      />
      <div className="container grid max-w-6xl gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-10">
        {/* The channels of /contact (not its ContactChannels component: sharing it would make it a
            chunk of its own, one more request for /contact). */}
        <section aria-label="Ways to reach us">
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
            <h2 className="text-xl font-semibold">Write to us</h2>
            <p>
              The quickest way is the{' '}
              <Link to={paths.contact.getHref()} className={linkClasses}>
                contact form
              </Link>
              : tell us the e-mail of your account and what happened, and we reply by e-mail. Please
              don’t include sensitive case details.
            </p>
            <p>
              A complaint about LexSetu goes to our Grievance Officer at{' '}
              <a href={`mailto:${GRIEVANCE_EMAIL}`} className={linkClasses}>
                {GRIEVANCE_EMAIL}
              </a>
              .
            </p>
          </Card>
          <Card className="grid gap-3 p-6">
            <h2 className="text-xl font-semibold">Questions about the law</h2>
            <p>
              Our team cannot give legal advice. Ask the{' '}
              <Link to={paths.chatbot.getHref()} className={linkClasses}>
                AI legal assistant
              </Link>
              , read the{' '}
              <Link to={paths.guides.getHref()} className={linkClasses}>
                legal guides
              </Link>{' '}
              or{' '}
              <Link to={paths.advocates.getHref()} className={linkClasses}>
                find an advocate
              </Link>
              . Free legal aid: the NALSA helpline 15100. If you are in danger, call 112.
            </p>
          </Card>
          <Card className="grid gap-3 p-6">
            <h2 className="text-xl font-semibold">Before you write</h2>
            <p>
              The{' '}
              <Link to={paths.help.getHref()} className={linkClasses}>
                Help Center
              </Link>{' '}
              explains how each feature works and what Free and Premium include. To change or cancel
              a plan, see{' '}
              <Link to={paths.pricing.getHref()} className={linkClasses}>
                Pricing
              </Link>{' '}
              or write to us.
            </p>
          </Card>
        </div>
      </div>
    </div>
  )
}
