import { screen } from '@testing-library/react'
import { paths } from '@/config/paths'
import { renderApp } from '@/testing/render'
import { RecentChatsList } from './recent-chats-list'

describe('RecentChatsList', () => {
  it('invites the user to start a first chat when there is none', () => {
    renderApp(<RecentChatsList chats={[]} />)

    expect(screen.getByText('No chats yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Start a chat' })).toHaveAttribute(
      'href',
      paths.chatbot.getHref(),
    )
  })

  it('counts one message in the singular and continues the chat by id', () => {
    renderApp(
      <RecentChatsList
        chats={[{ id: 'c 1', title: 'Bail', date: '2026-03-01T12:00:00+05:30', messageCount: 1 }]}
      />,
    )

    expect(screen.getByRole('listitem')).toHaveTextContent('1 Mar 2026 · 1 message')
    expect(screen.getByRole('link', { name: 'Continue: Bail' })).toHaveAttribute(
      'href',
      '/chatbot?id=c%201',
    )
  })
})
