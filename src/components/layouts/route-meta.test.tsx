import { waitFor } from '@testing-library/react'
import { Outlet } from 'react-router'
import { renderRoutes } from '@/testing/render'
import { RouteMeta } from './route-meta'

function Shell() {
  return (
    <>
      <RouteMeta />
      <Outlet />
    </>
  )
}

describe('RouteMeta', () => {
  it('titles the document after the deepest route that declares a title', async () => {
    renderRoutes(
      [
        {
          element: <Shell />,
          handle: { title: 'Ignored parent' },
          children: [{ path: '/pricing', element: <p>Plans</p>, handle: { title: 'Pricing' } }],
        },
      ],
      { url: '/pricing' },
    )
    await waitFor(() => expect(document.title).toBe('Pricing · LexSetu'))
  })

  it('falls back to the product name when no route has a title', async () => {
    renderRoutes([{ path: '*', element: <Shell /> }], { url: '/anything' })
    await waitFor(() => expect(document.title).toBe('LexSetu'))
  })

  it("prefers the title and description a route's loader returns in `meta`", async () => {
    document.head.innerHTML = '<meta name="description" content="">'
    renderRoutes(
      [
        {
          element: <Shell />,
          children: [
            {
              path: '/guides/:slug',
              element: <p>Guide</p>,
              handle: { title: 'Legal guide' },
              loader: () => ({ meta: { title: 'Cheque bounce', description: 'What to do.' } }),
              hydrateFallbackElement: <p>Loading</p>,
            },
          ],
        },
      ],
      { url: '/guides/cheque-bounce' },
    )
    await waitFor(() => expect(document.title).toBe('Cheque bounce · LexSetu'))
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'What to do.',
    )
  })
})
