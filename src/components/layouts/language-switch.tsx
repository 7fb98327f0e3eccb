import { Button } from '@/components/ui/button'
import { htmlLang, isHindi, switchLocale } from '@/i18n/locale'
import { m } from '@/i18n/messages/shell'
import { useAuth } from '@/lib/auth'
import { saveLocale } from '@/lib/save-locale'

/**
 * 'हिन्दी' in English, 'English' in Hindi: the same page in the other language, remembered on
 * this device and, signed in, in the profile. In the header from `sm` up, and in the phone menu
 * below it (the bar has no room for it at 390 px).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { userId, profile } = useAuth()
  const other = isHindi ? 'en' : 'hi'
  const choose = async () => {
    if (userId && profile?.locale !== other) await saveLocale(userId, other)
    switchLocale(other)
  }
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      lang={htmlLang(other)}
      className={className}
      onClick={() => void choose()}
    >
      {m.language.switchTo}
    </Button>
  )
}
