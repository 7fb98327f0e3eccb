import { screen, within } from '@testing-library/react'
import { useState } from 'react'
import { renderApp } from '@/testing/render'
import type { AnswerValue, Field } from '../templates/types'
import { AnswerField } from './answer-field'

function Controlled({
  field,
  initial,
  error,
}: {
  field: Field
  initial: AnswerValue
  error?: string
}) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <AnswerField field={field} id="f" value={value} error={error} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  )
}

const renderField = (field: Field, initial: AnswerValue = '', error?: string) =>
  renderApp(<Controlled field={field} initial={initial} error={error} />)
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown

const OPTIONS = [
  { value: 'a', label: 'Apple' },
  { value: 'b', label: 'Banana' },
  { value: 'c', label: 'Cherry' },
]

describe('AnswerField', () => {
  it('text: a labelled input with its required mark, hint, length limit and message', async () => {
    const { user } = renderField(
      {
        name: 'n',
        label: 'Full name',
        kind: 'text',
        required: true,
        hint: 'As on the ID.',
        maxLength: 5,
        placeholder: 'Asha',
        autoComplete: 'name',
      },
      '',
      'Enter the full name.',
    )
    const input = screen.getByRole('textbox', { name: 'Full name' })
    expect(input).toBeRequired()
    expect(input).toHaveAttribute('maxlength', '5')
    expect(input).toHaveAttribute('autocomplete', 'name')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('As on the ID. Enter the full name.')
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true')
    await user.type(input, 'Asha Rao')
    expect(value()).toBe('Asha ')
  })

  it('textarea, date and number', async () => {
    const { user, unmount } = renderField({ name: 'a', label: 'Address', kind: 'textarea' })
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Pune')
    expect(screen.getByRole('textbox', { name: 'Address' }).tagName).toBe('TEXTAREA')
    expect(value()).toBe('Pune')
    unmount()

    const date = renderField({ name: 'd', label: 'Date of signing', kind: 'date' }, '2026-11-20')
    expect(screen.getByLabelText('Date of signing')).toHaveAttribute('type', 'date')
    expect(screen.getByLabelText('Date of signing')).toHaveValue('2026-11-20')
    date.unmount()

    renderField({ name: 'x', label: 'Age in years', kind: 'number' })
    const age = screen.getByRole('textbox', { name: 'Age in years' })
    expect(age).toHaveAttribute('inputmode', 'numeric')
    await user.type(age, '34')
    expect(value()).toBe('34')
  })

  it('select: a native select with an empty first choice', async () => {
    const { user } = renderField({ name: 's', label: 'Fruit', kind: 'select', options: OPTIONS })
    const select = screen.getByRole('combobox', { name: 'Fruit' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose one', 'Apple', 'Banana', 'Cherry'])
    await user.selectOptions(select, 'Banana')
    expect(value()).toBe('b')
  })

  it('radio: a labelled radio group; arrow keys move the answer', async () => {
    const { user } = renderField(
      { name: 'r', label: 'Fruit', kind: 'radio', options: OPTIONS, required: true },
      '',
      'Choose a fruit.',
    )
    const group = screen.getByRole('radiogroup', { name: 'Fruit' })
    expect(group).toHaveAttribute('aria-required', 'true')
    expect(group).toHaveAccessibleDescription('Choose a fruit.')
    await user.click(within(group).getByRole('radio', { name: 'Apple' }))
    await user.keyboard('{ArrowDown}')
    expect(within(group).getByRole('radio', { name: 'Banana' })).toBeChecked()
    expect(value()).toBe('b')
  })

  it('checkboxes: a list of the chosen values in the options’ order', async () => {
    const { user } = renderField({
      name: 'c',
      label: 'Fruits',
      kind: 'checkboxes',
      options: OPTIONS,
    })
    const group = screen.getByRole('group', { name: 'Fruits' })
    await user.click(within(group).getByRole('checkbox', { name: 'Cherry' }))
    await user.click(within(group).getByRole('checkbox', { name: 'Apple' }))
    expect(value()).toEqual(['a', 'c'])
    await user.click(within(group).getByRole('checkbox', { name: 'Cherry' }))
    expect(value()).toEqual(['a'])
  })

  it('list: items labelled one by one, added and removed up to the limit, focus following', async () => {
    const { user } = renderField(
      {
        name: 'statements',
        label: 'Statements of fact',
        kind: 'list',
        itemLabel: 'Statement',
        maxItems: 3,
        maxLength: 1500,
      },
      ['I live in Pune.'],
    )
    expect(screen.getByRole('group', { name: 'Statements of fact' })).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Statement 1' })).toHaveValue('I live in Pune.')

    await user.click(screen.getByRole('button', { name: 'Add statement' }))
    const second = screen.getByRole('textbox', { name: 'Statement 2' })
    expect(second).toHaveFocus()
    await user.type(second, 'I work at a bank.')
    await user.click(screen.getByRole('button', { name: 'Add statement' }))
    expect(screen.getByRole('button', { name: 'Add statement' })).toBeDisabled()
    expect(screen.getByText('That is the most this document takes (3).')).toBeVisible()
    expect(value()).toEqual(['I live in Pune.', 'I work at a bank.', ''])

    await user.click(screen.getByRole('button', { name: 'Remove statement 2' }))
    expect(value()).toEqual(['I live in Pune.', ''])
    expect(screen.getByRole('textbox', { name: 'Statement 1' })).toHaveFocus()
    expect(screen.queryByRole('textbox', { name: 'Statement 3' })).not.toBeInTheDocument()
  })
})
