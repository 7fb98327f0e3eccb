import { isHindi } from '@/i18n/locale'
import hi from './not-found.hi'

/** The 404 page. */
export const en = {
  pageTitle: 'Page not found',
  title: 'Page not found',
  body: "We couldn't find the page you asked for. The link may be out of date, or the address may have a typo. Check the address, go back to the home page, or tell us what you were looking for and we'll help.",
  home: 'Home',
  contact: 'Contact',
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
