/**
 * The interface's language. Each language is its own build (src/i18n/README.md): English at `/`,
 * Hindi under `/hi/`, so a page carries the words of one language only. The build fixes
 * `__LOCALE__` ('en' or 'hi') and the other language's message files drop out of it; the dev
 * server and the tests ('any') read the language from the address.
 */
declare const __LOCALE__: 'en' | 'hi' | 'any'

export type Locale = 'en' | 'hi'
const LOCALE_STORAGE_KEY = 'lexsetu-locale'
/** Where the Hindi pages live: '/hi/forum' is '/forum' in Hindi. */
const HINDI_BASE = '/hi'

const isHindiPath = (pathname: string) =>
  pathname === HINDI_BASE || pathname.startsWith(`${HINDI_BASE}/`)

/** 'any' outside Vite too (the end-to-end tests load some modules in Node). */
const BUILT_FOR = typeof __LOCALE__ === 'undefined' ? 'any' : __LOCALE__

export const isHindi: boolean =
  BUILT_FOR === 'hi' || (BUILT_FOR === 'any' && isHindiPath(globalThis.location?.pathname ?? ''))

/** This page's language. */
export const locale: Locale = isHindi ? 'hi' : 'en'

/** What `Intl` is given: Indian English or Hindi (Latin digits, lakh and crore grouping). */
export const intlLocale = isHindi ? 'hi-IN' : 'en-IN'

/** The value of `lang` for text in `of`. */
export const htmlLang = (of: Locale) => (of === 'hi' ? 'hi-IN' : 'en-IN')

/** The router's basename: the Hindi pages' prefix, or none. */
export const routerBasename = isHindi ? HINDI_BASE : undefined

/** Whether this device has a language chosen (else the profile's, or the browser's, decides). */
export function hasChosenLocale(): boolean {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY) !== null
  } catch {
    return false
  }
}

/** Remembers the choice (index.html sends later visits to it) and opens this page in `next`. */
export function switchLocale(next: Locale) {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, next)
  } catch {
    // Private mode or a full quota: this visit still changes language.
  }
  const { pathname, search, hash } = window.location
  const page = isHindi ? pathname.slice(HINDI_BASE.length) || '/' : pathname
  window.location.assign(`${next === 'hi' ? HINDI_BASE : ''}${page}${search}${hash}`)
}
