import { act, screen } from '@testing-library/react'
import { matchRoutes } from 'react-router'
import { paths } from '@/config/paths'
import { buildSignedInAuth } from '@/testing/factories'
import { renderRoutes } from '@/testing/render'
import { routes } from './router'

// Loaded with the file, not inside a test's time limit: the lazy route then resolves from the cache.
import '@/features/documents/routes'

describe('the route tree', () => {
  it('routes every path of the route table to its own route', () => {
    for (const { path } of Object.values(paths)) {
      const matches = matchRoutes(routes, path.replace(/:\w+/, 'some-id'))
      expect(matches?.at(-1)?.route.path, path).toBe(path)
    }
  })

  it('opens the unsaved editor at /documents/new', async () => {
    const { router } = renderRoutes(routes, {
      url: paths.newDocument.getHref('affidavit', 'My affidavit'),
      auth: buildSignedInAuth({ plan: 'free' }),
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'My affidavit' })).toBeVisible()
    expect(screen.getByText('Not saved')).toBeVisible()
    expect(router.state.matches.at(-1)?.route.path).toBe(paths.newDocument.path)
  })

  // docs/PRODUCT.md §2 'Public routes' and 'Guarded routes': the screens that are not built yet.
  it('names the section of each public screen not built yet and leads a visitor back home', async () => {
    const { router } = renderRoutes(routes, { url: paths.careers.getHref() })
    for (const [route, heading] of [
      [paths.careers, 'Careers at LexSetu are coming soon'],
      [paths.blog, 'The LexSetu blog is coming soon'],
      [paths.press, 'The press room is coming soon'],
      [paths.docs, 'The documentation is coming soon'],
      [paths.successStories, 'Success stories are coming soon'],
    ] as const) {
      await act(() => router.navigate(route.getHref()))
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible()
    }
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
  })

  it('names the section of each dashboard screen not built yet and leads back to the dashboard', async () => {
    const { router } = renderRoutes(routes, {
      url: paths.resources.getHref(),
      auth: buildSignedInAuth(),
    })
    for (const [route, heading] of [
      [paths.resources, 'Resources are coming soon'],
      [paths.dashboardSupport, 'Help & support is coming soon'],
    ] as const) {
      await act(() => router.navigate(route.getHref()))
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible()
    }
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
  })
})
