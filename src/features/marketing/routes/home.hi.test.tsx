import { screen } from '@testing-library/react'
import { englishWordsIn } from '@/testing/english-words'

/**
 * The home page under /hi/: the dev server and the tests read the language from the address, so
 * the modules are loaded again after moving there (src/i18n/locale.ts).
 */
async function renderHindiHome() {
  window.history.replaceState(null, '', '/hi/')
  vi.resetModules()
  const [{ renderRoutes }, { RootLayout }, { Component: HomePage }] = await Promise.all([
    import('@/testing/render'),
    import('@/components/layouts/root-layout'),
    import('./home'),
  ])
  return renderRoutes(
    [
      {
        element: <RootLayout accountMenu={() => null} />,
        children: [{ path: '*', element: <HomePage /> }],
      },
    ],
    { url: '/' },
  )
}

describe('Home page in Hindi', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('shows the page, the header and the footer in Hindi, with no English word left', async () => {
    await renderHindiHome()

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'हर भारतीय के लिए क़ानूनी मदद, आसान भाषा में',
      }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'आज़माएँ' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'सीधे सामग्री पर जाएँ' })).toBeInTheDocument()
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([])
    const labels = [...document.querySelectorAll('[aria-label]')].map((element) =>
      element.getAttribute('aria-label'),
    )
    expect(englishWordsIn(labels.join(' '))).toEqual([])
  })

  it('offers English, in English, as the other language', async () => {
    await renderHindiHome()
    const toEnglish = screen.getByRole('button', { name: 'English' })
    expect(toEnglish).toHaveAttribute('lang', 'en-IN')
  })
})
