import { screen } from '@testing-library/react'
import { paths } from '@/config/paths'
import { renderApp } from '@/testing/render'
import { ForumQueriesList } from './forum-queries-list'

describe('ForumQueriesList', () => {
  it('says when no question waits and links to the forum', () => {
    renderApp(<ForumQueriesList queries={[]} />)

    expect(screen.getByText('No open questions right now')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse the forum' })).toHaveAttribute(
      'href',
      paths.forum.getHref(),
    )
  })

  it("writes 'Reply' for one reply and lists the tags", () => {
    renderApp(
      <ForumQueriesList
        queries={[
          {
            id: 't1',
            title: 'Is a verbal will valid?',
            author: 'Ravi',
            tags: ['Family Law'],
            replies: 1,
            created: '2026-02-10T09:00:00+05:30',
          },
        ]}
      />,
    )

    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Ravi · 10 Feb 2026 · 1 Reply')
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('Family Law')
    expect(screen.getByRole('link', { name: 'Is a verbal will valid?' })).toHaveAttribute(
      'href',
      '/forum/t1',
    )
  })
})
