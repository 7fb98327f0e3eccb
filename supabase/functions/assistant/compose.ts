// The deterministic answer: from the question and what search_knowledge() returned, a short
// markdown reply — the short answer, the law (current section, its old-code twin, punishment),
// what to do now, where to go, what LexSetu can do next, and the disclaimer. It cites only
// entries that the database returned, and the validator checks that before anything is stored.
import type { Database } from '../../../src/lib/database.types.ts'
import {
  asksAboutLegalAid,
  beyondTheBns,
  BNS_SECTIONS,
  codesInForce,
  parseCitations,
  parseEventDate,
  type ActCode,
  type ParsedCitation,
} from './question.ts'

/** A section as search_knowledge() returns it inside twins and cites. */
export type EntryRef = {
  act: ActCode
  section: string
  title: string
  summary?: string | null
  punishment?: string | null
  in_force?: boolean | null
  note?: string | null
  /** On a guide's citations: the old/new equivalents. */
  twins?: EntryRef[]
}

/** search_knowledge()'s row as the schema declares it (src/lib/database.types.ts, generated). */
type SearchKnowledgeRow = Database['public']['Functions']['search_knowledge']['Returns'][number]

/** Replaces columns of a generated row with what the function guarantees; only real columns. */
type Narrowed<Row, Guaranteed extends { [Column in keyof Row]?: unknown }> = Omit<
  Row,
  keyof Guaranteed
> &
  Guaranteed

/**
 * One row of search_knowledge(): the generated row, narrowed where the SQL says more than the
 * types can (its checks on kind, act and document, the jsonb shapes, never-null columns).
 */
export type KnowledgeRow = Narrowed<
  SearchKnowledgeRow,
  {
    kind: 'section' | 'guide'
    act: ActCode | null
    title: string
    document: 'affidavit' | 'rent_agreement' | 'bail_application' | null
    twins: EntryRef[]
    cites: EntryRef[]
    is_cited: boolean
    rank: number
    /** The question's words (stemmed) and the keywords this row matched. */
    matched: string[]
  }
>

export type Citation = { act: ActCode; section: string; title: string }
export type Reply = { content: string; citations: Citation[] }

/** Rank below which a row is not an answer to the question (tuned with the evaluation set). */
export const MIN_RANK = 0.24
/** A best row at this rank has found the question's topic firmly, not by a stray word. */
export const CONFIDENT_RANK = 2 * MIN_RANK

const NEW_CODES = new Set<ActCode>(['BNS', 'BNSS', 'BSA'])
const OLD_CODES = new Set<ActCode>(['IPC', 'CrPC', 'IEA'])

const ACT_LABELS: Partial<Record<ActCode, string>> = {
  NI: 'NI Act',
  CPA: 'Consumer Protection Act',
  RTI: 'RTI Act',
  PWDVA: 'Domestic Violence Act',
  HMA: 'Hindu Marriage Act',
  MTA: 'Model Tenancy Act',
  RA: 'Registration Act',
  TPA: 'Transfer of Property Act',
  ITA: 'IT Act',
  POSH: 'POSH Act',
  MVA: 'MV Act',
  LSA: 'Legal Services Authorities Act',
  LA: 'Limitation Act',
  SMA: 'Special Marriage Act',
  HSA: 'Hindu Succession Act',
  HAMA: 'Hindu Adoptions and Maintenance Act',
  HMGA: 'Hindu Minority and Guardianship Act',
  GWA: 'Guardians and Wards Act',
  ISA: 'Indian Succession Act',
  DPA: 'Dowry Prohibition Act',
  MWPSCA: 'Senior Citizens Act',
  POCSO: 'POCSO Act',
  JJA: 'Juvenile Justice Act',
  SCST: 'SC/ST Act',
  SRA: 'Specific Relief Act',
  RERA: 'RERA',
  CW: 'Code on Wages',
  PWA: 'Payment of Wages Act',
  MWA: 'Minimum Wages Act',
  IDA: 'Industrial Disputes Act',
  IRC: 'Industrial Relations Code',
  PGA: 'Payment of Gratuity Act',
  CSS: 'Code on Social Security',
  EPFA: 'EPF Act',
  ECA: "Employees' Compensation Act",
  MBA: 'Maternity Benefit Act',
  PCA: 'Prevention of Corruption Act',
  NDPS: 'NDPS Act',
  MTP: 'MTP Act',
}

const DOCUMENT_NAMES = {
  affidavit: 'an affidavit',
  rent_agreement: 'a rent agreement',
  bail_application: 'a bail application',
} as const

/** How a citation is written in a reply; parseCitations() reads every form back. */
export function citationLabel({ act, section }: { act: ActCode; section: string }): string {
  if (act === 'COI') return `Article ${section} of the Constitution`
  const label = ACT_LABELS[act]
  return label ? `${label} s.${section}` : `${act} ${section}`
}

const key = (c: { act: string; section: string }) => `${c.act} ${c.section}`
const sentence = (text: string) => (/[.!?)]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`)

export const DISCLAIMER =
  '_This is general legal information, not legal advice. For advice on your situation, talk to an advocate or to free legal aid (NALSA helpline 15100)._'

export const NOTHING_FOUND = [
  "I could not find this in LexSetu's legal knowledge base, so I will not guess at an answer or a section number.",
  '',
  '### What you can do',
  '- Ask again in other words: what happened, where, and when.',
  '- [Find an advocate](/advocates) who can look at your situation.',
  '- If you cannot afford a lawyer, you may qualify for free legal aid: call the NALSA helpline **15100** or visit your District Legal Services Authority (DLSA).',
  '- [Ask the community forum](/forum/new).',
  '',
  DISCLAIMER,
].join('\n')

type Law = { entry: EntryRef; twins: EntryRef[]; cited: boolean }

/**
 * The sections the question itself cites ('IPC 420', 'section 302'); not those the assistant
 * added to the search (LSA s.12 for a question about free legal aid).
 */
function citedRows(rows: KnowledgeRow[], asked: ParsedCitation[]) {
  return rows.filter(
    (row) =>
      row.kind === 'section' &&
      row.is_cited &&
      asked.some(
        (c) =>
          (c.act === null || c.act === row.act) &&
          (c.section === row.section || wholeSection(row.section!) === c.section),
      ),
  )
}

const asRef = (row: KnowledgeRow): EntryRef => ({
  act: row.act!,
  section: row.section!,
  title: row.title,
  summary: row.summary,
  punishment: row.punishment,
  in_force: row.in_force,
  note: row.note,
})

/** At most this many provisions are explained; the guide's others are listed under 'Also relevant'. */
const MAX_LAWS = 4
const MAX_RELATED = 4
/** How much more a guide counts when it cites one of the best-ranked sections. */
const AGREEING_GUIDE = 1.5

/** Without provisions named in its short answer, a guide's first ones are its main ones. */
const MAIN_CITES = 2
const PROCEDURE_ACTS = new Set<ActCode>(['BNSS', 'CrPC', 'LSA'])

/** The provisions a guide's short answer names (with their twins), or its first ones. */
function mainCites(guide: KnowledgeRow): Set<string> {
  const named = parseCitations(guide.summary ?? '')
  const isNamed = (ref: EntryRef) =>
    named.some(
      (c) =>
        c.act === ref.act && (c.section === ref.section || c.section === wholeSection(ref.section)),
    )
  const main = guide.cites.filter((cite) => isNamed(cite) || (cite.twins ?? []).some(isNamed))
  const chosen = main.length > 0 ? main : guide.cites.slice(0, MAIN_CITES)
  return new Set(chosen.flatMap((cite) => [key(cite), ...(cite.twins ?? []).map(key)]))
}

/** How well the question's words support a provision: its rank, or its twin's. */
function supportOf(cite: EntryRef, rankOf: Map<string, number>): number {
  return Math.max(
    rankOf.get(key(cite)) ?? 0,
    ...(cite.twins ?? []).map((t) => rankOf.get(key(t)) ?? 0),
  )
}

type Chosen = { laws: Law[]; related: Law[] }

/**
 * The provisions the reply explains. A question that cites sections gets those (and their
 * twins). Otherwise candidates are the well-ranked sections and the chosen guide's citations (its
 * first ones are its main ones), best first, twins kept together; the guide's remaining
 * citations become 'Also relevant'.
 */
function chooseLaw(
  rows: KnowledgeRow[],
  guide: KnowledgeRow | undefined,
  asked: ParsedCitation[],
): Chosen {
  const sections = rows.filter((row) => row.kind === 'section')
  const laws: Law[] = []
  const seen = new Set<string>()
  const addLaw = (entry: EntryRef, twins: EntryRef[], cited: boolean) => {
    if (seen.has(key(entry)) || laws.length >= MAX_LAWS) return
    seen.add(key(entry))
    for (const twin of twins) seen.add(key(twin))
    laws.push({ entry, twins: mostSpecific(twins.filter((t) => t.act !== entry.act)), cited })
  }
  const cited = citedRows(rows, asked)
  for (const row of cited) addLaw(asRef(row), row.twins, true)
  if (cited.length > 0) {
    // The words may point elsewhere: 'section 302 BNS, murder' (BNS 302 is not murder), 'is BNSS
    // 482 the quashing section?'. The section they find firmly is explained next to the one asked.
    const meant = sections.find((row) => !row.is_cited && row.rank >= CONFIDENT_RANK)
    if (meant) addLaw(asRef(meant), meant.twins, false)
    return { laws, related: [] }
  }

  const rankOf = new Map(sections.map((row) => [key(asRef(row)), row.rank]))
  const top = sections[0]?.rank ?? 0
  const candidates: { entry: EntryRef; twins: EntryRef[]; score: number }[] = sections
    // With a guide, other sections must rank close to the best to be worth a place.
    .filter((row) => row.rank >= MIN_RANK && row.rank >= top * (guide ? 0.6 : 0.4))
    .map((row) => ({ entry: asRef(row), twins: row.twins, score: row.rank }))
  // The guide's provisions weigh half as much again. Its main ones — those its short answer
  // names, or else its first ones — may stand in 'The law' on the guide's word alone; the others
  // must be supported by the question's own words, or they are not this question's law.
  const main = guide ? mainCites(guide) : new Set<string>()
  guide?.cites.forEach((cite, position) => {
    const own = supportOf(cite, rankOf)
    if (own < MIN_RANK / 2 && !main.has(key(cite))) return
    candidates.push({
      entry: cite,
      twins: cite.twins ?? [],
      score: own * 1.5 + (main.has(key(cite)) ? 0.2 : 0) + Math.max(0.1 - 0.01 * position, 0),
    })
  })
  candidates.sort((a, b) => b.score - a.score)
  for (const candidate of candidates) addLaw(candidate.entry, candidate.twins, false)
  const related: Law[] = []
  // Best supported first; the guide's order among equals.
  const others = [...(guide?.cites ?? [])].sort(
    (a, b) => supportOf(b, rankOf) - supportOf(a, rankOf),
  )
  for (const cite of others) {
    if (seen.has(key(cite)) || related.length >= MAX_RELATED) continue
    // The procedure to follow (FIR, arrest, bail, legal aid) fits any question the guide answers.
    if (supportOf(cite, rankOf) < MIN_RANK / 2 && !PROCEDURE_ACTS.has(cite.act)) continue
    seen.add(key(cite))
    const twins = mostSpecific((cite.twins ?? []).filter((t) => t.act !== cite.act))
    for (const twin of cite.twins ?? []) seen.add(key(twin))
    related.push({ entry: cite, twins, cited: false })
  }
  return { laws, related }
}

/**
 * The guide that fits the question: the best-ranked one that shares a provision with the best
 * sections, or ranks close to them. None when they disagree (the sections then lead alone).
 */
function chooseGuide(
  rows: KnowledgeRow[],
  legalAid: boolean,
  asked: ParsedCitation[],
): KnowledgeRow | undefined {
  const guides = rows.filter((row) => row.kind === 'guide' && row.rank >= MIN_RANK / 2)
  if (legalAid) return guides.find((g) => g.slug === 'free-legal-aid') ?? guides[0]
  const sections = rows.filter((row) => row.kind === 'section')
  if (citedRows(rows, asked).length > 0) return guides.find((g) => g.rank >= 0.6)
  const best = sections.filter((row) => row.rank >= MIN_RANK).slice(0, 3)
  const bestWhole = new Set(
    best
      .flatMap((row) => [asRef(row), ...row.twins])
      .map((r) => `${r.act} ${wholeSection(r.section)}`),
  )
  const top = best[0]?.rank ?? 0
  const agrees = (g: KnowledgeRow) =>
    g.cites.some((c) => bestWhole.has(`${c.act} ${wholeSection(c.section)}`))
  // A guide that agrees with the best sections weighs half as much again; one that does not must
  // rank well on its own. The facts decide, not which guide happens to cite a section.
  const fits = guides
    .filter((g) => agrees(g) || (g.rank >= MIN_RANK && g.rank >= top * 0.5))
    .map((g) => ({ g, score: g.rank * (agrees(g) ? AGREEING_GUIDE : 1) }))
    .sort((a, b) => b.score - a.score)
  return fits[0]?.g
}

function describe(entry: EntryRef, withSummary = true): string {
  const parts = [`**${citationLabel(entry)}** — ${entry.title}.`]
  if (entry.in_force === false) parts.push('Not yet in force.')
  if (withSummary && entry.summary) parts.push(sentence(entry.summary))
  if (entry.punishment) parts.push(`Punishment: ${sentence(entry.punishment)}`)
  if (entry.note) parts.push(sentence(entry.note))
  return parts.join(' ')
}

/** One bullet of 'The law', in the order the date of the events asks for. */
function lawLines(law: Law, era: 'old' | 'new' | null, mentioned: Set<string>): string[] {
  const { entry } = law
  const newSide = NEW_CODES.has(entry.act) ? [entry] : law.twins.filter((t) => NEW_CODES.has(t.act))
  const oldSide = OLD_CODES.has(entry.act) ? [entry] : law.twins.filter((t) => OLD_CODES.has(t.act))
  if (newSide.length === 0 || oldSide.length === 0) {
    // Not a renamed provision (a special act, or an offence only one code has).
    const lines = [`- ${describe(entry)}`]
    if (OLD_CODES.has(entry.act) && law.twins.length === 0 && entry.act === 'IPC')
      lines.push('  The BNS has no equivalent of this section.')
    if (NEW_CODES.has(entry.act) && oldSide.length === 0 && entry.act === 'BNS' && law.cited)
      lines.push('  This section has no IPC equivalent: it applies to offences from 1 July 2024.')
    return lines
  }
  const list = (refs: EntryRef[]) =>
    refs.map((r) => `**${citationLabel(r)}** (${r.title})`).join(' and ')
  if (era === 'old') {
    return [
      ...oldSide.map((r) => `- ${describe(r)}`),
      `  This is the law for events before 1 July 2024. From that date the same provision is ${list(newSide)}.`,
    ]
  }
  const lines = newSide.map((r) => `- ${describe(r)}`)
  // BNS 85 and 86 share IPC 498A: say it once.
  if (oldSide.every((r) => mentioned.has(key(r)))) return lines
  for (const r of oldSide) mentioned.add(key(r))
  lines.push(
    era === 'new'
      ? `  Before 1 July 2024 this was ${list(oldSide)}; for events on or after that date the new law applies.`
      : `  If this happened before 1 July 2024, ${list(oldSide)} applies instead.`,
  )
  return lines
}

/** Twins as specific as the knowledge base has them: BNS 103(1) rather than BNS 103 as well. */
function mostSpecific(refs: EntryRef[]): EntryRef[] {
  return refs.filter(
    (ref) =>
      !refs.some(
        (other) =>
          other.act === ref.act &&
          other.section !== ref.section &&
          wholeSection(other.section) === ref.section,
      ),
  )
}

/**
 * Replies to 'what is section 302?' — a number without its code — and to 'BNS 376', a number
 * beyond the BNS's 358 sections (`named`: the code the question gave).
 */
function bareNumberLines(
  number: string,
  rows: KnowledgeRow[],
  named: ActCode | null = null,
): string[] | null {
  const entry = (act: ActCode) =>
    rows.find(
      (row) => row.kind === 'section' && row.is_cited && row.section === number && row.act === act,
    )
  const [ipc, bns, crpc, bnss] = (['IPC', 'BNS', 'CrPC', 'BNSS'] as const).map(entry)
  if (!ipc && !bns && !crpc && !bnss) return null
  // The offence's or the procedure's name in the other code, from its twins.
  const then = (row: KnowledgeRow, act: ActCode, before: boolean) => {
    const twins = mostSpecific(row.twins.filter((t) => t.act === act))
    if (twins.length === 0) return ''
    const what = row.act === 'IPC' ? 'offence' : 'provision'
    return before
      ? ` Before that date this was ${twins.map((t) => `**${citationLabel(t)}**`).join(' and ')}.`
      : ` From 1 July 2024 this ${what} is ${twins.map((t) => `**${citationLabel(t)}** (${t.title})`).join(' and ')}.`
  }
  const lines = [
    named === 'BNS'
      ? `The **Bharatiya Nyaya Sanhita** (from 1 July 2024) stops at ${BNS_SECTIONS} sections, so it has no section ${number}. The number is the old codes':`
      : `You asked about section ${number} without naming the code, and the number means different things in each code:`,
  ]
  if (ipc) {
    lines.push(
      `- In the **Indian Penal Code** (offences before 1 July 2024): ${describe(asRef(ipc), false)}${then(ipc, 'BNS', false)}`,
    )
  } else {
    lines.push("- LexSetu's knowledge base holds no Indian Penal Code provision with this number.")
  }
  if (named === 'BNS') {
    // Said in the first line.
  } else if (bns) {
    lines.push(
      `- In the **Bharatiya Nyaya Sanhita** (from 1 July 2024): ${describe(asRef(bns), false)}${then(bns, 'IPC', true)}`,
    )
  } else {
    lines.push(
      Number.parseInt(number, 10) > BNS_SECTIONS
        ? '- The **Bharatiya Nyaya Sanhita** (from 1 July 2024) stops at 358 sections: this number does not exist in it.'
        : `- The **Bharatiya Nyaya Sanhita** (from 1 July 2024) has no section ${number}.`,
    )
  }
  // The procedure codes only where the knowledge base holds the number: 'section 482' is as often
  // the Code of Criminal Procedure's as the Penal Code's.
  if (crpc) {
    lines.push(
      `- In the **Code of Criminal Procedure** (before 1 July 2024): ${describe(asRef(crpc), false)}${then(crpc, 'BNSS', false)}`,
    )
  }
  if (bnss) {
    lines.push(
      `- In the **Bharatiya Nagarik Suraksha Sanhita** (from 1 July 2024): ${describe(asRef(bnss), false)}${then(bnss, 'CrPC', true)}`,
    )
  }
  if (!named)
    lines.push(
      'Tell me which code you mean, or when the events happened, and I can explain it further.',
    )
  return lines
}

function nextSteps(
  area: string | null,
  document: KnowledgeRow['document'],
  legalAid: boolean,
): string[] {
  const lines: string[] = []
  if (document) {
    lines.push(
      `- [Draft ${DOCUMENT_NAMES[document]}](/documents?template=${document}) with LexSetu's template.`,
    )
  }
  lines.push(
    area
      ? `- [Find an advocate in ${area}](/advocates?area=${encodeURIComponent(area)}) on LexSetu.`
      : '- [Find an advocate](/advocates) on LexSetu.',
  )
  lines.push('- [Ask the community forum](/forum/new): advocates answer questions there.')
  if (!legalAid) {
    lines.push(
      '- Cannot afford a lawyer? You may qualify for free legal aid: NALSA helpline **15100**.',
    )
  }
  return lines
}

const GENERIC_STEPS = [
  'Write down what happened — dates, places, names, amounts — and keep every document, message and receipt.',
  'Talk to an advocate before you sign, pay or file anything.',
]
const CRIMINAL_STEPS = [
  'If you are in danger, call **112** now.',
  'Report the offence at the nearest police station; any station must record it and transfer it if needed (zero FIR).',
]

/** A question this long is a story. */
const STORY_WORDS = 25

/**
 * A story that met only scattered words of the law ('husband', 'final', 'night') and none of its
 * phrases ('salary not paid', 'hit by a car') is about something else — a family dinner, a tennis
 * match — unless one row matches it strongly.
 */
function onlyScatteredWords(question: string, rows: KnowledgeRow[]): boolean {
  if (question.split(/\s+/).filter(Boolean).length < STORY_WORDS) return false
  const good = rows.filter((row) => row.rank >= MIN_RANK)
  if (good.some((row) => row.matched.some((term) => term.includes(' ')))) return false
  return (good[0]?.rank ?? 0) < CONFIDENT_RANK
}

/**
 * Builds the reply. `rows` are search_knowledge()'s answer for this question, best first.
 * `followUp`: the question is a message read with the chat before it, not a story the user told.
 */
export function composeReply(question: string, rows: KnowledgeRow[], followUp = false): Reply {
  const era = codesInForce(parseEventDate(question))
  const legalAid = asksAboutLegalAid(question)
  const asked = parseCitations(question)
  if (asked.length === 0 && !followUp && onlyScatteredWords(question, rows))
    return { content: NOTHING_FOUND, citations: [] }
  const topSection = rows.find((row) => row.kind === 'section' && row.rank >= MIN_RANK)
  let guide = chooseGuide(rows, legalAid, asked)

  const bare =
    asked.find(
      (c: ParsedCitation) => c.act === null && !asked.some((o) => o.act && o.section === c.section),
    ) ?? asked.find(beyondTheBns)
  const bareLines = bare ? bareNumberLines(bare.section, rows, bare.act) : null
  if (bareLines) guide = undefined
  const { laws, related } = bareLines ? { laws: [], related: [] } : chooseLaw(rows, guide, asked)
  if (!bareLines && laws.length === 0 && !guide) return { content: NOTHING_FOUND, citations: [] }

  const out: string[] = []
  if (bareLines) {
    out.push(...bareLines)
  } else {
    const lead = guide?.summary ?? laws[0]?.entry.summary ?? laws[0]?.entry.title
    if (lead) out.push(sentence(lead))
    if (era === 'old')
      out.push(
        '',
        'You mention events before **1 July 2024**: the IPC, CrPC and Evidence Act apply to them; the new codes (BNS, BNSS, BSA) apply from that date.',
      )
    if (laws.length > 0) {
      out.push('', '### The law')
      const mentioned = new Set<string>()
      for (const law of laws) out.push(...lawLines(law, era, mentioned))
      if (related.length > 0) {
        const item = ({ entry, twins }: Law) =>
          [entry, ...twins].map((r) => `**${citationLabel(r)}**`).join(' / ') + ` (${entry.title})`
        out.push(`- Also relevant: ${related.map(item).join('; ')}.`)
      }
    }
  }
  const area = guide?.area ?? topSection?.area ?? null
  const steps =
    guide?.steps ??
    (area === 'Criminal Law' ? [...CRIMINAL_STEPS, ...GENERIC_STEPS] : GENERIC_STEPS)
  if (!bareLines) {
    out.push('', '### What to do now', ...steps.map((step, i) => `${i + 1}. ${step}`))
    if (guide?.where_to_go?.length)
      out.push('', '### Where to go', ...guide.where_to_go.map((w) => `- ${w}`))
  }
  out.push('', '### How LexSetu can help', ...nextSteps(area, guide?.document ?? null, legalAid))
  out.push('', DISCLAIMER)
  const content = out.join('\n')
  // What the reply presents, not every number a summary mentions in passing ('not BNSS 482').
  const presented = [
    ...laws.flatMap((law) => [law.entry, ...law.twins]),
    ...related.flatMap((law) => [law.entry, ...law.twins]),
    ...(bareLines ? citationsIn(content, rows) : []),
  ]
  const at = (c: Citation) => {
    const index = content.indexOf(`**${citationLabel(c)}**`)
    return index < 0 ? content.length : index
  }
  return { content, citations: uniqueCitations(presented).sort((a, b) => at(a) - at(b)) }
}

function uniqueCitations(refs: { act: ActCode; section: string; title: string }[]): Citation[] {
  const out: Citation[] = []
  for (const { act, section, title } of refs) {
    if (!out.some((c) => c.act === act && c.section === section)) out.push({ act, section, title })
  }
  return out
}

/** Every entry the database returned for this question, by citation key. */
function knownEntries(rows: KnowledgeRow[]): Map<string, EntryRef> {
  const known = new Map<string, EntryRef>()
  for (const row of rows) {
    if (row.kind === 'section') known.set(key(asRef(row)), asRef(row))
    for (const ref of [...row.twins, ...row.cites]) known.set(key(ref), ref)
  }
  return known
}

/** The citations a reply's text makes, in order, each resolved to its entry. */
export function citationsIn(content: string, rows: KnowledgeRow[]): Citation[] {
  const known = knownEntries(rows)
  const citations: Citation[] = []
  for (const found of parseCitations(content)) {
    if (!found.act) continue
    const entry = known.get(key({ act: found.act, section: found.section }))
    if (entry && !citations.some((c) => key(c) === key(entry)))
      citations.push({ act: entry.act, section: entry.section, title: entry.title })
  }
  return citations
}

/**
 * The validator: every citation in the text must be an entry the database returned for this
 * question (so, an entry of the knowledge base), or a sub-section of one ('section 480(3)' in
 * the summary of BNSS 480). A number without its act must be one of them too. Returns the
 * citations that are not.
 */
export function inventedCitations(content: string, rows: KnowledgeRow[]): ParsedCitation[] {
  const known = knownEntries(rows)
  const sections = new Set([...known.values()].map((entry) => entry.section))
  const isKnown = (act: ActCode | null, section: string) =>
    act ? known.has(key({ act, section })) : sections.has(section)
  return parseCitations(content).filter(
    (found) =>
      !isKnown(found.act, found.section) && !isKnown(found.act, wholeSection(found.section)),
  )
}

/** '480(3)' → '480', '26(a)' → '26': a sub-section is in the knowledge base with its section. */
export const wholeSection = (section: string) => section.replace(/\(.*$/, '')
