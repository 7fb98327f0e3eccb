// Small pieces the three templates' build() functions share: reading answers, placeholders for
// answers not given yet, and dates in the form Indian documents print them ('1 July 2024').
import type { Answers, Run } from './types'

/** The trimmed text of an answer ('' when missing or a list). */
export function text(answers: Answers, name: string): string {
  const value = answers[name]
  return typeof value === 'string' ? value.trim() : ''
}

/** The non-blank text items of a list answer (stored drafts may hold anything: other items are skipped). */
export function items(answers: Answers, name: string): string[] {
  const value: unknown = answers[name]
  if (!Array.isArray(value)) return []
  return value
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter(Boolean)
}

/** The answer as a run, or a visible placeholder '[what goes here]' while it is blank. */
export function answer(answers: Answers, name: string, placeholder: string): Run {
  const value = text(answers, name)
  return value ? { text: value } : { text: `[${placeholder}]`, blank: true }
}

/** Plain text as a run. */
export const plain = (value: string): Run => ({ text: value })
export const bold = (value: string): Run => ({ text: value, bold: true })

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** A YYYY-MM-DD answer as '1 July 2024'; '' when it is not a real date. */
export function longDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) return ''
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return ''
  return `${day} ${MONTHS[month - 1]} ${year}`
}

/** A date answer as a run ('1 July 2024'), or its placeholder. */
export function dateAnswer(answers: Answers, name: string, placeholder: string): Run {
  const value = longDate(text(answers, name))
  return value ? { text: value } : { text: `[${placeholder}]`, blank: true }
}

/** '₹ 25,000' in Indian digit grouping, from digits; '' when not a whole number. */
export function rupees(value: string): string {
  if (!/^\d{1,12}$/.test(value.trim())) return ''
  return `₹ ${Number(value.trim()).toLocaleString('en-IN')}`
}
