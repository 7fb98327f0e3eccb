import { isHindi } from '@/i18n/locale'
import hi from './editor.hi'

/**
 * The document editor: its header and actions, the step form's frame, the preview, the notes, the
 * dialogs and the toasts (docs/PRODUCT.md §2 'Documents'); tests check the English as written.
 */
export const en = {
  allDocuments: 'All documents',
  document: 'Document',
  documentLoading: 'Loading the document…',
  documentError: "We couldn't load this document.",
  notFoundTitle: 'This document was not found',
  notFoundText: 'It may have been deleted, or it belongs to another account.',
  goneText: 'It was deleted in another tab or on another device.',
  unknownTemplateTitle: 'This template was not found',
  unknownTemplateText: 'Choose one of the three templates on the documents page.',
  notFoundError: 'This document was not found. It may have been deleted.',
  conflictError: 'This draft was changed in another tab or device.',

  formTab: 'Form',
  previewTab: 'Preview',
  previewOf: (title: string) => `Preview of ${title}`,
  notFilledIn: 'not filled in: ',
  guidanceTitle: 'Before you sign',
  noteWord: 'Note',
  warningWord: 'Warning',
  localOnlyNote: 'Your answers are kept on this device.',
  finalNote: "This document is final, so it can't be edited. Reopen it as a draft to make changes.",
  sampleNote:
    'This sample document is shared by every visitor of the demo, so it can’t be changed. Use Duplicate to make your own copy and edit that.',

  steps: 'Steps',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  requiredNote: 'Fields marked * are required.',
  back: 'Back',
  next: 'Next',
  chooseOne: 'Choose one',
  item: 'Item',
  itemNumber: (item: string, index: number) => `${item} ${index}`,
  /** `item` in lower case ('statement'). */
  removeItem: (item: string, index: number) => `Remove ${item} ${index}`,
  addItem: (item: string) => `Add ${item}`,
  mostItems: (max: number) => `That is the most this document takes (${max}).`,
  missingAnswers: (purpose: 'pdf' | 'final', stepTitle: string) =>
    `Some answers are missing or need a fix. Complete the highlighted fields in “${stepTitle}” ${
      purpose === 'pdf' ? 'to download the PDF' : 'to mark the document as final'
    }.`,
  tooLong: (max: number) => `Keep this under ${max} characters.`,
  tooManyItems: (max: number) => `Keep it to ${max} items at most.`,
  realDateOrEmpty: 'Enter a real date, or leave it empty.',

  downloadPdf: 'Download PDF',
  preparingPdf: 'Preparing PDF…',
  preparingPdfStatus: 'Preparing your PDF. The first one takes a few seconds.',
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
  deleteText: (title: string) => `“${title}” will be deleted. This cannot be undone.`,
  deleteConfirm: 'Delete document',
  deleting: 'Deleting…',
  deleted: 'Document deleted',
  cancel: 'Cancel',
  renameTitle: 'Rename document',
  renameText: 'The title is how you find the document in your list.',
  save: 'Save',
  duplicated: 'Copy created',
  duplicateError: 'Could not duplicate the document',
  statusError: 'Could not change the status',
  markedFinal: 'Marked as final',
  reopened: 'Reopened as a draft',

  /** What the save indicator says in each phase (announced politely). */
  savePhases: {
    saved: 'Saved',
    pending: 'Saving…',
    saving: 'Saving…',
    retrying: "Couldn't save – retrying",
    offline: 'Offline – kept on this device',
    conflict: 'Not saved',
    refused: 'Not saved',
    local: 'Kept on this device',
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
