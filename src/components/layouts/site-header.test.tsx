import { screen, within } from '@testing-library/react'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { SiteHeader } from './site-header'
import { UserMenu } from './user-menu'

describe('SiteHeader', () => {
  it('links the brand home and marks the current page in the main navigation', () => {
    renderApp(<SiteHeader accountMenu={UserMenu} />, { url: '/pricing' })
    expect(screen.getByRole('link', { name: 'LexSetu' })).toHaveAttribute('href', '/')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual(['/', '/about', '/pricing', '/contact'])
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  })

  it("offers 'Try Now' to a signed-out visitor and a user menu to a signed-in one", async () => {
    const { unmount } = renderApp(<SiteHeader accountMenu={UserMenu} />)
    expect(screen.getByRole('link', { name: 'Try Now' })).toHaveAttribute('href', '/auth')
    expect(screen.queryByRole('button', { name: 'Open user menu' })).not.toBeInTheDocument()
    unmount()

    renderApp(<SiteHeader accountMenu={UserMenu} />, { auth: buildSignedInAuth() })
    expect(await screen.findByRole('button', { name: 'Open user menu' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Try Now' })).not.toBeInTheDocument()
  })
})

describe('MobileNav', () => {
  it('opens and closes the menu with the menu button', async () => {
    const { user } = renderApp(<SiteHeader accountMenu={UserMenu} />)
    const button = screen.getByRole('button', { name: 'Open menu' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument()

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(button).toHaveAccessibleName('Close menu')
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(panel).toBeVisible()
    const menu = screen.getByRole('navigation', { name: 'Main menu' })
    expect(within(menu).getAllByRole('link')).toHaveLength(4)

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument()
  })

  it('closes when the route changes', async () => {
    const { user, router } = renderApp(<SiteHeader accountMenu={UserMenu} />)
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const menu = screen.getByRole('navigation', { name: 'Main menu' })

    await user.click(within(menu).getByRole('link', { name: 'About' }))

    expect(router.state.location.pathname).toBe('/about')
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument()
  })

  it('closes on Escape and returns focus to the menu button', async () => {
    const { user } = renderApp(<SiteHeader accountMenu={UserMenu} />)
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await user.keyboard('{Escape}')
    const button = screen.getByRole('button', { name: 'Open menu' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it("shows the account links and 'Sign out' to a signed-in user", async () => {
    const auth = buildSignedInAuth({ name: 'Asha Rao' })
    const { user, router } = renderApp(<SiteHeader accountMenu={UserMenu} />, {
      auth,
      url: '/about',
    })
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const account = screen.getByRole('list', { name: 'Your account' })
    expect(within(account).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )

    await user.click(within(account).getByRole('button', { name: 'Sign out' }))
    expect(auth.signOut).toHaveBeenCalledTimes(1)
    expect(router.state.location.pathname).toBe('/')
  })
})
