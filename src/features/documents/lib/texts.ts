/** The documents screens' own words (docs/PRODUCT.md §2 'Documents'); tests check them as written. */
export const TEXTS = {
  pageTitle: 'Document Generator',
  pageIntro:
    'Draft an affidavit, a rent agreement or a bail application step by step, and watch the document take shape as you answer.',
  chooseTemplate: 'Choose a template',
  detailsTitle: 'Document Details',
  titleLabel: 'Document Title',
  titleHint: 'Up to 120 characters. You can rename it later.',
  generate: 'Generate Document',
  generating: 'Generating…',
  premiumNote: 'Saving drafts and downloading PDFs are part of Premium.',
  freeGenerateHint: 'You can still fill in any template and see the live preview on this device.',
  seePremium: 'See Premium',
  recentTitle: 'Recent Documents',
  recentLoading: 'Loading your documents…',
  recentEmpty: 'No documents yet. Choose a template above and generate your first one.',
  recentError: "We couldn't load your documents.",

  allDocuments: 'All documents',
  documentLoading: 'Loading the document…',
  documentError: "We couldn't load this document.",
  notFoundTitle: 'This document was not found',
  notFoundText: 'It may have been deleted, or it belongs to another account.',
  goneText: 'It was deleted in another tab or on another device.',
  unknownTemplateTitle: 'This template was not found',
  unknownTemplateText: 'Choose one of the three templates on the documents page.',

  formTab: 'Form',
  previewTab: 'Preview',
  guidanceTitle: 'Before you sign',
  localOnlyNote: 'Your answers are kept on this device.',
  finalNote: "This document is final, so it can't be edited. Reopen it as a draft to make changes.",
  sampleNote:
    'This sample document is shared by every visitor of the demo, so it can’t be changed. Use Duplicate to make your own copy and edit that.',
  requiredNote: 'Fields marked * are required.',

  downloadPdf: 'Download PDF',
  preparingPdf: 'Preparing PDF…',
  pdfError: 'Could not create the PDF',
  print: 'Print',
  markFinal: 'Mark as final',
  reopen: 'Reopen as draft',
  saveDraft: 'Save draft',
  savingDraft: 'Saving…',
  draftSaved: 'Draft saved',
  draftSaveError: "Couldn't save the draft",
  notSaved: 'Not saved',
  rename: 'Rename',
  duplicate: 'Duplicate',
  duplicating: 'Duplicating…',
  delete: 'Delete',

  lockTitle: 'Part of Premium',
  lockText:
    'Saving drafts and downloading PDFs are part of Premium. Upgrade to save this document, download it as a PDF and print it. What you have typed stays on this device.',
  notNow: 'Not now',

  conflictTitle: 'This draft was changed in another tab or device',
  conflictText:
    'The saved version is not the one you are editing here. Choose which one to keep: nothing is overwritten until you do.',
  loadSaved: 'Load the saved version',
  keepMine: 'Keep my version',
  conflictNote: 'Not saved: this draft was changed in another tab or device.',
  chooseVersion: 'Choose a version',

  deleteTitle: 'Delete this document?',
  deleteConfirm: 'Delete document',
  deleting: 'Deleting…',
  deleted: 'Document deleted',
  cancel: 'Cancel',
  renameTitle: 'Rename document',
  save: 'Save',
  duplicated: 'Copy created',
  duplicateError: 'Could not duplicate the document',
  statusError: 'Could not change the status',
  markedFinal: 'Marked as final',
  reopened: 'Reopened as a draft',
} as const

/** What the save indicator says in each phase (announced politely). */
export const SAVE_TEXTS = {
  saved: 'Saved',
  pending: 'Saving…',
  saving: 'Saving…',
  retrying: "Couldn't save – retrying",
  offline: 'Offline – kept on this device',
  conflict: 'Not saved',
  refused: 'Not saved',
  local: 'Kept on this device',
} as const

/** Why the whole form must be complete first: 'Download PDF' or 'Mark as final'. */
export const missingAnswers = (purpose: 'pdf' | 'final', stepTitle: string) =>
  `Some answers are missing or need a fix. Complete the highlighted fields in “${stepTitle}” ${
    purpose === 'pdf' ? 'to download the PDF' : 'to mark the document as final'
  }.`
