/** The parts of an advocate profile, in the order the checklist shows them (docs/PRODUCT.md §2). */
export const PROFILE_SECTIONS = [
  'basic_information',
  'professional_details',
  'verification_documents',
  'banking_details',
] as const
export type ProfileSection = (typeof PROFILE_SECTIONS)[number]
/* The words each part goes by are in messages/profile-status.ts. */

export const PROFILE_SECTION_STATES = ['done', 'pending', 'missing'] as const
export type ProfileSectionState = (typeof PROFILE_SECTION_STATES)[number]

/** How complete the advocate's profile is, as the app uses it. */
export type ProfileStatus = {
  /** 0–100. */
  completionPercent: number
  checklist: { section: ProfileSection; state: ProfileSectionState }[]
}
