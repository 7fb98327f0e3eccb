import { SOCIAL_LINKS } from './footer-links'
import { m } from '@/i18n/messages/shell'

/** LexSetu's social profiles; they open in a new tab without giving it access to this one. */
export function SocialLinks() {
  return (
    <ul className="flex gap-1" aria-label={m.footer.social}>
      {SOCIAL_LINKS.map(({ network, href, icon: Icon }) => (
        <li key={href}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={m.footer.socialLink(network)}
            className="inline-flex size-10 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  )
}
