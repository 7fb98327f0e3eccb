import { intlLocale } from './locale'

/**
 * Numbers and money as this page load's language writes them: Indian grouping (12,50,000) and
 * Latin digits in both languages.
 */
const NUMBER = new Intl.NumberFormat(intlLocale)
const RUPEES = new Intl.NumberFormat(intlLocale, {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
})
const PLURAL = new Intl.PluralRules(intlLocale)

/** '1,23,45,678'. */
export const formatNumber = (value: number) => NUMBER.format(value)

/** '₹12,50,000' (whole rupees). */
export const formatRupees = (value: number) => RUPEES.format(value)

/**
 * The form of `forms` this language uses for `count`, with '#' replaced by the number written out:
 * plural(3, { one: '# reply', other: '# replies' }) is '3 replies'. Hindi puts 0 with 1 ('one').
 */
export function plural(count: number, forms: { one: string; other: string }): string {
  const form = PLURAL.select(count) === 'one' ? forms.one : forms.other
  return form.replace('#', formatNumber(count))
}
