import { isHindi } from '@/i18n/locale'
import type { ProfileSection, ProfileSectionState } from '../schemas/profile-status'
import hi from './profile-status.hi'

/** How complete an advocate's profile is: /dashboard/profile and the advocate dashboard. */
export const en = {
  /** The words each part of the profile goes by: the checklist, the cards' titles, the toasts. */
  sections: {
    basic_information: 'Basic information',
    professional_details: 'Professional details',
    verification_documents: 'Verification documents',
    banking_details: 'Banking details',
  } satisfies Record<ProfileSection, string>,
  states: {
    done: 'Done',
    pending: 'Pending',
    missing: 'Missing',
  } satisfies Record<ProfileSectionState, string>,
  checklist: 'Profile checklist',
  completion: 'Profile completion',
  complete: (percent: number) => `${percent}% complete`,
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
