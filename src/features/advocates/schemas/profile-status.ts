/** The parts of an advocate profile, in the order the checklist shows them (docs/PRODUCT.md §2). */
export const PROFILE_SECTIONS = [
  'basic_information',
  'professional_details',
  'verification_documents',
  'banking_details',
] as const
export type ProfileSection = (typeof PROFILE_SECTIONS)[number]

export const PROFILE_SECTION_STATES = ['done', 'pending', 'missing'] as const
export type ProfileSectionState = (typeof PROFILE_SECTION_STATES)[number]

/** The words each part of the profile goes by: the checklist, the cards' titles, the toasts. */
export const PROFILE_SECTION_LABELS: Record<ProfileSection, string> = {
  basic_information: 'Basic information',
  professional_details: 'Professional details',
  verification_documents: 'Verification documents',
  banking_details: 'Banking details',
}

/** How complete the advocate's profile is, as the app uses it. */
export type ProfileStatus = {
  /** 0–100. */
  completionPercent: number
  checklist: { section: ProfileSection; state: ProfileSectionState }[]
}
