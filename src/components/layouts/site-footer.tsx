import { Link } from 'react-router'
import { BrandLink } from './brand-link'
import { FOOTER_LINK_GROUPS, LEGAL_LINKS } from './footer-links'
import { SocialLinks } from './social-links'
import { m } from '@/i18n/messages/shell'

const linkClasses =
  'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground hover:underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** Site footer (docs/PRODUCT.md §2 'Footer'): link groups, legal and social links, copyright. */
export function SiteFooter() {
  const year = new Date().getFullYear()

  return (
    <footer className="border-t bg-muted/40">
      <div className="container grid grid-cols-2 gap-x-6 gap-y-10 py-12 md:grid-cols-4">
        <div className="col-span-2 grid content-start gap-4 md:col-span-1">
          <BrandLink className="justify-self-start" />
          <p className="max-w-xs text-sm text-muted-foreground">{m.footer.about}</p>
          <SocialLinks />
        </div>
        {FOOTER_LINK_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="mb-3 text-sm font-semibold">{group.title}</h2>
            <ul className="grid gap-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className={linkClasses}>
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <div className="container grid gap-3 py-6 text-sm text-muted-foreground md:grid-cols-[1fr_auto] md:items-center">
          <p>{m.footer.rights(year)}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2" aria-label={m.footer.legal}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={linkClasses}>
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
          <p className="text-xs md:col-span-2">{m.footer.disclaimer}</p>
        </div>
      </div>
    </footer>
  )
}
