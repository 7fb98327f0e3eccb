// Relative: the end-to-end tests load the templates, and this, outside Vite.
import { isHindi } from '../../../i18n/locale'
import hi from './document-types.hi'

/** The three templates' names and a document's status: shown wherever a document is listed. */
export const en = {
  types: {
    affidavit: 'Affidavit',
    rent_agreement: 'Rent Agreement',
    bail_application: 'Bail Application',
  },
  statuses: {
    draft: 'Draft',
    final: 'Final',
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
