import { screen } from '@testing-library/react'
import { useLocation } from 'react-router'
import { buildSignedInAuth } from '@/testing/factories'
import { renderRoutes } from '@/testing/render'
import { RequireAuth } from './require-auth'

function CurrentUrl() {
  const { pathname, search } = useLocation()
  return <p>At {`${pathname}${search}`}</p>
}

const routes = [
  {
    path: '/forum',
    element: (
      <RequireAuth>
        <h1>Community forum</h1>
      </RequireAuth>
    ),
  },
  { path: '/auth', element: <CurrentUrl /> },
]

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /auth, remembering where they were going', async () => {
    renderRoutes(routes, { url: '/forum' })
    expect(await screen.findByText('At /auth?redirectTo=%2Fforum')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Community forum' })).not.toBeInTheDocument()
  })

  it('lets a signed-in user through', () => {
    renderRoutes(routes, { url: '/forum', auth: buildSignedInAuth() })
    expect(screen.getByRole('heading', { name: 'Community forum' })).toBeInTheDocument()
  })
})
