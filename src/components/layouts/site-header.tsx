import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { ThemeMenu } from '@/components/theme/theme-menu'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useScrolled } from '@/hooks/use-scrolled'
import { useAuth } from '@/lib/auth'
import { cn } from '@/lib/utils'
import { BrandLink } from './brand-link'
import { MainNavLinks } from './main-nav-links'
import { MobileNav } from './mobile-nav'

// Only signed-in visitors need the Radix menu; keep it out of the first load of public pages.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })))

/** Sticky top navigation; solid at the top, translucent with blur once scrolled past 10 px. */
export function SiteHeader() {
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
        <nav aria-label="Main" className="hidden md:block">
          <MainNavLinks layout="row" />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeMenu />
          {isSignedIn ? (
            <div className="hidden md:block">
              <Suspense
                fallback={
                  <span aria-hidden="true" className="block size-9 rounded-full bg-muted" />
                }
              >
                <UserMenu />
              </Suspense>
            </div>
          ) : (
            <Button asChild variant="brand" size="sm" className="md:h-10 md:px-4">
              <Link to={paths.auth.getHref()}>Try Now</Link>
            </Button>
          )}
          <MobileNav />
        </div>
      </div>
    </header>
  )
}
