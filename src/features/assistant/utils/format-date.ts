const ISO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })

/** The calendar day in India as YYYY-MM-DD, for file names. */
export function isoDay(date: Date): string {
  return ISO_DAY.format(date)
}
