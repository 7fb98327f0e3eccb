// Runs the clauses share: amounts with their words, counts with their unit, and the labels of
// choices, each with a placeholder while the answer is missing.
import { plain, rupees, text } from '../model-helpers'
import type { Answers, Option, Run } from '../types'
import { rupeesInWords } from './amount-in-words'
import { wholeNumber, type Wording } from './facts'

/** A placeholder for something that follows from answers not given yet. */
export const blank = (placeholder: string): Run => ({ text: `[${placeholder}]`, blank: true })

/** '₹ 25,000 (Rupees twenty-five thousand only)', or the placeholder. */
export function amountRun(answers: Answers, name: string, placeholder: string): Run {
  const amount = wholeNumber(answers, name)
  return amount === undefined
    ? blank(placeholder)
    : plain(`${rupees(String(amount))} (${rupeesInWords(amount)})`)
}

const countText = (count: number, unit: string) => `${count} ${count === 1 ? unit : `${unit}s`}`

/** '11 months', or the placeholder. */
export function countRun(answers: Answers, name: string, unit: string, placeholder: string): Run {
  const count = wholeNumber(answers, name)
  return count === undefined ? blank(placeholder) : plain(countText(count, unit))
}

/** The chosen option's phrase from `phrases`, or the placeholder for a missing or unknown answer. */
export function choiceRun(
  answers: Answers,
  name: string,
  phrases: Readonly<Record<string, string>>,
  placeholder: string,
): Run {
  const value = text(answers, name)
  // hasOwn: an answer such as 'constructor' must not pick up an inherited property.
  return Object.hasOwn(phrases, value) ? plain(phrases[value] ?? '') : blank(placeholder)
}

/** An option's label in running text ('Semi-furnished' → 'semi-furnished'). */
export const phrasesOf = (options: readonly Option[]): Record<string, string> =>
  Object.fromEntries(options.map((option) => [option.value, option.label.toLowerCase()]))

/** Who pays, in the agreement's own party words. */
export const payerPhrases = (words: Wording): Record<string, string> => ({
  tenant: `the ${words.occupant}`,
  landlord: `the ${words.owner}`,
  shared: `the ${words.owner} and the ${words.occupant} in equal shares`,
})

/** 1 → '1st', 22 → '22nd', 13 → '13th'. */
export function ordinal(n: number): string {
  const lastTwo = n % 100
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`
}
