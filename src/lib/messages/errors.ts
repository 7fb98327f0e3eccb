import { isHindi } from '@/i18n/locale'
import hi from './errors.hi'

/** How the app words a failed request (src/lib/api-error.ts) and a failed PDF (render-in-worker). */
export const en = {
  /** The one sentence for a request that never reached LexSetu (docs/PRODUCT.md §8). */
  offline: "We couldn't reach LexSetu. Check your internet connection and try again.",
  /** For a failure whose own wording is not written for users (a server fault, a missed check). */
  generic: 'Something went wrong on our side. Please try again.',
  pdfOffline: 'You are offline, so the PDF could not be made. Connect and try again.',
  pdfFailed: 'The PDF could not be made. Reload the page and try again.',
  /**
   * A refusal of the database (SQLSTATE LS0nn, docs/PRODUCT.md §8): its own words in English; by
   * its code (and, for a code with several messages, its words) in Hindi, where known.
   */
  refusal: (_code: string, message: string) => message,
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
