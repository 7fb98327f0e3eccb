import { screen, within } from '@testing-library/react'
import { paths } from '@/config/paths'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { UserMenu } from './user-menu'

async function openUserMenu(auth = buildSignedInAuth()) {
  const rendered = renderApp(<UserMenu />, { auth, url: paths.pricing.getHref() })
  await rendered.user.click(screen.getByRole('button', { name: 'Open user menu' }))
  return { ...rendered, menu: await screen.findByRole('menu') }
}

describe('UserMenu', () => {
  it('shows the initials on the trigger and the name and e-mail in the menu', async () => {
    const { menu } = await openUserMenu(
      buildSignedInAuth({ name: 'Asha Rao', email: 'asha@example.in' }),
    )
    expect(screen.getByRole('button', { name: 'Open user menu' })).toHaveTextContent('AR')
    expect(within(menu).getByText('Asha Rao')).toBeInTheDocument()
    expect(within(menu).getByText('asha@example.in')).toBeInTheDocument()
  })

  it("shows 'User' and the e-mail's first letter when the profile has no name", async () => {
    const { menu } = await openUserMenu(buildSignedInAuth({ name: null, email: 'ravi@example.in' }))
    expect(within(menu).getByText('User')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open user menu' })).toHaveTextContent('R')
  })

  it('links to the dashboard, settings, help and support', async () => {
    const { menu } = await openUserMenu()
    const hrefOf = (name: string) =>
      within(menu).getByRole('menuitem', { name }).getAttribute('href')
    expect(hrefOf('Dashboard')).toBe('/dashboard')
    expect(hrefOf('Settings')).toBe('/dashboard/settings')
    expect(hrefOf('Help & Documentation')).toBe('/help')
    expect(hrefOf('Support')).toBe('/support')
  })

  it('signs out and sends the browser home', async () => {
    const auth = buildSignedInAuth()
    const { user, router, menu } = await openUserMenu(auth)
    expect(router.state.location.pathname).toBe('/pricing')

    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }))

    expect(auth.signOut).toHaveBeenCalledTimes(1)
    expect(router.state.location.pathname).toBe('/')
  })
})
