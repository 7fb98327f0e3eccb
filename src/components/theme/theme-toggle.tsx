import { Monitor, Moon, Sun } from 'lucide-react'
import { cn } from '@/lib/utils'
import type { Theme } from '@/lib/theme'
import { useTheme } from './theme-context'
import { m } from '@/i18n/messages/shell'

const OPTIONS: { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: m.theme.light, Icon: Sun },
  { value: 'dark', label: m.theme.dark, Icon: Moon },
  { value: 'system', label: m.theme.system, Icon: Monitor },
]

/** Light / Dark / System as a radio group, so screen readers announce the current choice. */
export function ThemeToggle({
  className,
  inMenu = false,
  onSelect,
}: {
  className?: string
  /** A borderless column of choices, for a menu panel. */
  inMenu?: boolean
  onSelect?: (theme: Theme) => void
}) {
  const { theme, setTheme } = useTheme()
  return (
    <div
      role="radiogroup"
      aria-label={m.theme.label}
      className={cn(
        inMenu ? 'inline-flex flex-col items-stretch' : 'inline-flex rounded-md border p-1',
        className,
      )}
    >
      {OPTIONS.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={theme === value}
          onClick={() => {
            setTheme(value)
            onSelect?.(value)
          }}
          className={cn(
            'inline-flex items-center gap-1.5 rounded px-2.5 py-1.5 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            theme === value
              ? 'bg-accent font-medium text-accent-foreground'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </div>
  )
}
