import { screen } from '@testing-library/react'
import { paths } from '@/config/paths'
import { renderApp } from '@/testing/render'
import { IncomingMessagesList } from './incoming-messages-list'

describe('IncomingMessagesList', () => {
  it('explains an empty inbox and points to the profile', () => {
    renderApp(<IncomingMessagesList messages={[]} />)

    expect(screen.getByText('No messages yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Review your profile' })).toHaveAttribute(
      'href',
      paths.profile.getHref(),
    )
  })
})
