import { screen } from '@testing-library/react'
import type { Role } from '@/config/constants'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { Component as Dashboard } from './dashboard'

const heading = () => screen.getByRole('heading', { level: 1 })

describe('Dashboard route', () => {
  it('shows a client the client dashboard', () => {
    renderApp(<Dashboard />, { auth: buildSignedInAuth({ role: 'client', name: 'Asha Rao' }) })
    expect(heading()).toHaveTextContent('Welcome back, Asha Rao!')
  })

  it('shows an advocate the advocate dashboard', () => {
    renderApp(<Dashboard />, { auth: buildSignedInAuth({ role: 'advocate' }) })
    expect(heading()).toHaveTextContent('Welcome, Advocate')
  })

  it('treats any other role as advocate', () => {
    // A role the app does not know yet, as it could come from the users table.
    const role = 'paralegal' as unknown as Role
    renderApp(<Dashboard />, { auth: buildSignedInAuth({ role }) })
    expect(heading()).toHaveTextContent('Welcome, Advocate')
  })

  it('shows the client dashboard while the profile is missing, like the sidebar', () => {
    renderApp(<Dashboard />, { auth: buildSignedInAuth({}, { profile: null }) })
    expect(heading()).toHaveTextContent('Welcome back, there!')
  })
})
