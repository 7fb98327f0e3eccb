// Human output of the operator CLI: aligned tables, readable dates, and text from users made safe
// to print (a contact message or an invoice name could carry terminal escape sequences).

/** Control characters (C0, DEL, C1) and the bidi controls that could reorder what follows. */
const UNSAFE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu

/** One line of user text for the terminal: no control characters, whitespace runs as one space. */
export function cleanLine(value: unknown): string {
  if (value === null || value === undefined) return ''
  return String(value).replace(/\s+/g, ' ').replace(UNSAFE, '\uFFFD').trim()
}

/** Multi-line user text for the terminal: line breaks kept, every other control character replaced. */
export function cleanText(value: unknown): string[] {
  if (value === null || value === undefined) return []
  return String(value)
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\t/g, '  ').replace(UNSAFE, '\uFFFD').trimEnd())
}

/** Columns a string takes in a terminal (combining marks take none). */
export const displayWidth = (text: string) => [...text.replace(/\p{Mn}|\p{Me}|\u200D/gu, '')].length

/** At most `max` columns, with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  if (displayWidth(text) <= max) return text
  let cut = ''
  for (const char of text) {
    if (displayWidth(cut + char) > max - 1) break
    cut += char
  }
  return `${cut.trimEnd()}…`
}

const padEnd = (text: string, width: number) => text + ' '.repeat(width - displayWidth(text))

// Not Intl's short months: ICU writes 'Sept' in some versions and 'Sep' in others.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** e.g. '26 Nov 2026 09:14' in the operator's time zone (or `timeZone`). */
export function formatDate(value: unknown, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return ''
  const date = value instanceof Date ? value : new Date(String(value))
  if (Number.isNaN(date.getTime())) return cleanLine(value)
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.day} ${MONTHS[Number(parts.month) - 1]} ${parts.year} ${parts.hour}:${parts.minute}`
}

type Column<Row> = {
  header: string
  value: (row: Row) => string
  /** Longer cells are cut with an ellipsis. */
  maxWidth?: number
}

/** A header line, then one line per row, columns two spaces apart; no trailing spaces. */
export function table<Row>(rows: Row[], columns: Column<Row>[]): string[] {
  const cells = rows.map((row) =>
    columns.map((column) => {
      const text = cleanLine(column.value(row)) || '-'
      return column.maxWidth ? truncate(text, column.maxWidth) : text
    }),
  )
  const widths = columns.map((column, i) =>
    Math.max(displayWidth(column.header), ...cells.map((line) => displayWidth(line[i]))),
  )
  const render = (line: string[]) =>
    line
      .map((cell, i) => padEnd(cell, widths[i]))
      .join('  ')
      .trimEnd()
  return [render(columns.map((column) => column.header)), ...cells.map(render)]
}

/** '1 open upgrade request' / '3 open upgrade requests'. */
export const count = (n: number, singular: string, plural = `${singular}s`) =>
  `${n} ${n === 1 ? singular : plural}`
