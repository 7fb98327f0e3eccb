// The bail application template: regular bail (BNSS s.480 or s.483) and anticipatory bail (s.482).
import type { Answers, Template } from '../types'
import { buildBailApplication } from './build'
import { bailApplicationSchema } from './schema'
import { bailApplicationSteps } from './steps'

const initialAnswers = (): Answers => ({
  bailKind: '',
  court: '',
  courtName: '',
  stateName: '',
  applicantName: '',
  relationType: '',
  relativeName: '',
  age: '',
  occupation: '',
  address: '',
  firRegistered: '',
  firNumber: '',
  policeStation: '',
  district: '',
  firDate: '',
  offenceDate: '',
  sections: '',
  arrestDate: '',
  custodyType: '',
  custodySince: '',
  investigationStage: '',
  apprehensionBasis: '',
  briefFacts: '',
  applicantVersion: '',
  grounds: [],
  coAccusedDetails: '',
  healthDetails: '',
  additionalGrounds: [''],
  antecedents: '',
  antecedentsDetails: '',
  earlierApplications: '',
  earlierApplicationsDetails: '',
  place: '',
  signingDate: '',
  advocateName: '',
})

export const bailApplicationTemplate: Template = {
  type: 'bail_application',
  title: 'Bail Application',
  description:
    'Regular or anticipatory bail under the BNSS, with grounds, disclosures and undertakings.',
  steps: bailApplicationSteps,
  schema: bailApplicationSchema,
  initialAnswers,
  build: buildBailApplication,
}
