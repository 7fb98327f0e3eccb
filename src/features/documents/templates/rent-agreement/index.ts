// The rent agreement template: the state first, then the parties, the premises and the terms.
import type { Template } from '../types'
import { buildRentAgreement } from './build'
import { rentAgreementSchema } from './schema'
import { rentAgreementForm } from './steps'

export const rentAgreementTemplate: Template = {
  type: 'rent_agreement',
  title: 'Rent Agreement',
  description:
    'A rent (lease) or leave and licence agreement for a home or shop, shaped by the state it is in.',
  steps: rentAgreementForm.steps,
  schema: rentAgreementSchema,
  initialAnswers: rentAgreementForm.initialAnswers,
  build: buildRentAgreement,
}
