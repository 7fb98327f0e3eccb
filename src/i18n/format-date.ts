import { intlLocale } from './locale'

/** Dates as LexSetu shows them: in this page load's language, in India's time zone. */
const DAY = new Intl.DateTimeFormat(intlLocale, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
})
const DAY_AND_TIME = new Intl.DateTimeFormat(intlLocale, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
})

/** '18 Nov 2026' (Hindi: '18 नव॰ 2026'); with `time`, '18 Nov 2026, 7:41 pm'. */
export function formatDate(isoDateTime: string | Date, { time = false } = {}): string {
  return (time ? DAY_AND_TIME : DAY).format(new Date(isoDateTime))
}
