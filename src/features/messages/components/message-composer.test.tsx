import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { MessageComposer } from './message-composer'

function Harness({
  onSend,
  closedReason = null,
  initial = '',
}: {
  onSend: (body: string) => void
  closedReason?: string | null
  initial?: string
}) {
  const [value, setValue] = useState(initial)
  return (
    <MessageComposer
      value={value}
      onChange={setValue}
      closedReason={closedReason}
      onSend={(body) => {
        onSend(body)
        setValue('')
      }}
    />
  )
}

const box = () => screen.getByRole('textbox', { name: 'Message' })
const sendButton = () => screen.getByRole('button', { name: 'Send message' })

describe('MessageComposer', () => {
  it('sends the trimmed text with Enter and starts a new line with Shift+Enter', async () => {
    const user = userEvent.setup()
    const onSend = vi.fn()
    render(<Harness onSend={onSend} />)

    await user.type(box(), '  First line{Shift>}{Enter}{/Shift}second line  ')
    expect(box()).toHaveValue('  First line\nsecond line  ')
    expect(onSend).not.toHaveBeenCalled()

    await user.keyboard('{Enter}')
    expect(onSend).toHaveBeenCalledExactlyOnceWith('First line\nsecond line')
    expect(box()).toHaveValue('')
  })

  it('never sends blank text: the button stays disabled and Enter does nothing', async () => {
    const user = userEvent.setup()
    const onSend = vi.fn()
    render(<Harness onSend={onSend} />)

    expect(sendButton()).toBeDisabled()
    await user.type(box(), '   {Enter}')
    expect(onSend).not.toHaveBeenCalled()
    expect(sendButton()).toBeDisabled()

    await user.type(box(), 'ok')
    expect(sendButton()).toBeEnabled()
    await user.click(sendButton())
    expect(onSend).toHaveBeenCalledExactlyOnceWith('ok')
  })

  it('counts characters near the limit and says how much to cut past 4,000, without cutting', async () => {
    const user = userEvent.setup()
    const onSend = vi.fn()
    render(<Harness onSend={onSend} initial={'a'.repeat(3_599)} />)
    expect(screen.queryByText(/characters$/)).not.toBeInTheDocument()

    await user.type(box(), 'b')
    expect(screen.getByText('3,600 / 4,000 characters')).toBeVisible()

    await user.clear(box())
    await user.click(box())
    await user.paste('x'.repeat(4_003))
    expect(box()).toHaveValue('x'.repeat(4_003))
    expect(box()).toBeInvalid()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A message can be at most 4,000 characters: remove 3 to send it.',
    )
    expect(sendButton()).toBeDisabled()
    await user.keyboard('{Enter}')
    expect(onSend).not.toHaveBeenCalled()
  })

  it('is disabled with the reason when the conversation is closed', () => {
    render(
      <Harness
        onSend={vi.fn()}
        closedReason="This consultation was cancelled, so the conversation is closed."
        initial="draft"
      />,
    )
    expect(box()).toBeDisabled()
    expect(box()).toHaveAccessibleDescription(
      'This consultation was cancelled, so the conversation is closed.',
    )
    expect(sendButton()).toBeDisabled()
  })
})
