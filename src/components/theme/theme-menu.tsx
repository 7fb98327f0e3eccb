import { Monitor, Moon, Sun } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { THEMES } from '@/lib/theme'
import { useTheme } from './theme-context'

const THEME_LABELS = { light: 'Light', dark: 'Dark', system: 'System' } as const
const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const

/** Header theme switcher: an icon button opening Light / Dark / System. */
export function ThemeMenu() {
  const { theme, setTheme } = useTheme()
  const chooseTheme = (value: string) => {
    const next = THEMES.find((candidate) => candidate === value)
    if (next) setTheme(next)
  }

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Change theme" title="Change theme">
          <Sun aria-hidden="true" className="dark:hidden" />
          <Moon aria-hidden="true" className="hidden dark:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={theme} onValueChange={chooseTheme}>
          {THEMES.map((value) => {
            const Icon = THEME_ICONS[value]
            return (
              <DropdownMenuRadioItem key={value} value={value}>
                <Icon aria-hidden="true" />
                {THEME_LABELS[value]}
              </DropdownMenuRadioItem>
            )
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
