import { Menu } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import { useOpenUntilNavigation } from '@/hooks/use-open-until-navigation'
import { BrandLink } from './brand-link'
import { DashboardSidebar } from './dashboard-sidebar'
import { m } from '@/i18n/messages/dashboard'

/**
 * Phone and tablet (< lg) top bar: a menu button opening the sidebar as a slide-in drawer, and
 * `end` at the right.
 */
export function DashboardMobileBar({ end }: { end?: ReactNode }) {
  const { isOpen, setOpen } = useOpenUntilNavigation()
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background px-2 sm:px-4 lg:hidden">
      <Sheet open={isOpen} onOpenChange={setOpen}>
        <SheetTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={m.openNavigation}>
            <Menu aria-hidden="true" />
          </Button>
        </SheetTrigger>
        <SheetContent aria-describedby={undefined}>
          <SheetTitle className="sr-only">{m.navigation}</SheetTitle>
          <DashboardSidebar />
        </SheetContent>
      </Sheet>
      <BrandLink />
      {end && <div className="ml-auto">{end}</div>}
    </header>
  )
}
