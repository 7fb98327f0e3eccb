import { Button } from '@/components/ui/button'
import { htmlLang, isHindi, switchLocale } from '@/i18n/locale'
import { m } from '@/i18n/messages/shell'

/**
 * 'हिन्दी' in English, 'English' in Hindi: the same page in the other language. In the header from
 * `sm` up, and in the phone menu below it (the bar has no room for it at 390 px).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const other = isHindi ? 'en' : 'hi'
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      lang={htmlLang(other)}
      className={className}
      onClick={() => switchLocale(other)}
    >
      {m.language.switchTo}
    </Button>
  )
}
