import { screen } from '@testing-library/react'
import { renderRoutes } from '@/testing/render'
import { RootLayout } from './root-layout'

function renderRootLayout() {
  return renderRoutes(
    [
      {
        element: <RootLayout accountMenu={() => null} />,
        children: [{ path: '*', element: <h1>Page content</h1> }],
      },
    ],
    { url: '/about' },
  )
}

describe('RootLayout', () => {
  it('wraps the page in the top navigation, a main landmark and the footer', () => {
    renderRootLayout()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveTextContent('Page content')
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  it('offers a skip link first that moves focus to the main content', async () => {
    const { user } = renderRootLayout()
    await user.tab()
    const skipLink = screen.getByRole('link', { name: 'Skip to content' })
    expect(skipLink).toHaveFocus()

    await user.keyboard('{Enter}')
    expect(screen.getByRole('main')).toHaveFocus()
  })
})
