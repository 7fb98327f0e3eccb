import type { Template } from '../types'
import { buildAffidavit } from './build'
import { affidavitForm } from './steps'

export const affidavitTemplate: Template = {
  type: 'affidavit',
  title: 'Affidavit',
  description:
    'A general-purpose affidavit: numbered statements of fact, verification and attestation.',
  steps: affidavitForm.steps,
  schema: affidavitForm.schema(),
  initialAnswers: affidavitForm.initialAnswers,
  build: buildAffidavit,
}
