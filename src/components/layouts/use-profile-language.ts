import { useEffect } from 'react'
import { hasChosenLocale, isHindi, switchLocale } from '@/i18n/locale'
import { useAuth } from '@/lib/auth'

const current = isHindi ? 'hi' : 'en'

/**
 * On a device where no language was chosen, a signed-in user's profile decides: the page opens
 * again in the language they chose elsewhere.
 */
export function useProfileLanguage() {
  const { profile } = useAuth()
  const wanted = profile?.locale
  useEffect(() => {
    if (wanted && wanted !== current && !hasChosenLocale()) switchLocale(wanted)
  }, [wanted])
}
