import { useQuery } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { renderApp } from '@/testing/render'
import { QueryPanelContent } from './query-panel-content'

/** A panel whose fetcher fails once ('offline'), then succeeds. */
function FlakyPanel({ fetcher }: { fetcher: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['flaky'], queryFn: fetcher })
  return (
    <QueryPanelContent query={query} what="your recent documents">
      {(rows) => <p>Loaded {rows.join(', ')}</p>}
    </QueryPanelContent>
  )
}

describe('QueryPanelContent', () => {
  it('shows a skeleton while loading, then the content', async () => {
    renderApp(<FlakyPanel fetcher={async () => ['one', 'two']} />)

    expect(screen.getByRole('status')).toHaveTextContent('Loading your recent documents…')
    expect(await screen.findByText('Loaded one, two')).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('explains a failure with its reason and loads again on Try again', async () => {
    let calls = 0
    const fetcher = async () => {
      calls += 1
      if (calls === 1) throw new Error('You appear to be offline.')
      return ['one']
    }
    const { user } = renderApp(<FlakyPanel fetcher={fetcher} />)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load your recent documents.")
    expect(alert).toHaveTextContent('You appear to be offline.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))

    expect(await screen.findByText('Loaded one')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
