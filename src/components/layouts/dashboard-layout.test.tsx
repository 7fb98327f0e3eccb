import { screen, within } from '@testing-library/react'
import { buildSignedInAuth } from '@/testing/factories'
import { renderRoutes } from '@/testing/render'
import { DashboardLayout } from './dashboard-layout'

function renderDashboard(auth = buildSignedInAuth(), url = '/dashboard') {
  return renderRoutes(
    [
      {
        element: <DashboardLayout />,
        children: [{ path: '*', element: <h1>Page content</h1> }],
      },
      { path: '/', element: <p>Home page</p> },
    ],
    { auth, url },
  )
}

function menuTitles() {
  const sidebar = screen.getByRole('complementary', { name: 'Sidebar' })
  const nav = within(sidebar).getByRole('navigation', { name: 'Dashboard' })
  return {
    menu: within(within(nav).getByRole('list', { name: 'Menu' }))
      .getAllByRole('link')
      .map((l) => [l.textContent, l.getAttribute('href')]),
    support: within(within(nav).getByRole('list', { name: 'Support' }))
      .getAllByRole('link')
      .map((l) => [l.textContent, l.getAttribute('href')]),
  }
}

const SUPPORT = [
  ['Settings', '/dashboard/settings'],
  ['Help & Support', '/dashboard/support'],
]

describe('DashboardLayout', () => {
  it('shows a client the client menu, their name and role', () => {
    renderDashboard(buildSignedInAuth({ name: 'Asha Rao', role: 'client' }))
    expect(menuTitles()).toEqual({
      menu: [
        ['Overview', '/dashboard'],
        ['Chat with AI', '/chatbot'],
        ['My Documents', '/documents'],
        ['Find Advocates', '/advocates'],
        ['Community Forum', '/forum'],
        ['Messages', '/dashboard/messages'],
      ],
      support: SUPPORT,
    })
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' })
    expect(within(sidebar).getByText('Asha Rao')).toBeInTheDocument()
    expect(within(sidebar).getByText('Client')).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveTextContent('Page content')
  })

  it('shows an advocate the advocate menu', () => {
    renderDashboard(buildSignedInAuth({ name: null, role: 'advocate' }))
    expect(menuTitles()).toEqual({
      menu: [
        ['Overview', '/dashboard'],
        ['My Profile', '/dashboard/profile'],
        ['Messages', '/dashboard/messages'],
        ['Forum Queries', '/forum'],
        ['Resources', '/dashboard/resources'],
      ],
      support: SUPPORT,
    })
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' })
    expect(within(sidebar).getByText('User')).toBeInTheDocument()
    expect(within(sidebar).getByText('Advocate')).toBeInTheDocument()
  })

  it('falls back to the client menu when the profile has not loaded', () => {
    renderDashboard(buildSignedInAuth({}, { profile: null }))
    expect(menuTitles().menu[1]).toEqual(['Chat with AI', '/chatbot'])
  })

  it('marks only Overview as current on /dashboard', () => {
    renderDashboard()
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' })
    expect(within(sidebar).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(sidebar).getByRole('link', { name: 'Settings' })).not.toHaveAttribute(
      'aria-current',
    )
  })

  it('signs out and goes home from the Sign Out button', async () => {
    const auth = buildSignedInAuth()
    const { user, router } = renderDashboard(auth)
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' })
    await user.click(within(sidebar).getByRole('button', { name: 'Sign Out' }))
    expect(auth.signOut).toHaveBeenCalledTimes(1)
    expect(router.state.location.pathname).toBe('/')
  })

  it('warns a shared demo account not to enter personal information', () => {
    renderDashboard(buildSignedInAuth({}, { isDemo: true }))
    expect(screen.getByRole('complementary', { name: 'Demo account' })).toHaveTextContent(
      "You are using a shared demo account. Don't enter any personal information.",
    )
  })

  it('shows no demo warning to a personal account', () => {
    renderDashboard()
    expect(screen.queryByRole('complementary', { name: 'Demo account' })).not.toBeInTheDocument()
  })

  it('opens the phone drawer with the menu and a theme toggle, and closes it on navigation', async () => {
    const { user, router } = renderDashboard()
    await user.click(screen.getByRole('button', { name: 'Open navigation' }))
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' })
    expect(within(drawer).getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument()

    await user.click(within(drawer).getByRole('link', { name: 'Community Forum' }))

    expect(router.state.location.pathname).toBe('/forum')
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument()
  })
})
