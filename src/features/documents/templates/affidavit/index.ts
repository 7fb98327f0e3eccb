import type { Answers, Template } from '../types'
import { buildAffidavit } from './build'
import { affidavitSchema } from './schema'
import { affidavitSteps } from './steps'

const initialAnswers = (): Answers => ({
  purpose: '',
  forCourt: 'no',
  courtName: '',
  caseNumber: '',
  caseParties: '',
  deponentName: '',
  relation: '',
  relativeName: '',
  age: '',
  occupation: '',
  address: '',
  statements: [''],
  place: '',
  signingDate: '',
  attestedBy: 'notary',
  identifiedBy: '',
})

export const affidavitTemplate: Template = {
  type: 'affidavit',
  title: 'Affidavit',
  description:
    'A general-purpose affidavit: numbered statements of fact, verification and attestation.',
  steps: affidavitSteps,
  schema: affidavitSchema,
  initialAnswers,
  build: buildAffidavit,
}
