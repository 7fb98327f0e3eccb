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
})
