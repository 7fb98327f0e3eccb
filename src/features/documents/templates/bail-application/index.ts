// The bail application template: regular bail (BNSS s.480 or s.483) and anticipatory bail (s.482).
import type { Template } from '../types'
import { buildBailApplication } from './build'
import { bailApplicationSchema } from './schema'
import { bailApplicationForm } from './steps'

export const bailApplicationTemplate: Template = {
  type: 'bail_application',
  title: 'Bail Application',
  description:
    'Regular or anticipatory bail under the BNSS, with grounds, disclosures and undertakings.',
  steps: bailApplicationForm.steps,
  schema: bailApplicationSchema,
  initialAnswers: bailApplicationForm.initialAnswers,
  build: buildBailApplication,
}
