import { ADVOCATE_LIMITS } from '../schemas/advocate-lists'
import type { MyAdvocateProfile } from '../schemas/profile'
import {
  PROFILE_SECTIONS,
  type ProfileSection,
  type ProfileSectionState,
  type ProfileStatus,
} from '../schemas/profile-status'

/**
 * A bio's length as the SQL measures it, char_length(btrim(bio)): spaces (only spaces, as btrim
 * without a second argument) are trimmed from both ends, and characters are counted as code
 * points, so a bio in Devanagari or with an emoji counts the same on both sides.
 */
export function bioLength(bio: string | null): number {
  return bio === null ? 0 : Array.from(bio.replace(/^ +| +$/g, '')).length
}

type Sections = Record<ProfileSection, ProfileSectionState>

function sectionStates(profile: MyAdvocateProfile, hasBankDetails: boolean): Sections {
  const basicDone =
    profile.display_name !== null &&
    profile.city !== null &&
    profile.state !== null &&
    profile.languages.length >= 1 &&
    bioLength(profile.bio) >= ADVOCATE_LIMITS.bioDoneMin
  const professionalDone =
    profile.practice_areas.length >= 1 &&
    profile.courts.length >= 1 &&
    profile.enrolment_year !== null &&
    profile.fee_inr !== null
  const verification: ProfileSectionState =
    profile.verification_status === 'verified'
      ? 'done'
      : profile.verification_status === 'pending'
        ? 'pending'
        : 'missing'
  return {
    basic_information: basicDone ? 'done' : 'missing',
    professional_details: professionalDone ? 'done' : 'missing',
    verification_documents: verification,
    banking_details: hasBankDetails ? 'done' : 'missing',
  }
}

const NOTHING_DONE: Sections = {
  basic_information: 'missing',
  professional_details: 'missing',
  verification_documents: 'missing',
  banking_details: 'missing',
}

/**
 * How complete an advocate's profile is: the same rules as the SQL function
 * my_advocate_profile_status (supabase/migrations/20261127090004_advocate_directory.sql); a database test
 * compares the two. Each of the four parts is worth 25%, a pending one half of that, rounded half
 * up: floor((25 × (2 × done + pending) + 1) / 2), so done, done, pending, missing is 63%.
 * Without a profile row nothing counts, not even bank details.
 */
export function profileCompletion(
  profile: MyAdvocateProfile | null,
  hasBankDetails: boolean,
): ProfileStatus {
  const states = profile === null ? NOTHING_DONE : sectionStates(profile, hasBankDetails)
  const checklist = PROFILE_SECTIONS.map((section) => ({ section, state: states[section] }))
  const done = checklist.filter(({ state }) => state === 'done').length
  const pending = checklist.filter(({ state }) => state === 'pending').length
  return { completionPercent: Math.floor((25 * (2 * done + pending) + 1) / 2), checklist }
}
