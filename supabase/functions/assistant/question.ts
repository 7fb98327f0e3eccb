// Reads a question the way the assistant needs it: the sections it cites ('IPC 420', 's. 138 NI
// Act', 'धारा 302'), the date of the events if it gives one, and whether it asks about free legal aid.

export type ActCode =
  | 'BNS'
  | 'IPC'
  | 'BNSS'
  | 'CrPC'
  | 'BSA'
  | 'IEA'
  | 'NI'
  | 'CPA'
  | 'RTI'
  | 'PWDVA'
  | 'HMA'
  | 'MTA'
  | 'RA'
  | 'TPA'
  | 'ITA'
  | 'POSH'
  | 'MVA'
  | 'LSA'
  | 'COI'
  | 'CPC'
  | 'LA'
  | 'SMA'
  | 'HSA'
  | 'HAMA'
  | 'HMGA'
  | 'GWA'
  | 'ISA'
  | 'DPA'
  | 'MWPSCA'
  | 'POCSO'
  | 'JJA'
  | 'SCST'
  | 'SRA'
  | 'RERA'
  | 'CW'
  | 'PWA'
  | 'MWA'
  | 'IDA'
  | 'IRC'
  | 'PGA'
  | 'CSS'
  | 'EPFA'
  | 'ECA'
  | 'MBA'
  | 'PCA'
  | 'NDPS'
  | 'MTP'

/** A citation found in text; act null for a bare number ('section 302'). */
export type ParsedCitation = { act: ActCode | null; section: string }

/** Names people write for each act, longest first within the pattern. */
const ACT_NAMES: [ActCode, string][] = [
  [
    'BNSS',
    String.raw`bnss|b\.n\.s\.s\.?|bharatiya nagarik suraksha sanhita|nagarik suraksha sanhita|बीएनएसएस|भारतीय नागरिक सुरक्षा संहिता`,
  ],
  [
    'BNS',
    String.raw`bns|b\.n\.s\.?|bharatiya nyaya sanhita|nyaya sanhita|बीएनएस|भारतीय न्याय संहिता|न्याय संहिता`,
  ],
  ['IPC', String.raw`ipc|i\.p\.c\.?|indian penal code|penal code|आईपीसी|भारतीय दंड संहिता`],
  [
    'CrPC',
    String.raw`crpc|cr\.?\s?p\.?\s?c\.?|code of criminal procedure|सीआरपीसी|दंड प्रक्रिया संहिता`,
  ],
  ['BSA', String.raw`bsa|bharatiya sakshya adhiniyam|sakshya adhiniyam`],
  ['IEA', String.raw`iea|indian evidence act|evidence act`],
  ['NI', String.raw`n\.?\s?i\.?\s?act|negotiable instruments? act`],
  ['CPA', String.raw`cpa|consumer protection act`],
  ['RTI', String.raw`rti act|rti|right to information act`],
  [
    'PWDVA',
    String.raw`pwdva|d\.?v\.? act|domestic violence act|protection of women from domestic violence act`,
  ],
  ['HMA', String.raw`hma|hindu marriage act`],
  ['MTA', String.raw`model tenancy act`],
  ['RA', String.raw`registration act`],
  ['TPA', String.raw`tpa|transfer of property act`],
  ['ITA', String.raw`i\.?t\.? act|information technology act`],
  ['POSH', String.raw`posh act|posh`],
  ['MVA', String.raw`m\.?v\.? act|motor vehicles? act`],
  ['LSA', String.raw`lsa act|legal services authorities act`],
  ['COI', String.raw`constitution|संविधान`],
  ['CPC', String.raw`cpc|c\.p\.c\.?|code of civil procedure`],
  ['LA', String.raw`limitation act`],
  ['SMA', String.raw`special marriage act`],
  ['HSA', String.raw`hindu succession act`],
  ['HAMA', String.raw`hama|hindu adoptions? and maintenance act`],
  ['HMGA', String.raw`hindu minority and guardianship act`],
  ['GWA', String.raw`guardians? and wards? act`],
  ['ISA', String.raw`indian succession act`],
  ['DPA', String.raw`dowry prohibition act`],
  [
    'MWPSCA',
    String.raw`senior citizens act|maintenance and welfare of parents and senior citizens act|parents and senior citizens act`,
  ],
  ['POCSO', String.raw`pocso act|pocso|पॉक्सो`],
  ['JJA', String.raw`juvenile justice act|jj act`],
  [
    'SCST',
    String.raw`sc\s?[/-]?\s?st act|scst act|atrocities act|prevention of atrocities act|एससी\s?[/-]?\s?एसटी एक्ट|अत्याचार निवारण अधिनियम`,
  ],
  ['SRA', String.raw`specific relief act`],
  ['RERA', String.raw`rera act|rera|real estate act`],
  ['CW', String.raw`code on wages|wage code`],
  ['PWA', String.raw`payment of wages act`],
  ['MWA', String.raw`minimum wages act`],
  ['IDA', String.raw`industrial disputes act|i\.d\. act`],
  ['IRC', String.raw`industrial relations code`],
  ['PGA', String.raw`payment of gratuity act|gratuity act`],
  ['CSS', String.raw`code on social security|social security code`],
  ['EPFA', String.raw`epf act|employees'? provident funds? (?:and miscellaneous provisions )?act`],
  ['ECA', String.raw`employees'? compensation act|workmen'?s compensation act`],
  ['MBA', String.raw`maternity benefit act`],
  ['PCA', String.raw`prevention of corruption act|pc act`],
  ['NDPS', String.raw`ndps act|ndps|narcotic drugs and psychotropic substances act`],
  ['MTP', String.raw`mtp act|medical termination of pregnancy act`],
]

const DEVANAGARI_DIGITS = '०१२३४५६७८९'
const toAsciiDigits = (text: string) =>
  text.replace(/[०-९]/g, (digit) => String(DEVANAGARI_DIGITS.indexOf(digit)))

/** A section's letter written in Devanagari after its number: 'धारा 498ए', '304बी'. */
const DEVANAGARI_LETTERS: Record<string, string> = { ए: 'a', बी: 'b', सी: 'c', डी: 'd', ई: 'e' }
const toLatinLetters = (text: string) =>
  text.replace(
    /(\d)-?(ए|बी|सी|डी|ई)(?![\p{L}\p{M}])/gu,
    (_, digit: string, letter: string) => digit + DEVANAGARI_LETTERS[letter],
  )

/** The BNS has 358 sections: 'BNS 376' is the IPC's number, asked under the new code's name. */
export const BNS_SECTIONS = 358
export const beyondTheBns = (citation: ParsedCitation) =>
  citation.act === 'BNS' && Number.parseInt(citation.section, 10) > BNS_SECTIONS

// 498A, 498-A, 498 A(?), 318(4), 26(a), 21A
const NUMBER = String.raw`(\d{1,3})(?:\s?-\s?|\s)?([a-z]{1,2})?\b(\s?\(\s?\d{1,2}\s?\))?(\s?\(\s?[a-z]{1,3}\s?\))?`
const MARKER = String.raw`sections?|secs?\.?|s\.|ss\.|u\/s\.?|under section|dhara|dafa|धारा|दफा|articles?|art\.|अनुच्छेद`
const ACT = ACT_NAMES.map(([, names]) => `(?:${names})`).join('|')
/** The year an act is named with ('Consumer Protection Act 2019, s.35'), skipped. */
const YEAR = String.raw`(?:,?\s*(?:18|19|20)\d{2}\b,?)?`

const actOf = (name: string): ActCode | null => {
  for (const [code, names] of ACT_NAMES) {
    if (new RegExp(`^(?:${names})$`, 'i').test(name.trim())) return code
  }
  return null
}

function sectionOf(digits: string, letters = '', sub = '', clause = ''): string {
  const compact = (part: string) => part.replace(/\s/g, '')
  // A lone letter after a number is a lettered section only when it is one (498A, 304B, 21A):
  // 'section 302 ipc' has no letter, 'section 138 ni act' neither.
  return `${digits}${letters.toUpperCase()}${compact(sub)}${compact(clause).toLowerCase()}`
}

// Letters that follow a number but are words, not section letters ('302 is', '420 me', '12 of').
const NOT_SECTION_LETTERS = new Set([
  'is',
  'of',
  'in',
  'me',
  'mein',
  'ka',
  'ki',
  'ke',
  'se',
  'to',
  'or',
  'ya',
  'kya',
  'ni',
  'it',
  'mv',
  'dv',
])

/** Every citation in the text, in order, without repeats. */
export function parseCitations(input: string): ParsedCitation[] {
  const text = toLatinLetters(toAsciiDigits(input.normalize('NFC'))).toLowerCase()
  const found: ParsedCitation[] = []
  const add = (
    act: ActCode | null,
    digits: string,
    letters?: string,
    sub?: string,
    clause?: string,
    raw = '',
  ) => {
    // Two letters apart from the number are a word ('ipc 380 ab bns mein'), not 376AB.
    const apart = letters?.length === 2 && new RegExp(`${digits}\\s+${letters}`).test(raw)
    const lettersOk = letters && !apart && !NOT_SECTION_LETTERS.has(letters) ? letters : ''
    const section = sectionOf(digits, lettersOk, sub ?? '', clause ?? '')
    if (!found.some((c) => c.act === act && c.section === section)) found.push({ act, section })
  }
  const covered: [number, number][] = []
  const taken = (start: number, end: number) => covered.some(([s, e]) => start < e && end > s)
  const scan = (pattern: string, read: (m: RegExpExecArray) => void) => {
    const regex = new RegExp(pattern, 'giu')
    for (let m = regex.exec(text); m; m = regex.exec(text)) {
      if (taken(m.index, m.index + m[0].length)) continue
      covered.push([m.index, m.index + m[0].length])
      read(m)
    }
  }
  const boundary = String.raw`(?<![\p{L}\p{N}])`
  // 's. 138 NI Act', 'section 498A of the IPC', 'धारा 302 आईपीसी'
  scan(
    `${boundary}(?:${MARKER})\\s*${NUMBER}\\s*(?:,\\s*)?(?:of\\s+|under\\s+|ki\\s+|का\\s+|की\\s+)?(?:the\\s+)?(${ACT})(?![\\p{L}])`,
    (m) => add(actOf(m[5]!), m[1]!, m[2], m[3], m[4], m[0]),
  )
  // 'IPC 420', 'BNSS section 482', 'IPC ki dhara 420', and the rest of a list: 'IPC 467 and 471'
  const more = new RegExp(`^\\s*(?:,|and|&|or|aur|और|/)\\s*${NUMBER}`, 'iu')
  scan(
    `${boundary}(${ACT})${YEAR}\\s*(?:(?:ki|ka|ke|की|का|के)\\s+)?(?:${MARKER})?\\s*${NUMBER}`,
    (m) => {
      const act = actOf(m[1]!)
      add(act, m[2]!, m[3], m[4], m[5], m[0])
      let end = m.index + m[0].length
      for (let next = more.exec(text.slice(end)); next; next = more.exec(text.slice(end))) {
        add(act, next[1]!, next[2], next[3], next[4], next[0])
        covered.push([end, end + next[0].length])
        end += next[0].length
      }
    },
  )
  // '420 IPC', '498A IPC'
  scan(`${boundary}${NUMBER}\\s*(${ACT})(?![\\p{L}])`, (m) =>
    add(actOf(m[5]!), m[1]!, m[2], m[3], m[4], m[0]),
  )
  // 'article 21' → the Constitution; 'section 302', 'धारा 302' → no act given
  scan(`${boundary}(${MARKER})\\s*${NUMBER}`, (m) => {
    const isArticle = /^(articles?|art\.|अनुच्छेद)$/.test(m[1]!)
    add(isArticle ? 'COI' : null, m[2]!, m[3], m[4], m[5], m[0])
  })
  // Lettered sections people quote alone: '498A', '304B', '354D'
  scan(`${boundary}(\\d{2,3})-?([a-e])(?![\\p{L}\\p{N}])`, (m) => add(null, m[1]!, m[2]))
  // '420' alone is how India says 'cheating'; other bare numbers are too often amounts or ages.
  scan(`${boundary}(420)(?![\\p{N}]|\\s*(?:rs|rupees|₹|/-))`, (m) => add(null, m[1]!))
  return found
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const HINDI_MONTHS = [
  'जनवरी',
  'फरवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
]

/** The new criminal laws (BNS, BNSS, BSA) apply to offences from this day. */
const NEW_CODES_FROM = '2024-07-01'

type EventDate = { year: number; month?: number; day?: number }

/** The first date the question gives (day, month and year; month and year; or a year). */
export function parseEventDate(input: string): EventDate | null {
  const text = toAsciiDigits(input.normalize('NFC')).toLowerCase()
  const monthIndex = (word: string) => {
    const hindi = HINDI_MONTHS.indexOf(word)
    if (hindi >= 0) return hindi + 1
    const index = MONTHS.indexOf(word.slice(0, 3))
    return index >= 0 ? index + 1 : undefined
  }
  const monthWord = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|${HINDI_MONTHS.join('|')})`
  const year = String.raw`(19[5-9]\d|20\d{2})`
  const candidates: { at: number; date: EventDate }[] = []
  const push = (regex: RegExp, read: (m: RegExpExecArray) => EventDate | null) => {
    for (const m of text.matchAll(new RegExp(regex.source, 'giu'))) {
      const date = read(m as RegExpExecArray)
      if (date) candidates.push({ at: m.index ?? 0, date })
    }
  }
  // 2024-06-30
  push(new RegExp(`\\b${year}-(\\d{1,2})-(\\d{1,2})\\b`), (m) => ({
    year: +m[1]!,
    month: +m[2]!,
    day: +m[3]!,
  }))
  // 30/06/2024, 30.6.2024, 30-06-2024 (Indian order: day first)
  push(new RegExp(`\\b(\\d{1,2})[/.-](\\d{1,2})[/.-]${year}\\b`), (m) =>
    +m[2]! >= 1 && +m[2]! <= 12 ? { year: +m[3]!, month: +m[2]!, day: +m[1]! } : null,
  )
  // 5 August 2024, 5th aug, 2024
  push(
    new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${monthWord}[a-z]*\\.?,?\\s+${year}`),
    (m) => ({ year: +m[3]!, month: monthIndex(m[2]!), day: +m[1]! }),
  )
  // August 5, 2024
  push(new RegExp(`${monthWord}[a-z]*\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+${year}`), (m) => ({
    year: +m[3]!,
    month: monthIndex(m[1]!),
    day: +m[2]!,
  }))
  // March 2023
  push(new RegExp(`${monthWord}[a-z]*\\.?,?\\s+${year}`), (m) => ({
    year: +m[2]!,
    month: monthIndex(m[1]!),
  }))
  // 'in 2023', '2023 mein' — a year alone
  push(new RegExp(`(?<![\\d/.-])${year}(?![\\d/.-])`), (m) => ({ year: +m[1]! }))
  if (candidates.length === 0) return null
  // The most precise reading of the earliest date in the text.
  candidates.sort((a, b) => a.at - b.at || precision(b.date) - precision(a.date))
  return candidates[0]!.date
}

const precision = (date: EventDate) => (date.day ? 3 : date.month ? 2 : 1)

/**
 * Which criminal codes applied on that date: 'old' (IPC, CrPC, IEA) before 1 July 2024, 'new'
 * from then, null when the date does not say (no date, or only '2024' or 'July 2024' … ).
 */
export function codesInForce(date: EventDate | null): 'old' | 'new' | null {
  if (!date) return null
  const [y, m, d] = NEW_CODES_FROM.split('-').map(Number) as [number, number, number]
  if (date.year !== y) return date.year < y ? 'old' : 'new'
  if (date.month === undefined) return null
  if (date.month !== m) return date.month < m ? 'old' : 'new'
  if (date.day === undefined) return 'new' // 'July 2024': every day of it is on or after the 1st
  return date.day < d ? 'old' : 'new'
}

const LEGAL_AID = [
  /free (legal aid|lawyer|advocate|legal help|legal services?)/,
  /legal aid/,
  /(can ?not|can'?t|cannot|unable to|not able to|don'?t have money to|no money (for|to)|too poor to) (afford|pay|hire|get)( for)? (a |an )?(lawyer|advocate|vakil)/,
  /afford (a |an )?(lawyer|advocate|vakil)/,
  /(lawyer|advocate|vakil)('?s)? (fees?|charges) .*(afford|pay)/,
  /(muft|free|sasta) (ka |ki |me |mein )?(vakil|wakil|lawyer|kanuni sahayata|kanooni madad)/,
  /(vakil|wakil) (ke liye|ki fees?) .*(paise|paisa) nahi/,
  /मुफ्त (कानूनी|वकील)|कानूनी सहायता|विधिक सहायता/,
  /\bnalsa\b|\bdlsa\b|15100/,
]

/** Does the question ask how to get a lawyer without money, or about free legal aid? */
export const asksAboutLegalAid = (input: string) => {
  const text = input.normalize('NFC').toLowerCase().replace(/\s+/g, ' ')
  return LEGAL_AID.some((pattern) => pattern.test(text))
}
