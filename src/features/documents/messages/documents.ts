import { isHindi } from '@/i18n/locale'
import hi from './documents.hi'

/**
 * /documents: the page, the template picker, 'Document Details' and 'Recent Documents'
 * (docs/PRODUCT.md §2 'Documents'); tests check the English as written.
 */
export const en = {
  titles: { documents: 'Documents', document: 'Document' },
  pageTitle: 'Document Generator',
  pageIntro:
    'Draft an affidavit, a rent agreement or a bail application step by step, and watch the document take shape as you answer.',
  chooseTemplate: 'Choose a template',
  templates: {
    affidavit: {
      title: 'Affidavit',
      description:
        'A general-purpose affidavit: numbered statements of fact, verification and attestation.',
    },
    rent_agreement: {
      title: 'Rent Agreement',
      description:
        'A rent (lease) or leave and licence agreement for a home or shop, shaped by the state it is in.',
    },
    bail_application: {
      title: 'Bail Application',
      description:
        'Regular or anticipatory bail under the BNSS, with grounds, disclosures and undertakings.',
    },
  },
  /** Where a template is chosen or previewed: the document's own text is English for now. Empty in English. */
  englishOnlyNote: '',
  detailsTitle: 'Document Details',
  titleLabel: 'Document Title',
  titleHint: 'Up to 120 characters. You can rename it later.',
  titleRequired: 'Give the document a title.',
  titleTooLong: (max: number) => `Keep the title to ${max} characters or fewer.`,
  copyTitle: (title: string) => `Copy of ${title}`,
  generate: 'Generate Document',
  generating: 'Generating…',
  premiumNote: 'Saving drafts and downloading PDFs are part of Premium.',
  freeGenerateHint: 'You can still fill in any template and see the live preview on this device.',
  seePremium: 'See Premium',
  recentTitle: 'Recent Documents',
  recentLoading: 'Loading your documents…',
  recentEmpty: 'No documents yet. Choose a template above and generate your first one.',
  recentError: "We couldn't load your documents.",
  edited: 'Edited',
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
