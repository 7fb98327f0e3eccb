import { Suspense, type ComponentType } from 'react'
import { Link } from 'react-router'
import { ThemeMenu } from '@/components/theme/theme-menu'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useScrolled } from '@/hooks/use-scrolled'
import { useAuth } from '@/lib/auth'
import { cn } from '@/lib/utils'
import { BrandLink } from './brand-link'
import { LanguageSwitch } from './language-switch'
import { MainNavLinks } from './main-nav-links'
import { MobileNav } from './mobile-nav'
import { m } from '@/i18n/messages/shell'

/**
 * Sticky top navigation; solid at the top, translucent with blur once scrolled past 10 px.
 * `accountMenu`: what a signed-in visitor has at the right (the app's notifications bell and user
 * menu, loaded on demand: the first load of public pages carries neither).
 */
export function SiteHeader({ accountMenu: AccountMenu }: { accountMenu: ComponentType }) {
  const isScrolled = useScrolled()
  const { isSignedIn } = useAuth()

  return (
    <header
      data-scrolled={isScrolled}
      className={cn(
        'sticky top-0 z-40 w-full border-b transition-[background-color,border-color,box-shadow] duration-200',
        isScrolled
          ? 'border-border bg-background/80 shadow-sm backdrop-blur-md'
          : 'border-transparent bg-background',
      )}
    >
      <div className="container flex h-16 items-center gap-6">
        <BrandLink />
        <nav aria-label={m.mainNav} className="hidden md:block">
          <MainNavLinks layout="row" />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden sm:block">
            <LanguageSwitch />
          </div>
          <ThemeMenu />
          {isSignedIn ? (
            <Suspense
              fallback={
                <span aria-hidden="true" className="hidden size-9 rounded-full bg-muted md:block" />
              }
            >
              <AccountMenu />
            </Suspense>
          ) : (
            <Button asChild variant="brand" size="sm" className="md:h-10 md:px-4">
              <Link to={paths.auth.getHref()}>{m.tryNow}</Link>
            </Button>
          )}
          <MobileNav />
        </div>
      </div>
    </header>
  )
}
