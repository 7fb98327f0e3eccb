import { Menu, X } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { useOpenUntilNavigation } from '@/hooks/use-open-until-navigation'
import { LanguageSwitch } from './language-switch'
import { MainNavLinks } from './main-nav-links'
import { useAuth } from '@/lib/auth'
import { MobileAccountLinks } from './mobile-account-links'
import { m } from '@/i18n/messages/shell'

/** The phone menu (< md): a disclosure button and a panel under the bar; closes on route change. */
export function MobileNav() {
  const { isOpen, setOpen, toggle } = useOpenUntilNavigation()
  const { isSignedIn } = useAuth()
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!isOpen) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [isOpen, setOpen])

  return (
    <div className="md:hidden">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={isOpen ? m.closeMenu : m.openMenu}
        onClick={toggle}
      >
        {isOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-background shadow-lg"
      >
        <div className="container grid gap-4 py-4">
          <nav aria-label={m.mainMenu}>
            <MainNavLinks layout="column" />
          </nav>
          <LanguageSwitch className="justify-self-start sm:hidden" />
          {isSignedIn && (
            <div className="border-t pt-4">
              <MobileAccountLinks />
            </div>
          )}
        </div>
      </div>
    </div>
  )
}
