import { Moon, Sun } from 'lucide-react'
import { useCallback, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useDismiss } from '@/hooks/use-dismiss'
import { ThemeToggle } from './theme-toggle'
import { m } from '@/i18n/messages/shell'

/**
 * Header theme switcher: an icon button disclosing the Light / Dark / System radio group.
 * Deliberately not a Radix menu: it is on every page, and the menu's positioning code would
 * add ~20 kB to the first load of the home page.
 */
export function ThemeMenu() {
  const [isOpen, setOpen] = useState(false)
  const panelId = useId()
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(containerRef, buttonRef, isOpen, close)

  return (
    <div ref={containerRef} className="relative">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={m.theme.change}
        title={m.theme.change}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
      >
        <Sun aria-hidden="true" className="dark:hidden" />
        <Moon aria-hidden="true" className="hidden dark:block" />
      </Button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute right-0 top-full z-50 mt-2 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        <ThemeToggle
          inMenu
          onSelect={() => {
            close()
            buttonRef.current?.focus()
          }}
        />
      </div>
    </div>
  )
}
