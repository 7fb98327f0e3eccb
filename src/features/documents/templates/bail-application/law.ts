// The two legal choices the document turns on: which penal code the sections belong to (decided by
// the date of the offence) and which section of the BNSS the application is made under (decided by
// the kind of bail and the court).
import type { BailKind } from './conditions'

/** The day the BNS, BNSS and BSA came into force. */
const NEW_CODES_FROM = '2024-07-01'

type PenalCode = 'BNS' | 'IPC'

/** BNS for an offence on or after 1 July 2024, IPC before; undefined until there is a real date. */
export function penalCode(offenceDate: string): PenalCode | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(offenceDate)) return undefined
  return offenceDate >= NEW_CODES_FROM ? 'BNS' : 'IPC'
}

/** Regular bail: s.480 before a Magistrate, s.483 before a Court of Session or High Court. Anticipatory bail: s.482. */
export function bnssSection(kind: BailKind | undefined, court: string): string | undefined {
  if (kind === 'anticipatory') return '482'
  if (kind !== 'regular') return undefined
  if (court === 'magistrate') return '480'
  if (court === 'sessions' || court === 'high_court') return '483'
  return undefined
}

const LEADING_WORDS = /^(?:u\/s\.?|under\s+|sections?\b\.?|secs?\.|ss?\.)\s*/i
const TRAILING_CODE =
  /[\s,]*(?:of\s+the\s+)?(?:BNS|IPC|Bharatiya\s+Nyaya\s+Sanhita(?:,?\s*2023)?|Indian\s+Penal\s+Code(?:,?\s*1860)?)\.?$/i

/** The section numbers as typed, without a leading 'Sections' or trailing code name the document adds itself. */
export function sectionNumbers(typed: string): string {
  let numbers = typed.trim()
  for (let pass = 0; pass < 2; pass++) numbers = numbers.replace(LEADING_WORDS, '')
  return numbers.replace(TRAILING_CODE, '').trim()
}

/** 'Section' for one number, 'Sections' for a list. */
export const sectionWord = (numbers: string) =>
  /[,&/;]|\band\b|\bwith\b|\bread\b/i.test(numbers) ? 'Sections' : 'Section'

/** The code the user wrote into the sections, if any, to warn when it disagrees with the date. */
export function codeNamedIn(typed: string): PenalCode | undefined {
  if (/\bIPC\b|Indian\s+Penal\s+Code/i.test(typed)) return 'IPC'
  if (/\bBNS\b|Nyaya\s+Sanhita/i.test(typed)) return 'BNS'
  return undefined
}
