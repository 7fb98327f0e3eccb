// The checks the templates' schemas share, with the messages the form shows under each field.
import * as z from 'zod/mini'

const tooLong = (max: number) => `Keep this under ${max} characters.`

/** A required text answer: trimmed, at least one character, at most `max`. */
export const requiredText = (message: string, max = 200) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max)))

/** An optional text answer ('' allowed), at most `max` characters. */
export const optionalText = (max = 200) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, tooLong(max))), '')

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const isRealDate = (value: string) => {
  if (!ISO_DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

/** A required YYYY-MM-DD date (what <input type="date"> gives). */
export const requiredDate = (message: string) =>
  z.string(message).check(z.refine(isRealDate, message))

/** An optional date: '' or a real YYYY-MM-DD. */
export const optionalDate = (message = 'Enter a real date, or leave it empty.') =>
  z._default(z.string().check(z.refine((value) => value === '' || isRealDate(value), message)), '')

/** The option values as the tuple z.enum wants. */
export const valuesOf = <T extends string>(options: readonly [{ value: T }, ...{ value: T }[]]) =>
  options.map((option) => option.value) as [T, ...T[]]

/** One of the given values. */
export const requiredChoice = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z.enum(values, message)

export const isWhole = (value: string, min: number, max: number) =>
  /^\d{1,12}$/.test(value) && +value >= min && +value <= max

/** Whole digits from `min` to `max` (age, rent in rupees, months), kept as text as the form holds it. */
export const wholeNumber = (message: string, min: number, max: number) =>
  z.string(message).check(
    z.trim(),
    z.refine((value) => isWhole(value, min, max), message),
  )

/** '' or whole digits from `min` to `max`. */
export const optionalWholeNumber = (message: string, min: number, max: number) =>
  z._default(
    z.string(message).check(
      z.trim(),
      z.refine((value) => value === '' || isWhole(value, min, max), message),
    ),
    '',
  )

/** A list of non-blank texts (numbered statements, grounds): at least `min` items, at most `maxItems`. */
export const textList = (message: string, min: number, maxItems: number, maxLength = 1500) =>
  z.pipe(
    z.pipe(
      z.array(z.string(), message),
      z.transform((list) => list.map((item) => item.trim()).filter(Boolean)),
    ),
    z
      .array(z.string().check(z.maxLength(maxLength, tooLong(maxLength))))
      .check(
        z.minLength(min, message),
        z.maxLength(maxItems, `Keep it to ${maxItems} items at most.`),
      ),
  )
