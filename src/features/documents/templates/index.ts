import type { DocumentType } from '../document-types'
import { affidavitTemplate } from './affidavit'
import { bailApplicationTemplate } from './bail-application'
import { rentAgreementTemplate } from './rent-agreement'
import type { Template } from './types'

/** The three templates, by the type stored in documents.template. */
export const TEMPLATES: Record<DocumentType, Template> = {
  affidavit: affidavitTemplate,
  rent_agreement: rentAgreementTemplate,
  bail_application: bailApplicationTemplate,
}
