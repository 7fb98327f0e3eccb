// The rent agreement template: the state first, then the parties, the premises and the terms.
import type { Answers, Template } from '../types'
import { buildRentAgreement } from './build'
import { rentAgreementSchema } from './schema'
import { rentAgreementSteps } from './steps'

/** Every field starts empty; the type of agreement follows the state until the user picks one. */
function initialAnswers(): Answers {
  const answers: Answers = {}
  for (const step of rentAgreementSteps)
    for (const field of step.fields) answers[field.name] = field.kind === 'list' ? [] : ''
  return answers
}

export const rentAgreementTemplate: Template = {
  type: 'rent_agreement',
  title: 'Rent Agreement',
  description:
    'A rent (lease) or leave and licence agreement for a home or shop, shaped by the state it is in.',
  steps: rentAgreementSteps,
  schema: rentAgreementSchema,
  initialAnswers,
  build: buildRentAgreement,
}
