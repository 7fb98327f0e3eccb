// The shape of the legal knowledge base's source files (supabase/knowledge/). The generator
// (scripts/knowledge/generate.ts) parses every file with these schemas before it writes SQL, so a
// malformed entry stops `npm run knowledge` with its file and path.
import * as z from 'zod'

/** Short codes used in citations, twin links and the database. */
export const ACT_CODES = [
  'BNS', // Bharatiya Nyaya Sanhita 2023
  'IPC', // Indian Penal Code 1860
  'BNSS', // Bharatiya Nagarik Suraksha Sanhita 2023
  'CrPC', // Code of Criminal Procedure 1973
  'BSA', // Bharatiya Sakshya Adhiniyam 2023
  'IEA', // Indian Evidence Act 1872
  'NI', // Negotiable Instruments Act 1881
  'CPA', // Consumer Protection Act 2019
  'RTI', // Right to Information Act 2005
  'PWDVA', // Protection of Women from Domestic Violence Act 2005
  'HMA', // Hindu Marriage Act 1955
  'MTA', // Model Tenancy Act 2021 (a model law)
  'RA', // Registration Act 1908
  'TPA', // Transfer of Property Act 1882
  'ITA', // Information Technology Act 2000
  'POSH', // Sexual Harassment of Women at Workplace Act 2013
  'MVA', // Motor Vehicles Act 1988
  'LSA', // Legal Services Authorities Act 1987
  'COI', // Constitution of India
  'CPC', // Code of Civil Procedure 1908
  'LA', // Limitation Act 1963
  'SMA', // Special Marriage Act 1954
  'HSA', // Hindu Succession Act 1956
  'HAMA', // Hindu Adoptions and Maintenance Act 1956
  'HMGA', // Hindu Minority and Guardianship Act 1956
  'GWA', // Guardians and Wards Act 1890
  'ISA', // Indian Succession Act 1925
  'DPA', // Dowry Prohibition Act 1961
  'MWPSCA', // Maintenance and Welfare of Parents and Senior Citizens Act 2007
  'POCSO', // Protection of Children from Sexual Offences Act 2012
  'JJA', // Juvenile Justice (Care and Protection of Children) Act 2015
  'SCST', // Scheduled Castes and Scheduled Tribes (Prevention of Atrocities) Act 1989
  'SRA', // Specific Relief Act 1963
  'RERA', // Real Estate (Regulation and Development) Act 2016
  'CW', // Code on Wages 2019
  'PWA', // Payment of Wages Act 1936 (repealed by the Code on Wages)
  'MWA', // Minimum Wages Act 1948 (repealed by the Code on Wages)
  'IDA', // Industrial Disputes Act 1947 (repealed by the Industrial Relations Code)
  'IRC', // Industrial Relations Code 2020
  'PGA', // Payment of Gratuity Act 1972 (repealed by the Code on Social Security)
  'CSS', // Code on Social Security 2020
  'EPFA', // Employees' Provident Funds and Miscellaneous Provisions Act 1952
  'ECA', // Employees' Compensation Act 1923
  'MBA', // Maternity Benefit Act 1961
  'PCA', // Prevention of Corruption Act 1988
  'NDPS', // Narcotic Drugs and Psychotropic Substances Act 1985
  'MTP', // Medical Termination of Pregnancy Act 1971
] as const
const actCode = z.enum(ACT_CODES)

export const PRACTICE_AREAS = [
  'Criminal Law',
  'Civil Law',
  'Family Law',
  'Property Law',
  'Constitutional Law',
  'Consumer Law',
  'Labour and Employment Law',
  'Cyber Law',
] as const
const practiceArea = z.enum(PRACTICE_AREAS)

const DOCUMENT_TEMPLATES = ['affidavit', 'rent_agreement', 'bail_application'] as const

/**
 * A section (or article) number as the act prints it: 103, 498A, 103(1), 26(a), 21A, 22(2).
 * A sub-section is its own entry only when the law cites it on its own (IPC 420 → BNS 318(4)).
 */
const sectionNumber = z
  .string()
  .regex(/^\d{1,3}[A-Z]{0,3}(\(\d{1,2}[A-Z]?\))?(\([a-z]{1,4}\))?$/, 'not a section number')

const citation = z.strictObject({ act: actCode, section: sectionNumber })
export type Citation = z.infer<typeof citation>

const phrase = z.string().trim().min(1).max(80)
const keywords = z.strictObject({
  /** English words and phrases people use ('husband beats me', 'fake job offer'). */
  en: z.array(phrase).default([]),
  /** Hindi in Devanagari ('चोरी', 'दहेज'). */
  hi: z
    .array(phrase.regex(/[\u0900-\u097F]/, 'Hindi keywords are written in Devanagari'))
    .default([]),
  /** Hindi or other Indian-language words in Latin letters ('chori', 'dhokha', 'zamanat'). */
  hinglish: z
    .array(phrase.regex(/^[a-z0-9 '-]+$/, 'Hinglish keywords are lower-case Latin'))
    .default([]),
})

const text = z.string().trim().min(1)

const entrySchema = z.strictObject({
  section: sectionNumber,
  /** The heading as the act prints it (marginal note), without the trailing full stop. */
  title: z.string().trim().min(2).max(240),
  /** Plain-language summary in our own words. Heading-only entries leave it out. */
  summary: text.max(1200).optional(),
  /** As the act states it: 'imprisonment for life or death, and fine'. */
  punishment: text.max(400).optional(),
  /** From the First Schedule (BNSS / CrPC) where the act says so; leave out when unsure. */
  cognizable: z.boolean().optional(),
  bailable: z.boolean().optional(),
  court: text.max(120).optional(),
  /** Old ↔ new equivalents, written on the NEW code's entry only (BNS → IPC, BNSS → CrPC, BSA → IEA). */
  twins: z.array(citation).default([]),
  /** A note that changes how the entry may be used ('not in force', 'no BNS equivalent'). */
  note: text.max(400).optional(),
  /** False for a provision that was enacted but not brought into force (BNS 106(2)). */
  inForce: z.boolean().default(true),
  keywords: keywords.default({ en: [], hi: [], hinglish: [] }),
  /** What this entry was checked against, when it differs from the file's source. */
  source: text.max(300).optional(),
})
export type Entry = z.infer<typeof entrySchema>

export const actFileSchema = z.strictObject({
  act: actCode,
  name: text.max(120), // 'Bharatiya Nyaya Sanhita, 2023'
  /** 'section' for statutes, 'article' for the Constitution. */
  unit: z.enum(['section', 'article']).default('section'),
  area: practiceArea,
  /** Old code this one replaced, and from when (BNS replaces IPC from 2024-07-01). */
  replaces: actCode.optional(),
  inForceFrom: z.iso.date().optional(),
  /** Where the section numbers and headings were taken from and checked. */
  source: text.max(400),
  entries: z.array(entrySchema).min(1),
})
export type ActFile = z.infer<typeof actFileSchema>

export const guideSchema = z.strictObject({
  /** File name without .json; used in URLs and the database. */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().trim().min(3).max(120),
  /** Two or three sentences: the short answer. */
  summary: text.max(800),
  /** What to do now, in order. */
  steps: z.array(text.max(400)).min(2).max(12),
  /** Where to go: police station, Magistrate, Consumer Commission, DLSA … */
  where: z.array(text.max(300)).min(1).max(8),
  /** Entries this guide relies on; every one must exist in the knowledge base. */
  cites: z.array(citation).default([]),
  area: practiceArea,
  /** The LexSetu document template that fits, if any. */
  document: z.enum(DOCUMENT_TEMPLATES).optional(),
  keywords,
  source: text.max(400),
})
export type Guide = z.infer<typeof guideSchema>

/** Words people use → the words the knowledge base uses ('chori' → theft). */
export const synonymsSchema = z.record(
  z.string().trim().min(1).max(40),
  z.array(z.string().trim().min(1).max(40)).min(1),
)
