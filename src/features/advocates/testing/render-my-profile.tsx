import type { ReactElement } from 'react'
import { Toaster } from '@/components/ui/toaster'
import type { Role } from '@/config/constants'
import { paths } from '@/config/paths'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { myProfileKeys, type MyProfile } from '../api/get-my-profile'
import { ProfileFormCard } from '../components/profile-form-card'
import { Component as MyProfilePage } from '../routes/my-profile'
import type { BankDetails, MyAdvocateProfile } from '../schemas/profile'
import { ADVOCATE_ID } from './fake-profile-client'

const advocate = (role: Role) =>
  buildSignedInAuth({ id: ADVOCATE_ID, role, name: 'Meera Krishnan' })

/** /dashboard/profile with the toaster, signed in as ADVOCATE_ID (tests only). */
export function renderMyProfile({ role = 'advocate' }: { role?: Role } = {}) {
  return renderApp(
    <>
      <MyProfilePage />
      <Toaster />
    </>,
    { auth: advocate(role), url: paths.profile.getHref() },
  )
}

/**
 * One card of the page with its form and the toaster, as the page would show it after reading
 * `profile` and `bankDetails` (the page's cache is filled with them). Lighter than the whole page.
 */
export function renderProfileCard(
  title: string,
  form: ReactElement,
  {
    profile = null,
    bankDetails = null,
  }: { profile?: MyAdvocateProfile | null; bankDetails?: BankDetails | null } = {},
) {
  const view = renderApp(
    <>
      <ProfileFormCard title={title} description="">
        {form}
      </ProfileFormCard>
      <Toaster />
    </>,
    { auth: advocate('advocate'), url: paths.profile.getHref() },
  )
  view.queryClient.setQueryData<MyProfile>(myProfileKeys.of(ADVOCATE_ID), {
    profile,
    bankDetails,
    hasBankDetails: bankDetails !== null,
  })
  return view
}
