import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { THEME_STORAGE_KEY } from '@/lib/theme'
import { mockColorScheme } from '@/testing/match-media'
import { ThemeMenu } from './theme-menu'
import { ThemeProvider } from './theme-provider'
import { ThemeToggle } from './theme-toggle'

const html = document.documentElement

function renderThemeControls() {
  return render(
    <ThemeProvider>
      <ThemeToggle />
      <ThemeMenu />
    </ThemeProvider>,
  )
}

describe('ThemeProvider', () => {
  beforeEach(() => html.classList.remove('dark'))

  it('starts dark when nothing is stored', () => {
    renderThemeControls()
    expect(html).toHaveClass('dark')
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked()
  })

  it('reads back a stored light theme', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light')
    renderThemeControls()
    expect(html).not.toHaveClass('dark')
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked()
  })

  it('stores the chosen theme and toggles the class on <html>', async () => {
    const user = userEvent.setup()
    renderThemeControls()
    await user.click(screen.getByRole('radio', { name: 'Light' }))
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light')
    expect(html).not.toHaveClass('dark')

    await user.click(screen.getByRole('radio', { name: 'Dark' }))
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    expect(html).toHaveClass('dark')
  })

  it('follows the operating system while set to system', async () => {
    const colorScheme = mockColorScheme(false)
    const user = userEvent.setup()
    renderThemeControls()
    await user.click(screen.getByRole('radio', { name: 'System' }))
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('system')
    expect(html).not.toHaveClass('dark')

    act(() => colorScheme.setDark(true))
    expect(html).toHaveClass('dark')
  })

  it('lets the header menu, named "Change theme", switch the theme and close after a choice or on Escape', async () => {
    const user = userEvent.setup()
    render(
      <ThemeProvider>
        <ThemeMenu />
      </ThemeProvider>,
    )
    const button = screen.getByRole('button', { name: 'Change theme' })
    expect(screen.queryByRole('radio', { name: 'Light' })).not.toBeInTheDocument()
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('radio', { name: 'Light' }))
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light')
    expect(html).not.toHaveClass('dark')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()

    await user.click(button)
    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })
})
