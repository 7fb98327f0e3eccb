// Choices more than one template offers. Their values are stored in drafts, so they never change.
import type { Option } from './types'

/** How a party is described by their parent or spouse: 'son of', 'daughter of', … */
export const RELATIONS = [
  { value: 'son_of', label: 'Son of' },
  { value: 'daughter_of', label: 'Daughter of' },
  { value: 'wife_of', label: 'Wife of' },
  { value: 'husband_of', label: 'Husband of' },
] as const satisfies readonly Option[]
