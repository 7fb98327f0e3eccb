import { screen } from '@testing-library/react'
import { renderRoutes } from '@/testing/render'
import { AppErrorFallback } from './app-error-fallback'

function renderFailingRoute(failure: unknown) {
  return renderRoutes(
    [
      {
        path: '/',
        errorElement: <AppErrorFallback />,
        loader: () => {
          throw failure
        },
        HydrateFallback: () => null,
        element: <p>Never shown</p>,
      },
    ],
    { url: '/' },
  )
}

describe('AppErrorFallback', () => {
  it("shows 'Unexpected Application Error!' with the error's message", async () => {
    renderFailingRoute(new Error('The user record could not be loaded'))
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument()
    expect(screen.getByText('The user record could not be loaded')).toBeInTheDocument()
  })

  it('shows the status and status text of a failed response', async () => {
    renderFailingRoute(new Response(null, { status: 503, statusText: 'Service Unavailable' }))
    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument()
  })
})
