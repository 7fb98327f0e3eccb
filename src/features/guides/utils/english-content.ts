import { htmlLang, isHindi } from '@/i18n/locale'

/**
 * The `lang` of the generated guides and dictionary (content/generated/), which are in English:
 * set on the Hindi pages so that screen readers read them as English; nothing on the English ones.
 */
export const englishContent = isHindi ? htmlLang('en') : undefined

/** The page's own language, for a label inside English content (the dictionary's entries). */
export const uiLang = isHindi ? htmlLang('hi') : undefined
